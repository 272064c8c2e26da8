/**
 * Spanish for the admin area, part 3 of 3: the questionnaire, activity, figures and the outbox.
 */
export const adminInsightsEs: Record<string, string> = {
  // Questionnaire
  'Learning-preferences questionnaire': 'Cuestionario de preferencias de aprendizaje',
  'Learners answer the active questions one at a time. Editing a question saves a new version; answers given to earlier versions keep their meaning.':
    'Los estudiantes responden las preguntas activas de una en una. Editar una pregunta guarda una nueva versión; las respuestas dadas a versiones anteriores conservan su significado.',
  'Add question': 'Añadir pregunta',
  'Loading questions': 'Cargando preguntas',
  'The questions could not be loaded': 'No se pudieron cargar las preguntas',
  'No questions yet': 'Todavía no hay preguntas',
  'Questions table': 'Tabla de preguntas',
  Question: 'Pregunta',
  Category: 'Categoría',
  Scale: 'Escala',
  Weight: 'Peso',
  Version: 'Versión',
  Inactive: 'Inactivo',
  '{{count}} options_one': '{{count}} opción',
  '{{count}} options_many': '{{count}} opciones',
  '{{count}} options_other': '{{count}} opciones',
  'Edit: {{question}}': 'Editar: {{question}}',
  Activate: 'Activar',
  Deactivate: 'Desactivar',
  'Activate: {{question}}': 'Activar: {{question}}',
  'Deactivate: {{question}}': 'Desactivar: {{question}}',
  'Question activated': 'Pregunta activada',
  'Question deactivated': 'Pregunta desactivada',
  'Failed to change the question': 'No se pudo cambiar la pregunta',
  Visual: 'Visual',
  'Listening and discussion': 'Escucha y conversación',
  'Hands-on practice': 'Práctica',
  'Reading and writing': 'Lectura y escritura',
  'Confidence as a learner': 'Confianza como estudiante',
  'Agreement scale': 'Escala de acuerdo',
  'Frequency scale': 'Escala de frecuencia',
  'Edit question': 'Editar pregunta',
  'Saving creates version {{next}}.0; answers already given keep version {{version}}.':
    'Al guardar se crea la versión {{next}}.0; las respuestas ya dadas conservan la versión {{version}}.',
  'The question is asked in every new questionnaire, after the existing ones.':
    'La pregunta se hace en cada cuestionario nuevo, después de las existentes.',
  'Answer scale': 'Escala de respuesta',
  Options: 'Opciones',
  'One per line, from the lowest to the highest (2 to 7).':
    'Una por línea, de la más baja a la más alta (de 2 a 7).',
  'How much the question counts in its category, 1 to 5.':
    'Cuánto cuenta la pregunta en su categoría, de 1 a 5.',
  'Save new version': 'Guardar nueva versión',
  'Question updated': 'Pregunta actualizada',
  'Saved as version {{version}}.': 'Guardada como versión {{version}}.',
  'Question added': 'Pregunta añadida',
  'Failed to update question': 'No se pudo actualizar la pregunta',
  'Failed to add question': 'No se pudo añadir la pregunta',

  // Activity
  'Search activity': 'Buscar actividad',
  'Administrator, action, target (user 12) or value': 'Administrador, acción, objetivo (user 12) o valor',
  'Loading activity': 'Cargando actividad',
  'The activity log could not be loaded': 'No se pudo cargar el registro de actividad',
  'No matching activity': 'No hay actividad que coincida',
  'No activity yet': 'Todavía no hay actividad',
  'No recorded action matches this search.': 'Ninguna acción registrada coincide con esta búsqueda.',
  'Administrative actions (approvals, edits, suspensions, deletions) are recorded here.':
    'Aquí se registran las acciones administrativas (aprobaciones, ediciones, suspensiones, eliminaciones).',
  'Activity pages': 'Páginas de actividad',
  'Activity log': 'Registro de actividad',
  When: 'Cuándo',
  Who: 'Quién',
  What: 'Qué',
  Target: 'Objetivo',
  Change: 'Cambio',
  Address: 'Dirección IP',
  'deleted account': 'cuenta eliminada',
  'Created account': 'Creó una cuenta',
  'Updated user': 'Actualizó un usuario',
  'Suspended user': 'Suspendió un usuario',
  'Reactivated user': 'Reactivó un usuario',
  'Deleted user': 'Eliminó un usuario',
  'Sent reset link': 'Envió un enlace de restablecimiento',
  'Approved educator': 'Aprobó un educador',
  'Rejected educator': 'Rechazó un educador',
  'Approved course': 'Aprobó un curso',
  'Rejected course': 'Rechazó un curso',
  'Sent course back': 'Devolvió un curso',
  'Reassigned course': 'Reasignó un curso',
  'Kept flagged post': 'Mantuvo una publicación denunciada',
  'Hid forum post': 'Ocultó una publicación del foro',
  'Deleted forum post': 'Eliminó una publicación del foro',

  // Figures
  Period: 'Periodo',
  'Last {{days}} days': 'Últimos {{days}} días',
  'Counted per calendar day in UTC; today is included.': 'Contado por día natural en UTC; hoy incluido.',
  'Sign-ups': 'Registros',
  'New accounts of every role.': 'Cuentas nuevas de todos los roles.',
  'The sign-ups could not be read. Please try again.':
    'No se pudieron leer los registros. Inténtalo de nuevo.',
  'No one signed up in the last {{days}} days.': 'Nadie se registró en los últimos {{days}} días.',
  'Enrollments and completions': 'Inscripciones y finalizaciones',
  'Learners joining a course, and learners completing one.':
    'Estudiantes que se inscriben en un curso y estudiantes que lo completan.',
  Enrollments: 'Inscripciones',
  Completions: 'Finalizaciones',
  'The course figures could not be read. Please try again.':
    'No se pudieron leer las cifras de cursos. Inténtalo de nuevo.',
  'No enrollments or completions in the last {{days}} days.':
    'No hubo inscripciones ni finalizaciones en los últimos {{days}} días.',
  'Forum activity': 'Actividad del foro',
  'Discussions started and replies posted, including posts hidden or removed since.':
    'Debates iniciados y respuestas publicadas, incluidas las publicaciones ocultadas o eliminadas después.',
  Discussions: 'Debates',
  Replies: 'Respuestas',
  'The forum figures could not be read. Please try again.':
    'No se pudieron leer las cifras del foro. Inténtalo de nuevo.',
  'No discussions or replies in the last {{days}} days.':
    'No hubo debates ni respuestas en los últimos {{days}} días.',
  'Totals, last {{days}} days': 'Totales, últimos {{days}} días',
  '{{title}} could not be loaded.': 'No se pudo cargar: {{title}}.',
  'Loading {{title}}': 'Cargando: {{title}}',
  'Per day (UTC), {{from}} – {{to}}': 'Por día (UTC), {{from}} – {{to}}',
  'Bar chart of {{title}} per day over the last {{days}} days: {{summary}}. The table below lists each day.':
    'Gráfico de barras de {{title}} por día en los últimos {{days}} días: {{summary}}. La tabla de abajo muestra cada día.',
  'Hide the table': 'Ocultar la tabla',
  'Show as a table': 'Ver como tabla',
  '{{title}} per day': '{{title}} por día',
  '{{title}} per UTC day, newest first': '{{title}} por día UTC, los más recientes primero',
  'Day (UTC)': 'Día (UTC)',

  // Outbox
  'This demo platform has no mail server: these messages were kept here instead of being sent.':
    'Esta plataforma de demostración no tiene servidor de correo: estos mensajes se guardaron aquí en lugar de enviarse.',
  'Loading the outbox': 'Cargando la bandeja de salida',
  'The outbox could not be loaded': 'No se pudo cargar la bandeja de salida',
  'No mail yet': 'Todavía no hay correo',
  'Reset links and approval notices appear here.':
    'Aquí aparecen los enlaces de restablecimiento y los avisos de aprobación.',
  'Outbox pages': 'Páginas de la bandeja de salida',
  'Kept mail': 'Correo guardado',
  'To {{address}}': 'Para {{address}}',
  'Show message': 'Ver mensaje',
};
