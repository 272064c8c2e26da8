import {
  courseMessages,
  courseStudioMessages,
  credentialMessages,
  identityMessages,
  learningPreferenceMessages,
  userAdminMessages,
} from '@canopy/contracts';

/**
 * Spanish for the contracts' and the API's sentences the admin area shows (validation messages, refusals, the
 * toasts named by the contracts), keyed by their English wording (the `messages` namespace of @canopy/i18n). The
 * sign-up form's messages (username, password, names, email) come with the shell's catalogue.
 */
export const adminMessagesEs: Record<string, string> = {
  [userAdminMessages.userUpdated]: 'Usuario actualizado',
  [userAdminMessages.userSuspended]: 'Usuario suspendido',
  [userAdminMessages.userReactivated]: 'Usuario reactivado',
  [userAdminMessages.educatorApproved]: 'Educador aprobado',
  [userAdminMessages.educatorRejected]: 'Educador rechazado',
  [userAdminMessages.userCreated]: 'Usuario creado',
  [userAdminMessages.educatorHoldsCourses]:
    'Este educador todavía tiene cursos aprobados con estudiantes inscritos. Reasigna esos cursos a otro educador y después elimina la cuenta.',
  [userAdminMessages.holdingsUnavailable]:
    'No se pudo contactar con el servicio de cursos para comprobar los cursos de este educador, así que la cuenta no se eliminó. Inténtalo de nuevo en unos momentos.',
  [userAdminMessages.staffRoleRequired]:
    'Los administradores solo pueden crear cuentas de administrador o de educador.',
  [userAdminMessages.resetLinkSent]: 'Enlace de restablecimiento enviado',
  [userAdminMessages.resetLinkNoEmail]:
    'Este usuario no tiene una dirección de correo electrónico a la que enviar un enlace de restablecimiento.',
  [userAdminMessages.outboxUnavailable]:
    'La bandeja de salida local solo se puede leer en el modo de demostración.',
  [identityMessages.userDeleted]: 'Usuario eliminado',
  [courseMessages.rejectionReasonRequired]: 'Indica un motivo para el rechazo',
  [courseMessages.textMax]: 'El texto puede tener como máximo 10000 caracteres',
  [courseStudioMessages.sendBackReasonRequired]: 'Indica un motivo para devolver el curso',
  [courseStudioMessages.educatorRequired]: 'El educador es obligatorio',
  [credentialMessages.revocationReasonRequired]: 'Indica un motivo para la revocación',
  [credentialMessages.revocationReasonMax]: 'El motivo puede tener como máximo 500 caracteres',
  [learningPreferenceMessages.questionTextRequired]: 'El texto de la pregunta es obligatorio',
  [learningPreferenceMessages.questionTextMax]:
    'El texto de la pregunta puede tener como máximo 500 caracteres',
  [learningPreferenceMessages.categoryInvalid]:
    'La categoría debe ser visual, auditory, kinesthetic, reading_writing o confidence',
  [learningPreferenceMessages.questionTypeInvalid]: 'El tipo de pregunta debe ser agreement o frequency',
  [learningPreferenceMessages.optionsMin]: 'Se necesitan al menos 2 opciones',
  [learningPreferenceMessages.optionsMax]: 'Una pregunta puede tener como máximo 7 opciones',
  [learningPreferenceMessages.optionRequired]: 'Las opciones no pueden estar vacías',
  [learningPreferenceMessages.optionMax]: 'Las opciones pueden tener como máximo 100 caracteres',
  [learningPreferenceMessages.optionsUnique]: 'Las opciones deben ser distintas entre sí',
  [learningPreferenceMessages.weightInvalid]: 'El peso debe ser un número entero del 1 al 5',
};
