import { messages, recoveryMessages } from '@canopy/contracts';
import { notificationTemplatesEs } from '@canopy/contracts/notification-texts.es';
import { apiMessagesEs } from './messages.api.es';
import { courseMessagesEs } from './messages.courses.es';

/**
 * Spanish for the sentences the sign-in, sign-up and recovery pages show from the contracts and the API (validation
 * messages, refusals), and for the notifications the bell lists (their stored templates, `{{...}}` places kept),
 * keyed by their English wording (the `messages` namespace of @canopy/i18n).
 */
export const messagesEs: Record<string, string> = {
  [messages.usernameRequired]: 'El nombre de usuario es obligatorio',
  [messages.passwordRequired]: 'La contraseña es obligatoria',
  [messages.usernameMin]: 'El nombre de usuario debe tener al menos 3 caracteres',
  [messages.usernameMax]: 'El nombre de usuario puede tener como máximo 50 caracteres',
  [messages.usernameChars]:
    'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
  [messages.passwordMin]: 'La contraseña debe tener al menos 8 caracteres',
  [messages.passwordMax]: 'La contraseña puede tener como máximo 128 caracteres',
  [messages.passwordLetter]: 'La contraseña debe contener al menos una letra',
  [messages.passwordNumber]: 'La contraseña debe contener al menos un número',
  [messages.passwordSpecial]: 'La contraseña debe contener al menos un carácter especial',
  [messages.confirmRequired]: 'Confirma la contraseña',
  [messages.firstNameRequired]: 'El nombre es obligatorio',
  [messages.lastNameRequired]: 'Los apellidos son obligatorios',
  [messages.invalidEmail]: 'Dirección de correo electrónico no válida',
  [messages.passwordsMismatch]: 'Las contraseñas no coinciden',
  [messages.termsRequired]: 'Debes aceptar los términos y condiciones',
  [messages.adminRestricted]:
    'Las cuentas de administrador solo pueden crearlas los administradores existentes o durante la configuración inicial del sistema.',
  [messages.educatorNotice]:
    'Las cuentas de educador requieren la aprobación de un administrador. Tras el registro, tu cuenta quedará pendiente hasta que un administrador la revise.',
  [messages.pendingApproval]: 'Tu cuenta de educador sigue pendiente de aprobación por un administrador.',
  [messages.registrationPending]:
    'Registro completado. Tu cuenta de educador está pendiente de aprobación por un administrador.',
  [messages.invalidCredentials]: 'Nombre de usuario o contraseña incorrectos',
  [messages.usernameTaken]: 'Ese nombre de usuario ya está en uso',
  [messages.suspended]: 'Tu cuenta ha sido suspendida. Ponte en contacto con el servicio de asistencia.',
  [messages.rejected]:
    'Tu solicitud como educador no ha sido aprobada. Ponte en contacto con el servicio de asistencia.',
  [messages.passwordHint]: 'La contraseña debe tener al menos 8 caracteres',
  [recoveryMessages.tokenRequired]: 'Falta el token de restablecimiento',
  [recoveryMessages.emailRequired]: 'Se necesita una dirección de correo electrónico válida',
  [recoveryMessages.linkRequested]:
    'Si alguna cuenta usa esta dirección de correo electrónico, le hemos enviado un enlace para restablecer la contraseña. El enlace es válido durante una hora.',
  [recoveryMessages.passwordChanged]: 'Tu contraseña se ha cambiado. Inicia sesión con tu nueva contraseña.',
  [recoveryMessages.tokenInvalid]:
    'Este enlace de restablecimiento no es válido, ya se ha usado o ha caducado. Solicita uno nuevo.',
  'Login failed': 'No se pudo iniciar sesión',
  'Registration failed': 'No se pudo completar el registro',
  'Login Error': 'Error al iniciar sesión',
  'Registration Error': 'Error en el registro',
  'Login successful': 'Sesión iniciada',
  'Registration successful': 'Registro completado',
  'Logged out': 'Sesión cerrada',
  'You have been successfully logged out.': 'Has cerrado la sesión correctamente.',
  'Logout failed': 'No se pudo cerrar la sesión',
  'An unexpected error occurred': 'Se ha producido un error inesperado',
  'Registration failed. Please try again.': 'No se pudo completar el registro. Inténtalo de nuevo.',
  // The notifications the bell lists: their templates (shared with the live-session service's e-mails).
  ...notificationTemplatesEs,
  // The API's refusals any page can meet (the shell's catalogue is on every page): shell/test/apiMessages.test.ts.
  ...apiMessagesEs,
  ...courseMessagesEs,
};
