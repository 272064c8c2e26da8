import type { TranslationOf } from '@canopy/i18n';
import type { authEn } from './authEn';

export const authEs: TranslationOf<typeof authEn> = {
  loginSuccess: 'Sesión iniciada',
  welcomeBack: '¡Hola de nuevo, {{name}}!',
  registrationSuccess: 'Registro completado',
  welcomeTo: '¡Te damos la bienvenida a Canopy, {{name}}!',
  loggedOut: 'Sesión cerrada',
  loggedOutText: 'Has cerrado la sesión correctamente.',
  loginFailed: 'No se pudo iniciar sesión',
  registrationFailed: 'No se pudo completar el registro',
  loginError: 'Error al iniciar sesión',
  registrationError: 'Error en el registro',
  logoutFailed: 'No se pudo cerrar la sesión',
  approvalPending: 'Aprobación pendiente',
  accountApproved: 'Cuenta aprobada',
  pendingEducators_one: '{{count}} cuenta de educador pendiente de aprobación',
  pendingEducators_many: '{{count}} cuentas de educador pendientes de aprobación',
  pendingEducators_other: '{{count}} cuentas de educador pendientes de aprobación',
  failedWithStatus: '{{what}}: {{status}}',
  invalidCredentials: 'Nombre de usuario o contraseña incorrectos',
  unexpectedError: 'Se produjo un error inesperado',
  registrationRetry: 'No se pudo completar el registro. Inténtalo de nuevo.',
  passkeyEnabled: 'Inicio de sesión con huella activado',
  passkeyEnabledText: 'La próxima vez, inicia sesión con tu huella, tu rostro o el PIN del dispositivo.',
  passkeyAlreadyEnabled: 'El inicio de sesión con huella ya está configurado',
  passkeyAlreadyEnabledText: 'Este dispositivo ya tiene una llave de acceso para tu cuenta.',
  passkeyNotSetUp: 'No se configuró el inicio de sesión con huella',
  passkeySetupCancelledText:
    'Se canceló la configuración. Tu cuenta está lista; puedes configurarlo la próxima vez que inicies sesión con tu contraseña.',
  passkeyNotAvailable: 'El inicio de sesión con huella no está disponible',
  passkeySetupUnsupportedText:
    'Este navegador o dispositivo no admite llaves de acceso. Tu cuenta está lista; inicia sesión con tu contraseña.',
  passkeySetupFailedText:
    'Tu cuenta está lista; puedes intentarlo de nuevo la próxima vez que inicies sesión con tu contraseña.',
  passkeyOfferAction: 'Configurar el inicio de sesión con huella',
  passkeySignInCancelled: 'Se canceló el inicio de sesión con llave de acceso',
  passkeySignInCancelledText:
    'No se usó ninguna llave de acceso. Puedes iniciar sesión con tu nombre de usuario y contraseña.',
  passkeysUnavailable: 'Las llaves de acceso no están disponibles',
  passkeySignInUnsupportedText:
    'Este navegador o dispositivo no admite llaves de acceso. Inicia sesión con tu nombre de usuario y contraseña.',
  browserNoPasskeys: 'Este navegador no admite llaves de acceso.',
  approvedText: 'Tu cuenta de educador fue aprobada. Ya puedes crear y publicar cursos.',
  goToDashboard: 'Ir al panel',
  approvedDialogTitle: 'Tu cuenta de educador está aprobada',
  approvedDialogText:
    'Un administrador revisó y aprobó tu solicitud. Tu panel de educador está listo: crea tu primer curso, escribe libros electrónicos y programa sesiones en vivo.',
  maybeLater: 'Quizás más tarde',
  goToEducatorDashboard: 'Ir al panel de educador',
  pendingEducatorsText: 'Revisa las solicitudes para que los nuevos educadores puedan empezar a enseñar.',
  review: 'Revisar',
  checkingSession: 'Comprobando tu sesión',
  roleStudent: 'Estudiante',
  roleEducator: 'Educador',
  roleAdmin: 'Administrador',
  roleVisitor: 'Visitante',
};
