// The sign-in forms, loaded together as one chunk.
import '../../i18n/messages';
export { LoginForm } from './LoginForm';
export { SignUpForm } from './SignUpForm';
