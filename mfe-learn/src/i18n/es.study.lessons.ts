import type { Catalogue } from '@canopy/i18n';

/**
 * Studying, part 3 of 5: the lesson page and quizzes.
 */
export const learnStudyLessonsEs: Catalogue = {
  'Lesson Not Found': 'Lección no encontrada',
  "This lesson doesn't exist or is no longer part of the course.":
    'Esta lección no existe o ya no forma parte del curso.',
  'Back to Course': 'Volver al curso',
  'Browse Courses': 'Explorar cursos',
  "We couldn't load this lesson": 'No pudimos cargar esta lección',
  '{{name}} {{n}} of {{of}}': '{{name}} {{n}} de {{of}}',
  'Lesson {{n}} of {{of}}': 'Lección {{n}} de {{of}}',
  'Short lesson': 'Lección breve',
  'In-depth lesson': 'Lección en profundidad',
  'You completed this course!': '¡Has completado este curso!',
  'Well done. Your certificate of completion is ready.':
    'Buen trabajo. Tu certificado de finalización está listo.',
  'View your certificate': 'Ver tu certificado',
  'Loading lesson': 'Cargando la lección',
  'Practical application': 'Aplicación práctica',
  'Case study': 'Caso práctico',
  'Action steps': 'Pasos de acción',
  Reflect: 'Reflexiona',
  'Lesson document': 'Documento de la lección',
  'Reading material that goes with this lesson.': 'Material de lectura que acompaña a esta lección.',
  'Open document': 'Abrir el documento',
  'Lesson navigation': 'Navegación entre lecciones',
  'Previous lesson': 'Lección anterior',
  'Lesson completed': 'Lección completada',
  'Next lesson': 'Lección siguiente',
  'View certificate': 'Ver el certificado',
  'Enroll to open this lesson': 'Inscríbete para abrir esta lección',
  'Lesson content, videos and documents are available to learners enrolled in “{{title}}”.':
    'El contenido, los videos y los documentos de la lección están disponibles para los estudiantes inscritos en «{{title}}».',
  'Feedback from your instructor': 'Comentarios de tu instructor',
  'Feedback on this lesson and its quizzes': 'Comentarios sobre esta lección y sus cuestionarios',
  'Discuss this lesson': 'Debate sobre esta lección',
  'Questions and insights from learners about “{{title}}”.':
    'Preguntas e ideas de los estudiantes sobre «{{title}}».',
  'Start a discussion about this lesson': 'Iniciar un debate sobre esta lección',
  'No discussions about this lesson yet': 'Aún no hay debates sobre esta lección',
  'Discussions about {{title}}': 'Debates sobre {{title}}',
  'Lesson discussion pages': 'Páginas de debates de la lección',
  'Lesson quizzes': 'Cuestionarios de la lección',
  'Lesson quiz': 'Cuestionario de la lección',
  'Check what you have learned. Passing each quiz counts towards your course progress, and you can retake it as often as you like.':
    'Comprueba lo que has aprendido. Aprobar cada cuestionario cuenta para tu progreso en el curso, y puedes repetirlo tantas veces como quieras.',
  'Check what you have learned. Passing the quiz counts towards your course progress, and you can retake it as often as you like.':
    'Comprueba lo que has aprendido. Aprobar el cuestionario cuenta para tu progreso en el curso, y puedes repetirlo tantas veces como quieras.',
  "We couldn't load this lesson's quiz": 'No pudimos cargar el cuestionario de esta lección',
  'Passed · best score {{score}}': 'Aprobado · mejor puntuación: {{score}}',
  'Not passed yet · best score {{score}}': 'Aún sin aprobar · mejor puntuación: {{score}}',
  'Not attempted yet': 'Aún sin intentar',
  'Quiz submitted. Your score is {{score}}: passed (passing score {{passing}}).':
    'Cuestionario enviado. Tu puntuación es {{score}}: aprobado (puntuación para aprobar: {{passing}}).',
  'Quiz submitted. Your score is {{score}}: not passed (passing score {{passing}}).':
    'Cuestionario enviado. Tu puntuación es {{score}}: no aprobado (puntuación para aprobar: {{passing}}).',
  'About this quiz': 'Sobre este cuestionario',
  '{{n}} questions_one': '{{n}} pregunta',
  '{{n}} questions_many': '{{n}} preguntas',
  '{{n}} questions_other': '{{n}} preguntas',
  'Passing score {{score}}': 'Puntuación para aprobar: {{score}}',
  'Retake Quiz': 'Repetir el cuestionario',
  'Start Quiz': 'Empezar el cuestionario',
  "We couldn't load this quiz": 'No pudimos cargar este cuestionario',
  'Try again': 'Reintentar',
  'Please answer this question.': 'Responde a esta pregunta.',
  'No answer': 'Sin respuesta',
  '{{title}} questions': 'Preguntas de {{title}}',
  'Some questions are unanswered': 'Hay preguntas sin responder',
  'Answer every question before submitting: {{count}} questions still need an answer._one':
    'Responde a todas las preguntas antes de enviar: queda {{count}} pregunta sin respuesta.',
  'Answer every question before submitting: {{count}} questions still need an answer._many':
    'Responde a todas las preguntas antes de enviar: quedan {{count}} preguntas sin respuesta.',
  'Answer every question before submitting: {{count}} questions still need an answer._other':
    'Responde a todas las preguntas antes de enviar: quedan {{count}} preguntas sin respuesta.',
  'Submitting…': 'Enviando…',
  'Submit Quiz': 'Enviar el cuestionario',
  '{{answered}} of {{total}} answered': '{{answered}} de {{total}} respondidas',
  'Select all that apply.': 'Selecciona todas las que correspondan.',
  'Type a short answer.': 'Escribe una respuesta breve.',
  'Question {{n}} of {{total}}': 'Pregunta {{n}} de {{total}}',
  'Your answer': 'Tu respuesta',
  'your score': 'tu puntuación',
  'Your score: {{score}}': 'Tu puntuación: {{score}}',
  Passed: 'Aprobado',
  'Not passed': 'No aprobado',
  '{{right}} of {{n}} questions correct · passing score {{passing}}_one':
    '{{right}} de {{n}} pregunta correcta · puntuación para aprobar: {{passing}}',
  '{{right}} of {{n}} questions correct · passing score {{passing}}_many':
    '{{right}} de {{n}} preguntas correctas · puntuación para aprobar: {{passing}}',
  '{{right}} of {{n}} questions correct · passing score {{passing}}_other':
    '{{right}} de {{n}} preguntas correctas · puntuación para aprobar: {{passing}}',
  'Well done — this quiz counts towards your course progress.':
    'Buen trabajo: este cuestionario cuenta para tu progreso en el curso.',
  'Review the explanations below, then retake the quiz when you are ready.':
    'Revisa las explicaciones de abajo y repite el cuestionario cuando estés listo.',
  'Your answers': 'Tus respuestas',
  Correct: 'Correcta',
  Incorrect: 'Incorrecta',
  'Your answer: {{answer}}': 'Tu respuesta: {{answer}}',
  'Correct answer:': 'Respuesta correcta:',
  'Explanation:': 'Explicación:',
  'Close results': 'Cerrar los resultados',
};
