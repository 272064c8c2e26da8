// The sign-in forms, loaded together as one chunk.
export { LoginForm } from './LoginForm';
export { SignUpForm } from './SignUpForm';
