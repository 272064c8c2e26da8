import { seededCategoryNamesEs } from '@canopy/contracts/course-seeds.es';

/**
 * Spanish for the texts the course service stores with their English template (milestones, insights) and for the
 * seeded English it shows as it is (questionnaire, categories): `translateStored` looks them up in `messages`.
 */
export const learnStoredEs: Record<string, string> = {
  // Milestones (milestoneTemplates of @canopy/contracts)
  'First lesson completed': 'Primera lección completada',
  'You completed "{{lessonTitle}}" and started {{courseTitle}}.':
    'Completaste "{{lessonTitle}}" y comenzaste {{courseTitle}}.',
  'Module completed: {{moduleTitle}}': 'Módulo completado: {{moduleTitle}}',
  'You completed all {{lessonCount}} lessons of "{{moduleTitle}}".':
    'Completaste $t(all lessons, {"count": {{lessonCount}} }) de "{{moduleTitle}}".',
  'Course completed: {{courseTitle}}': 'Curso completado: {{courseTitle}}',
  'You completed every lesson of the course and earned your certificate.':
    'Completaste todas las lecciones del curso y obtuviste tu certificado.',
  'First discussion contribution': 'Primera participación en el foro',
  'You joined the conversation in the forum of {{courseTitle}}.':
    'Te sumaste a la conversación en el foro de {{courseTitle}}.',
  'You joined the conversation in the course forum.': 'Te sumaste a la conversación en el foro del curso.',
  'Reflection submitted': 'Reflexión enviada',
  'Feedback received on {{about}}': 'Comentarios recibidos sobre {{about}}',
  'Feedback received on your learning goal': 'Comentarios recibidos sobre tu objetivo de aprendizaje',
  'Feedback received on your reflection': 'Comentarios recibidos sobre tu reflexión',
  'Competency raised to Beginning': 'Competencia elevada a Inicial',
  'Competency raised to Developing': 'Competencia elevada a En desarrollo',
  'Competency raised to Proficient': 'Competencia elevada a Competente',
  'Competency raised to Advanced': 'Competencia elevada a Avanzado',
  'Just starting and needing guidance': 'Empezando y con necesidad de orientación',
  'Understanding the basics': 'Comprendiendo lo básico',
  'Applying concepts independently and helping others':
    'Aplicando los conceptos de forma autónoma y ayudando a otros',
  'Mastery and creating new applications': 'Dominio y creación de nuevas aplicaciones',
  // Seeded course categories (seededCategoryNames): one translation, shared with the studio
  ...seededCategoryNamesEs,
  // The seeded learning-preferences questionnaire (seededAssessmentQuestions, seededAssessmentOptions)
  'A diagram or chart helps me understand an idea faster than a paragraph describing it.':
    'Un diagrama o un gráfico me ayuda a entender una idea más rápido que un párrafo que la describe.',
  'I understand a topic better after someone has explained it to me out loud.':
    'Entiendo mejor un tema después de que alguien me lo explica en voz alta.',
  'I learn best when I can try something out with my own hands.':
    'Aprendo mejor cuando puedo probar algo con mis propias manos.',
  'I understand a topic best when I can read about it in detail.':
    'Entiendo mejor un tema cuando puedo leer sobre él en detalle.',
  'I can plan my own study time and keep to the plan.':
    'Puedo planificar mi propio tiempo de estudio y cumplir el plan.',
  'When I recall something I learned, I can picture where it was on the page or screen.':
    'Cuando recuerdo algo que aprendí, puedo imaginar dónde estaba en la página o en la pantalla.',
  'Talking an idea through with other people helps me make sense of it.':
    'Conversar una idea con otras personas me ayuda a entenderla.',
  'I would rather start a practical task and learn as I go than read all the instructions first.':
    'Prefiero empezar una tarea práctica e ir aprendiendo sobre la marcha que leer primero todas las instrucciones.',
  'Writing a summary in my own words helps me remember what I learned.':
    'Escribir un resumen con mis propias palabras me ayuda a recordar lo que aprendí.',
  'When I do not understand something, I know how to find help or another explanation.':
    'Cuando no entiendo algo, sé cómo encontrar ayuda u otra explicación.',
  'If a video and a text explain the same thing, I choose the video.':
    'Si un video y un texto explican lo mismo, elijo el video.',
  'I read difficult passages aloud or repeat key points to myself.':
    'Leo en voz alta los pasajes difíciles o me repito los puntos clave.',
  'Trying an idea at home, in a garden or in my community helps me remember it.':
    'Poner en práctica una idea en casa, en un huerto o en mi comunidad me ayuda a recordarla.',
  'I make lists, notes or outlines while I study.': 'Hago listas, apuntes o esquemas mientras estudio.',
  'I test myself on what I have learned before moving on.':
    'Me pongo a prueba sobre lo que aprendí antes de seguir adelante.',
  'I draw sketches, mind maps or arrows to organise my notes.':
    'Dibujo bocetos, mapas mentales o flechas para organizar mis apuntes.',
  'I enjoy learning from podcasts, talks or recorded lectures.':
    'Disfruto aprender con pódcasts, charlas o clases grabadas.',
  'While studying, I stop to do something practical with what I have just learned.':
    'Mientras estudio, me detengo a hacer algo práctico con lo que acabo de aprender.',
  'I prefer written instructions to a demonstration.':
    'Prefiero las instrucciones escritas a una demostración.',
  'I feel confident taking a quiz on a topic I have just studied.':
    'Me siento seguro al hacer un cuestionario sobre un tema que acabo de estudiar.',
  'Strongly disagree': 'Totalmente en desacuerdo',
  Disagree: 'En desacuerdo',
  'Neither agree nor disagree': 'Ni de acuerdo ni en desacuerdo',
  Agree: 'De acuerdo',
  'Strongly agree': 'Totalmente de acuerdo',
  Never: 'Nunca',
  Rarely: 'Rara vez',
  Sometimes: 'A veces',
  Often: 'A menudo',
  Always: 'Siempre',
  // Learning insights (insightTemplates): counted phrases and preference names nest their own entries below
  'You prefer {{primary}} and {{secondary}}': 'Prefieres $t({{primary}}) y $t({{secondary}})',
  'From your latest assessment: {{primary}} {{primaryScore}} of 100, {{secondary}} {{secondaryScore}}. Choose these formats when you can to stay motivated, and pair them with strategies that work for everyone.':
    'Según tu última evaluación: $t({{primary}}), {{primaryScore}} de 100; $t({{secondary}}), {{secondaryScore}}. Elige estos formatos cuando puedas para mantener la motivación, y combínalos con estrategias que funcionan para todos.',
  'From your latest assessment: {{primary}} {{primaryScore}} of 100, {{secondary}} {{secondaryScore}}. Your scores are close together, so these are gentle leanings rather than firm preferences. Choose these formats when you can to stay motivated, and pair them with strategies that work for everyone.':
    'Según tu última evaluación: $t({{primary}}), {{primaryScore}} de 100; $t({{secondary}}), {{secondaryScore}}. Tus puntajes están muy cerca entre sí, así que son leves inclinaciones más que preferencias firmes. Elige estos formatos cuando puedas para mantener la motivación, y combínalos con estrategias que funcionan para todos.',
  'Build confidence step by step': 'Gana confianza paso a paso',
  'Your confidence as a learner scored {{score}} of 100. Small, regular wins help.':
    'Tu confianza como estudiante obtuvo {{score}} de 100. Los logros pequeños y constantes ayudan.',
  'Stretch yourself': 'Ponte nuevos retos',
  'Your confidence as a learner scored {{score}} of 100: use it to take on harder practice.':
    'Tu confianza como estudiante obtuvo {{score}} de 100: aprovéchala para practicar con retos más difíciles.',
  'You met your weekly goal in {{courseTitle}}': 'Cumpliste tu objetivo semanal en {{courseTitle}}',
  'Nearly at your weekly goal in {{courseTitle}}': 'Estás cerca de tu objetivo semanal en {{courseTitle}}',
  'Behind your weekly goal in {{courseTitle}}': 'Vas atrasado en tu objetivo semanal en {{courseTitle}}',
  'In the last 7 days you completed {{lessons}} in {{courseTitle}}, about {{minutes}} by the lessons’ stated durations, against your goal of {{hours}} a week.':
    'En los últimos 7 días completaste $t(lesson, {"count": {{lessonsCount}} }) en {{courseTitle}}, unos $t(minute, {"count": {{minutesCount}} }) según la duración indicada de las lecciones, frente a tu objetivo de $t(hour, {"count": {{hoursCount}} }) por semana.',
  'Quizzes passed in {{courseTitle}}': 'Cuestionarios aprobados en {{courseTitle}}',
  'Review before retaking a quiz in {{courseTitle}}':
    'Repasa antes de volver a hacer un cuestionario en {{courseTitle}}',
  'You passed {{passed}} of the {{quizzes}} you attempted in {{courseTitle}}, with an average best score of {{average}}%.':
    'Aprobaste {{passed}} de $t(quiz, {"count": {{quizzesCount}} }) que intentaste en {{courseTitle}}, con un promedio de mejores puntajes de {{average}} %.',
  'Pick up {{courseTitle}} again': 'Retoma {{courseTitle}}',
  'Your last activity in {{courseTitle}} was on {{date}}, {{days}} before this insight.':
    'Tu última actividad en {{courseTitle}} fue el {{date}}, $t(day, {"count": {{daysCount}} }) antes de esta observación.',
  'You complete more video lessons': 'Completas más lecciones en video',
  'You complete more reading lessons': 'Completas más lecciones de lectura',
  'You complete video and reading lessons alike': 'Completas tanto lecciones en video como de lectura',
  'You have completed {{videoLessons}} with a video and {{documentLessons}} with a document.':
    'Completaste $t(lesson, {"count": {{videoLessonsCount}} }) con video y $t(lesson, {"count": {{documentLessonsCount}} }) con documento.',
  'You have completed {{videoLessons}} with a video and {{documentLessons}} with a document. That matches the preference you gave in your assessment.':
    'Completaste $t(lesson, {"count": {{videoLessonsCount}} }) con video y $t(lesson, {"count": {{documentLessonsCount}} }) con documento. Eso coincide con la preferencia que indicaste en tu evaluación.',
  'You have completed {{videoLessons}} with a video and {{documentLessons}} with a document. Your assessment put {{top}} first: what you finish and what you enjoy can differ, and both are fine.':
    'Completaste $t(lesson, {"count": {{videoLessonsCount}} }) con video y $t(lesson, {"count": {{documentLessonsCount}} }) con documento. Tu evaluación puso primero $t({{top}}): lo que terminas y lo que disfrutas pueden ser distintos, y ambas cosas están bien.',
  // The words the milestones and insights above nest (insightWordKeys)
  'all lessons_one': 'la única lección',
  'all lessons_many': 'las {{count}} lecciones',
  'all lessons_other': 'las {{count}} lecciones',
  lesson_one: '{{count}} lección',
  lesson_other: '{{count}} lecciones',
  lesson_many: '{{count}} lecciones',
  minute_one: '{{count}} minuto',
  minute_other: '{{count}} minutos',
  minute_many: '{{count}} minutos',
  hour_one: '{{count}} hora',
  hour_other: '{{count}} horas',
  hour_many: '{{count}} horas',
  quiz_one: '{{count}} cuestionario',
  quiz_other: '{{count}} cuestionarios',
  quiz_many: '{{count}} cuestionarios',
  day_one: '{{count}} día',
  day_other: '{{count}} días',
  day_many: '{{count}} días',
  visual: 'lo visual',
  'listening and discussion': 'la escucha y la conversación',
  'hands-on practice': 'la práctica directa',
  'reading and writing': 'la lectura y la escritura',
  // An assessment's summary (assessmentSummaryTemplate)
  'You said you most enjoy learning through {{primary}} ({{primaryScore}} of 100), then {{secondary}} ({{secondaryScore}}). Your confidence as a learner scored {{confidence}} of 100. Preferences like these help you choose material you enjoy and keep going. Research has not shown that matching lessons to a preferred format makes learning more effective, so each recommendation pairs a format you like with a strategy that works for everyone: retrieval practice, spacing, worked examples and self-explanation.':
    'Dijiste que lo que más disfrutas es aprender a través de $t({{primary}}) ({{primaryScore}} de 100) y luego de $t({{secondary}}) ({{secondaryScore}}). Tu confianza como estudiante obtuvo {{confidence}} de 100. Preferencias como estas te ayudan a elegir material que disfrutas y a seguir adelante. La investigación no ha demostrado que ajustar las lecciones a un formato preferido haga más eficaz el aprendizaje, así que cada recomendación combina un formato que te gusta con una estrategia que funciona para todos: práctica de recuperación, espaciado, ejemplos resueltos y autoexplicación.',
};
