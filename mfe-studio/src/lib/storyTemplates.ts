import { storyPhases, storyTemplateNames, storyTemplates, type StoryTemplate } from '@canopy/contracts';

/** One of the six story phases, as the course field that describes it (awakeningPhase … legacyPhase). */
export type StoryPhase = (typeof storyPhases)[number];

/** A phase of a template: the module it pre-fills in the wizard's outline. */
export interface TemplatePhase {
  phase: StoryPhase;
  /** The module's title. */
  title: string;
  /** The module's description, also saved as the course's phase text. */
  description: string;
}

export interface StoryTemplateOutline {
  template: StoryTemplate;
  /** The specification's name ('Transformation Journey', …). */
  name: string;
  /** What kind of course it suits. */
  summary: string;
  /** The six phases in journey order (awakening, exploration, challenge, breakthrough, integration, legacy). */
  phases: readonly TemplatePhase[];
}

type Six = readonly [string, string][];

function outline(template: StoryTemplate, summary: string, six: Six): StoryTemplateOutline {
  return {
    template,
    name: storyTemplateNames[template],
    summary,
    phases: storyPhases.map((phase, i) => ({ phase, title: six[i]![0], description: six[i]![1] })),
  };
}

/** The five story templates of the manual path, each with its six phases. */
export const storyTemplateOutlines: readonly StoryTemplateOutline[] = [
  outline(
    'sustainability',
    'For sustainability courses: from noticing a problem to leaving a lasting change.',
    [
      ['Awakening', 'Learners notice the environmental challenge and why it matters to them.'],
      ['Exploration', 'Learners investigate causes, systems and the people already working on solutions.'],
      ['Challenge', 'Learners face the trade-offs and obstacles of changing everyday habits.'],
      ['Breakthrough', 'Learners find the practical solutions that work in their own situation.'],
      ['Integration', 'Learners build the new practices into their home, work and community.'],
      ['Legacy', 'Learners share what they changed and inspire others to follow.'],
    ],
  ),
  outline('cooking', 'For cooking courses: from the first ingredients to dishes worth sharing.', [
    ['Discovering Ingredients', 'Learners meet the ingredients, tools and flavours of the cuisine.'],
    ['Exploring Techniques', 'Learners practise the core techniques step by step.'],
    ['Kitchen Challenges', 'Learners work through the dishes and mistakes that test their skills.'],
    ['Signature Breakthrough', 'Learners cook a complete dish confidently on their own.'],
    ['Everyday Cooking', 'Learners plan meals and bring the cuisine into daily life.'],
    ['Sharing the Table', 'Learners cook for others and pass their recipes on.'],
  ]),
  outline('gardening', 'For gardening courses: a journey that follows the seasons of a garden.', [
    ['Preparing the Ground', 'Learners read their site, soil and climate before planting.'],
    ['Spring Planting', 'Learners choose plants and sow, plant and water them well.'],
    ['Summer Challenges', 'Learners handle pests, drought and weeds with natural methods.'],
    ['Harvest', 'Learners gather, store and enjoy what the garden produced.'],
    ['Autumn Renewal', 'Learners compost, save seeds and feed the soil for next year.'],
    ['Winter Planning', 'Learners plan the next season and share the garden with others.'],
  ]),
  outline(
    'spiritual',
    'For spiritual and personal growth courses: an inner journey of awareness and practice.',
    [
      ['Awakening', 'Learners become aware of where they are and what they are seeking.'],
      ['Seeking', 'Learners explore teachings and practices that speak to them.'],
      ['Inner Challenge', 'Learners meet the doubts and habits that hold them back.'],
      ['Insight', 'Learners reach a new understanding of themselves.'],
      ['Daily Practice', 'Learners turn that understanding into a steady daily practice.'],
      ['Service', 'Learners carry their growth into their relationships and community.'],
    ],
  ),
  outline('traditional', 'For any subject: a steady progression from the foundations to mastery.', [
    ['Introduction', 'Learners see what the course covers and why it is useful.'],
    ['Foundations', 'Learners learn the key ideas and vocabulary of the subject.'],
    ['Practice', 'Learners apply the foundations in guided exercises.'],
    ['Deeper Understanding', 'Learners connect the ideas and handle harder cases.'],
    ['Application', 'Learners use what they learned in a project of their own.'],
    ['Mastery and Next Steps', 'Learners review, reflect and plan how to keep learning.'],
  ]),
];

/** The outline of a template (every template of the contract has one). */
export function templateOutline(template: StoryTemplate): StoryTemplateOutline {
  return storyTemplateOutlines.find((t) => t.template === template)!;
}

/** Every template of the contract, in the order the wizard shows them. */
export const templateOrder: readonly StoryTemplate[] = storyTemplates;
