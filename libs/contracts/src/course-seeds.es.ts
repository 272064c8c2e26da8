/*
 * The Spanish of the course categories the course service seeds (`seededCategoryNames`), keyed by their English
 * name. Kept beside the seeds because two remotes show the names: the learner area and the studio each spread it
 * into their `messages` catalogue, so one translation serves both.
 */
export const seededCategoryNamesEs: Record<string, string> = {
  'Self-Help': 'Autoayuda',
  'Personal Growth': 'Crecimiento personal',
  'Religious Studies': 'Estudios religiosos',
  Astrology: 'Astrología',
  'Law of Attraction': 'Ley de la atracción',
  Sustainability: 'Sostenibilidad',
  Mindfulness: 'Atención plena',
  Wellness: 'Bienestar',
  'Life Coaching': 'Coaching de vida',
  Metaphysics: 'Metafísica',
  Growing: 'Cultivo',
  Gardening: 'Jardinería',
  Cooking: 'Cocina',
};
