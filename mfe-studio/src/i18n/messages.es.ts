import {
  assessmentCategoryLabels,
  cartridgeMessages,
  contentAiMessages,
  contentMessages,
  courseLevelLabels,
  courseMessages,
  courseStudioMessages,
  feedbackMessages,
  feedbackTypeLabels,
  quizMessages,
  storyPhaseLabels,
  storyTemplateNames,
} from '@canopy/contracts';
import type { ebookGenerationStages } from '@canopy/contracts';
import { wizardTexts } from '../lib/courseWizard';
import { seededCategoryNamesEs } from '@canopy/contracts/course-seeds.es';

type Stage = (typeof ebookGenerationStages)[number];

/**
 * Spanish for the contracts' and the API's sentences the studio's forms show (validation messages, refusals), keyed
 * by their English wording (the `messages` namespace of @canopy/i18n).
 */
export const studioMessagesEs: Record<string, string> = {
  ...seededCategoryNamesEs,
  // Course building: the wizard, the quick course, the builder's settings, modules and lessons
  [wizardTexts.templateRequired]: 'Elige una plantilla de historia',
  [contentMessages.youtubeFailed]: 'No se pudo procesar el video de YouTube. Inténtalo de nuevo.',
  [courseMessages.courseTitleMin]: 'El título del curso debe tener al menos 5 caracteres',
  [courseMessages.descriptionMin]: 'La descripción debe tener al menos 20 caracteres',
  [courseMessages.categoriesMin]: 'Selecciona al menos una categoría',
  [courseMessages.categoriesMax]: 'Se permiten como máximo 3 categorías',
  [courseMessages.youtubeUrlInvalid]: 'Introduce una URL válida de un video de YouTube',
  [courseMessages.titleRequired]: 'El título es obligatorio',
  [courseMessages.descriptionRequired]: 'La descripción es obligatoria',
  [courseMessages.categoryRequired]: 'La categoría es obligatoria',
  [courseMessages.moduleTitleRequired]: 'El título del módulo es obligatorio',
  [courseMessages.moduleDescriptionRequired]: 'La descripción del módulo es obligatoria',
  [courseMessages.lessonTitleRequired]: 'El título de la lección es obligatorio',
  [courseMessages.lessonContentRequired]: 'El contenido de la lección es obligatorio',
  [courseMessages.titleMax]: 'El título puede tener como máximo 200 caracteres',
  [courseMessages.descriptionMax]: 'La descripción puede tener como máximo 10000 caracteres',
  [courseMessages.contentMax]: 'El contenido de la lección puede tener como máximo 100000 caracteres',
  [courseMessages.textMax]: 'El texto puede tener como máximo 10000 caracteres',
  [courseMessages.levelInvalid]: 'El nivel debe ser principiante, intermedio o avanzado',
  [courseMessages.urlInvalid]: 'Los enlaces deben empezar por http://, https:// o /',
  [courseMessages.durationInvalid]: 'La duración debe estar entre 1 y 600 minutos',
  [courseMessages.nothingToUpdate]: 'No hay nada que actualizar',
  [courseMessages.storyTemplateInvalid]: 'Plantilla de historia desconocida',
  [courseMessages.notCourseOwner]: 'Solo puedes cambiar tus propios cursos',
  [courseStudioMessages.orderMustListAll]: 'El nuevo orden debe incluir cada elemento exactamente una vez',
  [courseStudioMessages.moveTargetOtherCourse]: 'Una lección solo puede moverse a un módulo del mismo curso',
  [courseStudioMessages.onlyRejectedCanBeSubmitted]: 'Solo un curso rechazado puede reenviarse a revisión',
  [courseStudioMessages.courseHasLearners]: 'Un curso con estudiantes inscritos no se puede eliminar',
  // Quizzes
  [quizMessages.optionsMin]: 'Se requieren al menos 2 opciones',
  [quizMessages.titleRequired]: 'El título del cuestionario es obligatorio',
  [quizMessages.questionRequired]: 'La pregunta es obligatoria',
  [quizMessages.questionsMin]: 'Agrega al menos una pregunta',
  [quizMessages.questionsMax]: 'Un cuestionario puede tener como máximo 100 preguntas',
  [quizMessages.optionRequired]: 'Las opciones no pueden estar vacías',
  [quizMessages.optionsMax]: 'Una pregunta puede tener como máximo 20 opciones',
  [quizMessages.optionsUnique]: 'Las opciones deben ser distintas entre sí',
  [quizMessages.correctAnswerRequired]: 'La respuesta correcta es obligatoria',
  [quizMessages.correctAnswerNotOption]: 'La respuesta correcta debe ser una de las opciones',
  [quizMessages.singleCorrectAnswer]: 'Una pregunta de opción única tiene exactamente una respuesta correcta',
  [quizMessages.trueFalseAnswer]: 'La respuesta correcta debe ser verdadero o falso',
  [quizMessages.questionTypeInvalid]:
    'El tipo de pregunta debe ser opción única, opción múltiple, verdadero/falso o respuesta corta',
  [quizMessages.passingScoreInvalid]: 'La puntuación para aprobar debe ser un número entero de 0 a 100',
  [quizMessages.answerTooLong]: 'Las respuestas pueden tener como máximo 1000 caracteres',
  [quizMessages.quizNotFound]: 'Cuestionario no encontrado',
  [quizMessages.submissionNotFound]: 'Entrega no encontrada',
  [quizMessages.feedbackRequired]: 'Los comentarios son obligatorios',
  [quizMessages.feedbackMax]: 'Los comentarios pueden tener como máximo 5000 caracteres',
  // The contracts' labels the course-building screens show
  [courseLevelLabels.beginner]: 'Principiante',
  [courseLevelLabels.intermediate]: 'Intermedio',
  [courseLevelLabels.advanced]: 'Avanzado',
  [courseLevelLabels['all-levels']]: 'Todos los niveles',
  // Feedback to a learner (Students tab); "Feedback is required" and its length limit are the quizzes' above
  [feedbackTypeLabels.course]: 'El curso en conjunto',
  [feedbackTypeLabels.lesson]: 'Una lección',
  [feedbackTypeLabels.reflection]: 'Su reflexión',
  [feedbackTypeLabels.goal]: 'Su objetivo de aprendizaje',
  [feedbackTypeLabels.quiz]: 'Un envío de cuestionario',
  [feedbackMessages.typeInvalid]:
    'Los comentarios deben tratar sobre el curso, una lección, la reflexión, el objetivo de aprendizaje o un envío de cuestionario',
  [feedbackMessages.learnerRequired]: 'El estudiante es obligatorio',
  [feedbackMessages.lessonRequired]: 'Elige la lección sobre la que tratan los comentarios',
  [feedbackMessages.submissionRequired]: 'Elige el envío de cuestionario sobre el que tratan los comentarios',
  [feedbackMessages.learnerNotEnrolled]: 'Este estudiante no está inscrito en el curso',
  // Ebooks
  [contentMessages.ebookUpdated]: 'Libro electrónico actualizado correctamente',
  [contentMessages.ebookUpdateFailed]: 'No se pudo actualizar el libro electrónico',
  [contentMessages.ebookDeleted]: 'Libro electrónico eliminado correctamente',
  [contentMessages.ebookDeleteFailed]: 'No se pudo eliminar el libro electrónico',
  [contentMessages.ebookCourseNotYours]: 'Solo puedes vincular un libro electrónico a un curso que impartes.',
  [contentAiMessages.linkUrlRequired]: 'Introduce una URL',
  [contentAiMessages.linkFailed]: 'No se pudo procesar el enlace. Comprueba la URL e inténtalo de nuevo.',
  [contentAiMessages.aiNotConfigured]:
    'El asistente de IA no está configurado en este servidor. Un administrador puede conectar un servicio compatible con OpenAI.',
  // What the assistant's chat shows after "Error: " when the answer fails part-way (the stream's own message).
  [contentAiMessages.aiUnavailable]:
    'El servicio de IA no respondió correctamente. Inténtalo de nuevo en un momento.',
  [contentAiMessages.aiTimeout]: 'El servicio de IA tardó demasiado en responder. Inténtalo de nuevo.',
  [contentAiMessages.aiBadAnswer]:
    'El servicio de IA respondió en un formato que no pudimos leer. Inténtalo de nuevo.',
  [contentAiMessages.aiImagesUnsupported]: 'El servicio de IA configurado no ofrece generación de imágenes.',
  [contentAiMessages.aiRateLimited]:
    'Estás enviando solicitudes al asistente de IA demasiado rápido. Espera un momento.',
  [contentAiMessages.answerInterrupted]: 'La respuesta se interrumpió.',
  [contentAiMessages.notRewritten]:
    'El servicio de IA no está configurado: esta es la extracción estructurada de la página, sin reescribir.',
  [contentAiMessages.rewriteFailed]:
    'La reescritura con IA falló: esta es la extracción estructurada de la página, sin reescribir.',
  ...({
    'Analyzing Content': 'Análisis del contenido',
    'Generating Structure': 'Generación de la estructura',
    'Content Creation': 'Creación del contenido',
    Formatting: 'Formato',
    Finalizing: 'Finalización',
  } satisfies Record<Stage, string>),
  [contentMessages.imageUploaded]: 'Imagen subida',
  [storyTemplateNames.sustainability]: 'Viaje de transformación',
  [storyTemplateNames.cooking]: 'Aventura culinaria',
  [storyTemplateNames.gardening]: 'Crecimiento estacional',
  [storyTemplateNames.spiritual]: 'Viaje interior',
  [storyTemplateNames.traditional]: 'Aprendizaje progresivo',
  [storyPhaseLabels.awakeningPhase]: 'Despertar',
  [storyPhaseLabels.explorationPhase]: 'Exploración',
  [storyPhaseLabels.challengePhase]: 'Desafío',
  [storyPhaseLabels.breakthroughPhase]: 'Avance',
  [storyPhaseLabels.integrationPhase]: 'Integración',
  [storyPhaseLabels.legacyPhase]: 'Legado',
  [assessmentCategoryLabels.visual]: 'Visual',
  [assessmentCategoryLabels.auditory]: 'Escucha y conversación',
  [assessmentCategoryLabels.kinesthetic]: 'Práctica con las manos',
  [assessmentCategoryLabels.reading_writing]: 'Lectura y escritura',
  [assessmentCategoryLabels.confidence]: 'Confianza como estudiante',
  // Course import
  [cartridgeMessages.packageRequired]: 'Elige un archivo Common Cartridge (.imscc) para importar.',
  [cartridgeMessages.tooLarge]: 'El paquete ocupa más de 20 MB.',
};
