import { notificationTemplates as N } from './notification-texts';

/*
 * The Spanish of the notification templates (Latin-American neutral, `{{...}}` places kept), keyed by their English
 * template. Kept beside the templates because two packages show them: the shell's bell (its `messages` catalogue)
 * and the live-session service's notification e-mails. Not in the package's index: only a Spanish page's catalogue
 * chunk and the service import it (`@canopy/contracts/notification-texts.es`).
 */
export const notificationTemplatesEs: Readonly<Record<string, string>> = {
  [N.sessionScheduledTitle]: 'Nueva sesión en vivo',
  [N.sessionScheduled]: 'Se creó la nueva sesión “{{title}}”',
  [N.sessionUpdatedTitle]: 'Sesión en vivo actualizada',
  [N.sessionUpdated]: 'La sesión en vivo “{{title}}” se actualizó',
  [N.sessionCancelledTitle]: 'Sesión en vivo cancelada',
  [N.sessionCancelled]: 'La sesión en vivo “{{title}}” se canceló',
  [N.reminderTitle]: 'Una sesión en vivo está por comenzar',
  [N.reminderOneMinute]: 'La sesión en vivo “{{title}}” comienza en {{minutes}} minuto',
  [N.reminderMinutes]: 'La sesión en vivo “{{title}}” comienza en {{minutes}} minutos',
  [N.educatorApprovedTitle]: 'Cuenta de educador aprobada',
  [N.educatorApproved]: 'Tu cuenta de educador fue aprobada. Ya puedes crear cursos y sesiones en vivo.',
  [N.educatorRejectedTitle]: 'Solicitud de educador no aprobada',
  [N.educatorRejected]: 'Tu solicitud como educador no fue aprobada.',
  [N.educatorRejectedReason]: 'Tu solicitud como educador no fue aprobada. Motivo: {{reason}}',
  [N.courseApprovedTitle]: 'Curso aprobado',
  [N.courseApproved]: 'Tu curso “{{title}}” fue aprobado y ya está publicado.',
  [N.courseRejectedTitle]: 'Curso rechazado',
  [N.courseRejected]: 'Tu curso “{{title}}” fue rechazado.',
  [N.courseRejectedReason]: 'Tu curso “{{title}}” fue rechazado. Motivo: {{reason}}',
  [N.courseSentBackTitle]: 'Curso devuelto para cambios',
  [N.courseSentBack]: 'Tu curso “{{title}}” se devolvió para que hagas cambios.',
  [N.courseSentBackReason]: 'Tu curso “{{title}}” se devolvió para que hagas cambios. Motivo: {{reason}}',
  [N.quizFeedbackTitle]: 'Nuevos comentarios sobre tu cuestionario',
  [N.quizFeedback]: 'Tu instructor dejó comentarios sobre tu cuestionario.',
  [N.instructorFeedbackTitle]: 'Nuevos comentarios de tu instructor',
  [N.instructorFeedbackCourse]: 'Tu instructor dejó comentarios sobre tu trabajo en “{{courseTitle}}”.',
  [N.instructorFeedbackLesson]: 'Tu instructor dejó comentarios sobre una lección de “{{courseTitle}}”.',
  [N.instructorFeedbackReflection]: 'Tu instructor dejó comentarios sobre tu reflexión en “{{courseTitle}}”.',
  [N.instructorFeedbackGoal]:
    'Tu instructor dejó comentarios sobre tu objetivo de aprendizaje en “{{courseTitle}}”.',
  [N.discussionReplyTitle]: 'Nueva respuesta en tu debate',
  [N.discussionReply]: 'Alguien respondió a tu debate “{{title}}”.',
  [N.answerMarkedTitle]: 'Tu respuesta se marcó como solución',
  [N.answerMarked]: 'Tu respuesta en “{{title}}” se marcó como solución.',
};
