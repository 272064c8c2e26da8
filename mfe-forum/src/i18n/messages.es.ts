import { forumMessages as m } from '@canopy/contracts';

/**
 * Spanish for the forum contracts' and the forum API's sentences the forum's pages show (validation messages,
 * refusals, the flag answer), keyed by their English wording (the `messages` namespace of @canopy/i18n).
 */
export const forumMessagesEs: Record<string, string> = {
  [m.titleMin]: 'El título debe tener al menos 5 caracteres',
  [m.contentMin]: 'El contenido debe tener al menos 20 caracteres',
  [m.topicRequired]: 'Selecciona un tema',
  [m.replyMin]: 'La respuesta debe tener al menos 5 caracteres',
  [m.titleMax]: 'El título puede tener como máximo 200 caracteres',
  [m.contentMax]: 'El contenido puede tener como máximo 20.000 caracteres',
  [m.replyMax]: 'La respuesta puede tener como máximo 10.000 caracteres',
  [m.tagsMax]: 'Usa como máximo 5 etiquetas',
  [m.tagMax]: 'Cada etiqueta puede tener como máximo 30 caracteres',
  [m.tagsInvalid]: 'Las etiquetas deben ser una lista de palabras separadas por comas',
  [m.guidelinesRequired]: 'Acepta cumplir las normas de la comunidad',
  [m.flagReasonInvalid]: 'Elige por qué reportas esta publicación',
  [m.flagNoteRequired]: 'Cuéntales a los moderadores qué ocurre con esta publicación',
  [m.flagNoteMax]: 'La nota puede tener como máximo 500 caracteres',
  [m.replyRequired]: 'Elige la respuesta que resuelve la pregunta',
  [m.searchMax]: 'La búsqueda puede tener como máximo 200 caracteres',
  [m.pageInvalid]: 'La página debe ser un número entero a partir de 1',
  [m.pageSizeInvalid]: 'El tamaño de página debe estar entre 1 y 50',
  [m.tabInvalid]: 'La pestaña debe ser all, recent o popular',
  [m.nothingToUpdate]: 'No hay nada que actualizar',
  [m.courseIdInvalid]: 'courseId no válido',
  [m.lessonIdInvalid]: 'lessonId no válido',
  [m.lessonNeedsCourse]: 'Un debate de una lección necesita su curso',
  [m.topicNotForCourse]: 'Los debates de un curso pertenecen al tema propio del curso',
  [m.topicNotFound]: 'No se encontró el tema',
  [m.discussionNotFound]: 'No se encontró el debate',
  [m.replyNotFound]: 'No se encontró la respuesta',
  [m.userNotFound]: 'Este miembro todavía no ha participado en el foro',
  [m.courseNotFound]: 'No se encontró el curso',
  [m.lessonNotFound]: 'No se encontró la lección en este curso',
  [m.courseUnavailable]:
    'Los debates del curso no están disponibles en este momento. Inténtalo de nuevo en unos minutos.',
  [m.signInToPost]: 'Inicia sesión para participar en el foro.',
  [m.pendingCannotPost]:
    'Tu cuenta de educador sigue pendiente de aprobación por un administrador. Puedes leer el foro y publicar cuando tu cuenta esté aprobada.',
  [m.suspendedCannotPost]: 'Tu cuenta está suspendida, así que no puedes publicar en el foro.',
  [m.inactiveCannotPost]: 'Tu cuenta no está activa, así que no puedes publicar en el foro.',
  [m.notAuthor]: 'Solo puedes modificar tus propias publicaciones',
  [m.cannotLikeOwn]: 'No puedes marcar como útil tu propia publicación',
  [m.cannotFlagOwn]: 'No puedes reportar tu propia publicación',
  [m.duplicatePost]:
    'Acabas de publicar exactamente esto. Si quieres cambiarlo, edita tu publicación anterior en lugar de publicarlo otra vez.',
  [m.alreadyFlagged]: 'Ya reportaste esta publicación. Nuestros moderadores la revisarán.',
  [m.cannotMarkAnswer]: 'Solo quien inició el debate o un educador puede marcar la solución',
  [m.replyNotInDiscussion]: 'Esa respuesta no pertenece a este debate',
  [m.discussionLocked]: 'Este debate no admite respuestas',
  [m.moderatorsOnly]: 'Solo los administradores pueden moderar el foro',
  // The forum service's answer to a flag (services/forum, reactions).
  'Thanks for letting us know. Our moderators will review this post.':
    'Gracias por avisarnos. Nuestros moderadores revisarán esta publicación.',
};
