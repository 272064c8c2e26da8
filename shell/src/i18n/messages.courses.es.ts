import {
  cartridgeMessages,
  courseMessages,
  courseStudioMessages,
  credentialMessages,
  feedbackMessages,
  learningPreferenceMessages,
  lessonMediaMessages,
  quizMessages,
} from '@canopy/contracts';

/**
 * Spanish for the course service's refusals that the learning and studio remotes' catalogues do not already
 * translate, keyed by their English wording (the `messages` namespace of @canopy/i18n). In the shell's catalogue,
 * which every page has, because the same refusal can reach a learner's page and an educator's.
 */
export const courseMessagesEs: Record<string, string> = {
  // Catalogue, enrollment and progress
  [courseMessages.courseRequired]: 'El curso es obligatorio',
  [courseMessages.moduleRequired]: 'El módulo es obligatorio',
  [courseMessages.lessonRequired]: 'La lección es obligatoria',
  [courseMessages.orderIndexInvalid]: 'El orden debe ser un número entero a partir de 0',
  [courseMessages.competencyInvalid]:
    'El nivel de competencia debe ser inicial, en desarrollo, competente o avanzado',
  [courseMessages.levelFilterInvalid]:
    'El nivel debe ser all, beginner, intermediate, advanced o all-levels (todos, principiante, intermedio, avanzado o todos los niveles)',
  [courseMessages.statusFilterInvalid]:
    'El estado debe ser all, pending, approved o rejected (todos, pendiente, aprobado o rechazado)',
  [courseMessages.sortInvalid]: 'El orden debe ser catalogue o popular (catálogo o populares)',
  [courseMessages.enrollmentFilterInvalid]:
    'La inscripción debe ser all, enrolled o not-enrolled (todos, inscrito o no inscrito)',
  [courseMessages.pageInvalid]: 'page debe ser un número entero de 1 a 1000000',
  [courseMessages.pageSizeInvalid]: 'pageSize debe ser un número entero mayor o igual que 1',
  [courseMessages.pageSizeMax]: 'pageSize puede ser como máximo 48',
  [courseMessages.moduleNotFound]: 'Módulo no encontrado',
  [courseMessages.lessonNotFound]: 'Lección no encontrada',
  [courseMessages.enrollmentNotFound]: 'Inscripción no encontrada',
  [courseMessages.certificateNotFound]: 'Certificado no encontrado',
  [courseMessages.categoryNotFound]: 'Categoría no encontrada',
  [courseMessages.courseNotOpen]: 'Este curso no admite inscripciones',
  [courseMessages.notEnrolled]: 'Debes estar inscrito en este curso para completar sus lecciones',
  [courseMessages.notEnrollmentOwner]: 'Solo puedes cambiar tu propia inscripción',
  [courseMessages.learnerNamesUnavailable]:
    'Ahora mismo no se pueden leer los nombres de los estudiantes para los certificados que emitiría este cambio. Inténtalo de nuevo en breve.',
  [lessonMediaMessages.videoUrlInvalid]:
    'El video debe ser un enlace de YouTube o un enlace a un archivo de video (.mp4, .webm, .ogg, .ogv, .mov o .m4v)',
  // Review and administration of courses
  [courseMessages.onlyPendingCanBeRejected]: 'Solo se puede rechazar un curso pendiente',
  [courseMessages.alreadyApproved]: 'Este curso ya está aprobado',
  [courseStudioMessages.onlyPendingCanBeApproved]: 'Solo se puede aprobar un curso pendiente',
  [courseStudioMessages.onlyApprovedCanBeSentBack]: 'Solo un curso aprobado puede volver a estar pendiente',
  [courseStudioMessages.educatorFilterInvalid]: 'educatorId debe ser un número entero positivo',
  [courseStudioMessages.sameEducator]: 'El curso ya pertenece a este educador',
  [courseStudioMessages.educatorNotActive]: 'El nuevo propietario debe ser un educador activo',
  [courseStudioMessages.sortInvalid]:
    'El orden debe ser name, course, progress, competency o lastActive (nombre, curso, progreso, competencia o última actividad)',
  [courseStudioMessages.pageSizeMax]: 'pageSize puede ser como máximo 100',
  [courseStudioMessages.rangeInvalid]: 'El intervalo debe ser day o week (día o semana)',
  // Certificates as verifiable credentials
  [credentialMessages.alreadyRevoked]: 'Este certificado ya está revocado',
  [credentialMessages.notConfigured]:
    'Las credenciales verificables no están configuradas en esta plataforma.',
  [credentialMessages.statusListNotFound]: 'Lista de estados no encontrada',
  [credentialMessages.searchMax]: 'La búsqueda puede tener como máximo 200 caracteres',
  [credentialMessages.pageSizeInvalid]: 'pageSize debe ser un número entero de 1 a 100',
  [credentialMessages.statusFilterInvalid]:
    'El estado debe ser all, valid o revoked (todos, válido o revocado)',
  // Quizzes and feedback
  [quizMessages.answersRequired]: 'Las respuestas son obligatorias',
  [quizMessages.unknownQuestion]: 'Una respuesta menciona una pregunta que no está en este cuestionario',
  [quizMessages.notEnrolled]: 'Debes estar inscrito en este curso para hacer sus cuestionarios',
  [feedbackMessages.noReflection]: 'Este estudiante aún no ha escrito una reflexión',
  [feedbackMessages.noGoal]: 'Este estudiante aún no ha fijado un objetivo de aprendizaje',
  [feedbackMessages.lessonNotInCourse]: 'Esa lección no forma parte de este curso',
  [feedbackMessages.submissionNotFound]: 'Ese envío de cuestionario no es de este estudiante en este curso',
  [feedbackMessages.pageSizeMax]: 'pageSize puede ser como máximo 50',
  // The learning-preferences assessment
  [learningPreferenceMessages.selectedOptionRequired]: 'Elige una respuesta',
  [learningPreferenceMessages.selectedOptionInvalid]:
    'La respuesta debe ser una de las opciones de la pregunta',
  [learningPreferenceMessages.questionNotFound]: 'Pregunta no encontrada',
  [learningPreferenceMessages.questionInactive]: 'Esta pregunta ya no forma parte de la evaluación',
  [learningPreferenceMessages.questionSuperseded]:
    'Esta pregunta tiene una versión más reciente: cambia la más nueva',
  [learningPreferenceMessages.assessmentNotFound]: 'Evaluación no encontrada',
  [learningPreferenceMessages.assessmentCompleted]: 'Esta evaluación ya está completada',
  [learningPreferenceMessages.assessmentIncomplete]:
    'Responde todas las preguntas antes de terminar la evaluación',
  [learningPreferenceMessages.noActiveQuestions]: 'La evaluación aún no tiene preguntas',
  [learningPreferenceMessages.insightNotFound]: 'Observación no encontrada',
  // Course import and export (Common Cartridge)
  [cartridgeMessages.multipartRequired]: 'Envía el paquete como multipart/form-data en el campo «package».',
  [cartridgeMessages.oneFile]: 'Envía un solo paquete cada vez.',
  [cartridgeMessages.notZip]:
    'El archivo no es un paquete Common Cartridge: un archivo .imscc es un archivo zip.',
  [cartridgeMessages.tooManyEntries]: 'El paquete contiene más de 2000 archivos.',
  [cartridgeMessages.bomb]:
    'El paquete ocupa al descomprimirse muchísimo más de lo que ocupa comprimido (una bomba zip) y se ha rechazado.',
  [cartridgeMessages.uncompressedTooLarge]: 'El paquete ocupa más de 100 MB una vez descomprimido.',
  [cartridgeMessages.unsafePath]:
    'El paquete nombra un archivo fuera de sí mismo (una ruta con «..», una ruta absoluta o una barra invertida) y se ha rechazado.',
  [cartridgeMessages.encrypted]: 'El paquete contiene archivos cifrados, que no se pueden leer.',
  [cartridgeMessages.noManifest]: 'El paquete no tiene imsmanifest.xml en su nivel superior.',
  [cartridgeMessages.doctype]:
    'El XML del paquete declara un DOCTYPE o entidades, que se rechazan por seguridad.',
  [cartridgeMessages.xmlInvalid]: 'Un archivo del paquete no es XML bien formado.',
  [cartridgeMessages.notCartridge]: 'imsmanifest.xml no es un manifiesto de Common Cartridge.',
  [cartridgeMessages.nothingToImport]:
    'El paquete no contiene lecciones ni cuestionarios que Canopy pueda importar.',
  [cartridgeMessages.noImportReport]:
    'Este curso no se importó de un paquete Common Cartridge, así que no tiene informe de importación.',
  [cartridgeMessages.exportUnavailable]:
    'Ahora mismo no se pueden leer los libros electrónicos del curso, así que el paquete quedaría incompleto. Inténtalo de nuevo en breve.',
};
