/** Spanish for the course categories the course service seeds (seededCategoryNames of @canopy/contracts). */
export const studioCategoriesEs: Record<string, string> = {
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
