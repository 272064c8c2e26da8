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
    'Completaste las {{lessonCount}} lecciones de "{{moduleTitle}}".',
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
};
