import { notificationTemplates as N } from '@canopy/contracts';
import { notificationTemplatesEs } from '@canopy/contracts/notification-texts.es';
import { learnAdviceEs } from './messages.advice.es';
import { learnStoredEs } from './messages.stored.es';

// The hub's session_update sentences are the live-session notifications' (sessionUpdateText): the same Spanish.
const sessionUpdatesEs = Object.fromEntries(
  [N.sessionScheduled, N.sessionUpdated, N.sessionCancelled].map((key) => [
    key,
    notificationTemplatesEs[key]!,
  ]),
);

/**
 * Spanish for the contracts' and the API's sentences the learner area shows (validation messages, refusals), keyed by
 * their English wording (the `messages` namespace of @canopy/i18n).
 */
export const learnMessagesEs: Record<string, string> = {
  ...learnStoredEs,
  ...learnAdviceEs,
  ...sessionUpdatesEs,
  // Studying (learn-study): from here
  'Text must be at most 10000 characters': 'El texto debe tener como máximo 10000 caracteres',
  'Weekly hours must be between 1 and 80': 'Las horas semanales deben estar entre 1 y 80',
  'Target completion date must be a valid date':
    'La fecha objetivo de finalización debe ser una fecha válida',
  'Target completion date cannot be in the past':
    'La fecha objetivo de finalización no puede estar en el pasado',
  'Nothing to update': 'No hay nada que actualizar',
  'Title must be at least 5 characters long': 'El título debe tener al menos 5 caracteres',
  'Content must be at least 20 characters long': 'El contenido debe tener al menos 20 caracteres',
  'Title must be at most 200 characters long': 'El título debe tener como máximo 200 caracteres',
  'Content must be at most 20,000 characters long': 'El contenido debe tener como máximo 20.000 caracteres',
  'Use at most 5 tags': 'Usa como máximo 5 etiquetas',
  'Each tag must be at most 30 characters long': 'Cada etiqueta debe tener como máximo 30 caracteres',
  'Tags must be a comma-separated list of words':
    'Las etiquetas deben ser una lista de palabras separadas por comas',
  'Please agree to follow the community guidelines': 'Acepta cumplir las normas de la comunidad',
  'Failed to fetch sessions': 'No se pudieron obtener las sesiones',
  'Session Update': 'Actualización de sesión',
  'A live session has been updated': 'Se ha actualizado una sesión en vivo',
  'Start time is required': 'La hora de inicio es obligatoria',
  'End time is required': 'La hora de finalización es obligatoria',
  'Failed to create session': 'No se pudo crear la sesión',
  'Live session created successfully': 'Sesión en vivo creada correctamente',
  'Start time must be a date and time': 'La hora de inicio debe ser una fecha y una hora',
  'End time must be a date and time': 'La hora de finalización debe ser una fecha y una hora',
  'End time must be after the start time': 'La hora de finalización debe ser posterior a la de inicio',
  'Title is required': 'El título es obligatorio',
  'Meeting URL is required': 'La URL de la reunión es obligatoria',
  'The meeting URL must be an https:// link': 'La URL de la reunión debe ser un enlace https://',
  'Max participants must be between 1 and 100': 'El máximo de participantes debe estar entre 1 y 100',
  'Enroll in this course to join its live sessions.':
    'Inscríbete en este curso para unirte a sus sesiones en vivo.',
  'This live session has been cancelled.': 'Esta sesión en vivo se ha cancelado.',
  'This live session has ended and can no longer be joined.':
    'Esta sesión en vivo ha terminado y ya no es posible unirse.',
  'This live session is full.': 'Esta sesión en vivo está completa.',
  'Live session not found': 'Sesión en vivo no encontrada',
  'Paste or upload a credential to verify': 'Pega o sube una credencial para verificarla',
  'The credential must be at most 100000 characters':
    'La credencial debe tener como máximo 100000 caracteres',
  // Studying (learn-study): to here
};
