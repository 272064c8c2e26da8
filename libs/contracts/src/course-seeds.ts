import { defaultAssessmentOptions } from './learning-preferences-labels';

/*
 * Reference data the course service's migrations seed in English (categories: 0001; the learning-preferences
 * questionnaire: 0007). Pages show these rows as stored and, in another language, translate each sentence as its
 * own catalogue key (`translateStored({ key: text }, text)`); front-end tests require Spanish for every one, and a
 * course-service test keeps these lists equal to what the migrations insert.
 */

/** The seeded course categories' names (the course wizard's fixed list). */
export const seededCategoryNames: readonly string[] = [
  'Self-Help',
  'Personal Growth',
  'Religious Studies',
  'Astrology',
  'Law of Attraction',
  'Sustainability',
  'Mindfulness',
  'Wellness',
  'Life Coaching',
  'Metaphysics',
  'Growing',
  'Gardening',
  'Cooking',
];

/** The seeded questions of the learning-preferences questionnaire, in order. */
export const seededAssessmentQuestions: readonly string[] = [
  'A diagram or chart helps me understand an idea faster than a paragraph describing it.',
  'I understand a topic better after someone has explained it to me out loud.',
  'I learn best when I can try something out with my own hands.',
  'I understand a topic best when I can read about it in detail.',
  'I can plan my own study time and keep to the plan.',
  'When I recall something I learned, I can picture where it was on the page or screen.',
  'Talking an idea through with other people helps me make sense of it.',
  'I would rather start a practical task and learn as I go than read all the instructions first.',
  'Writing a summary in my own words helps me remember what I learned.',
  'When I do not understand something, I know how to find help or another explanation.',
  'If a video and a text explain the same thing, I choose the video.',
  'I read difficult passages aloud or repeat key points to myself.',
  'Trying an idea at home, in a garden or in my community helps me remember it.',
  'I make lists, notes or outlines while I study.',
  'I test myself on what I have learned before moving on.',
  'I draw sketches, mind maps or arrows to organise my notes.',
  'I enjoy learning from podcasts, talks or recorded lectures.',
  'While studying, I stop to do something practical with what I have just learned.',
  'I prefer written instructions to a demonstration.',
  'I feel confident taking a quiz on a topic I have just studied.',
];

/** The options the seeded questions offer (agreement and frequency scales), each once. */
export const seededAssessmentOptions: readonly string[] = [
  ...defaultAssessmentOptions.agreement,
  ...defaultAssessmentOptions.frequency,
];
