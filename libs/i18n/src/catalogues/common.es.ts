import type { TranslationOf } from '../i18n';
import type { commonEn } from './common.en';

export const commonEs: TranslationOf<typeof commonEn> = {
  'error.generic': 'Algo salió mal. Inténtalo de nuevo.',
  'error.timeout': 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
  'error.network': 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  'error.validation_failed': 'Parte de la información enviada no es válida.',
  'error.unauthenticated': 'Inicia sesión para continuar.',
  'error.forbidden': 'No tienes permiso para hacer esto.',
  'error.pending_approval': 'Tu cuenta de educador sigue pendiente de aprobación por un administrador.',
  'error.account_suspended': 'Tu cuenta ha sido suspendida. Ponte en contacto con el servicio de asistencia.',
  'error.not_found': 'No se ha encontrado.',
  'error.conflict': 'Esto entra en conflicto con el estado actual. Recarga la página e inténtalo de nuevo.',
  'error.idempotency_conflict': 'Esta solicitud ya se envió con un contenido distinto.',
  'error.payload_too_large': 'Lo que has enviado es demasiado grande.',
  'error.unsupported_media_type': 'Este tipo de archivo o contenido no es compatible.',
  'error.rate_limited': 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  'error.unavailable': 'El servicio no está disponible en este momento. Inténtalo de nuevo en breve.',
  'error.ai_not_configured': 'El asistente de IA no está configurado en esta plataforma.',
  'error.internal': 'Algo salió mal. Inténtalo de nuevo.',
  'language.label': 'Idioma',
  'language.changed': 'Idioma cambiado',
};
