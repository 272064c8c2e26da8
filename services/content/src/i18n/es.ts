/**
 * Spanish for the content service's own texts, keyed by the English text (docs/I18N.md): the assistant's fixed
 * lines, what the ebook-from-link extraction writes itself into a draft (headings, fill-in lines) and the EPUB
 * download's own words.
 */
export const contentEs: Readonly<Record<string, string>> = {
  // The assistant (images mode).
  'Here is an illustration for: {{prompt}}': 'Aquí tienes una ilustración de: {{prompt}}',

  // Drafts from a link: chapter headings.
  Introduction: 'Introducción',
  Overview: 'Resumen',
  'Overview: {{title}}': 'Resumen: {{title}}',
  Transcript: 'Transcripción',
  'Part {{number}}': 'Parte {{number}}',
  'Part {{number}} ({{from}}–{{until}})': 'Parte {{number}} ({{from}}–{{until}})',
  'Part {{number}} (from {{from}})': 'Parte {{number}} (desde {{from}})',
  'Untitled chapter': 'Capítulo sin título',
  'Untitled ebook': 'Libro electrónico sin título',

  // Drafts from a link: lines written where the video says nothing of its own.
  'From {{at}} in the video.': 'A partir de {{at}} en el vídeo.',
  'A video by {{author}}.': 'Un vídeo de {{author}}.',
  'A video by an unknown channel.': 'Un vídeo de un canal desconocido.',
  '{{title}}, a video by {{author}}.': '{{title}}, un vídeo de {{author}}.',

  // An ebook's EPUB download: the contents' heading and an untitled chapter's name.
  Contents: 'Índice',
  'Chapter {{number}}': 'Capítulo {{number}}',
};
