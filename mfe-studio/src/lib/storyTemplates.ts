import { translateMessage } from '@canopy/i18n';
import { storyPhases, storyTemplateNames, storyTemplates, type StoryTemplate } from '@canopy/contracts';
import { studioText } from '../i18n/useStudioT';

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

/** A phase's module, as English keys of the studio's catalogue. */
type Six = readonly { titleKey: string; descriptionKey: string }[];

/**
 * A template's outline whose texts are read in the current language each time they are read (the wizard reads them
 * while rendering, and pre-fills the modules in the language the educator is using).
 */
function outline(
  template: StoryTemplate,
  { summaryKey }: { summaryKey: string },
  six: Six,
): StoryTemplateOutline {
  return {
    template,
    get name() {
      return translateMessage(storyTemplateNames[template]);
    },
    get summary() {
      return studioText(summaryKey);
    },
    phases: storyPhases.map((phase, i) => ({
      phase,
      get title() {
        return studioText(six[i]!.titleKey);
      },
      get description() {
        return studioText(six[i]!.descriptionKey);
      },
    })),
  };
}

/** The five story templates of the manual path, each with its six phases. */
export const storyTemplateOutlines: readonly StoryTemplateOutline[] = [
  outline(
    'sustainability',
    { summaryKey: 'For sustainability courses: from noticing a problem to leaving a lasting change.' },
    [
      {
        titleKey: 'Awakening',
        descriptionKey: 'Learners notice the environmental challenge and why it matters to them.',
      },
      {
        titleKey: 'Exploration',
        descriptionKey: 'Learners investigate causes, systems and the people already working on solutions.',
      },
      {
        titleKey: 'Challenge',
        descriptionKey: 'Learners face the trade-offs and obstacles of changing everyday habits.',
      },
      {
        titleKey: 'Breakthrough',
        descriptionKey: 'Learners find the practical solutions that work in their own situation.',
      },
      {
        titleKey: 'Integration',
        descriptionKey: 'Learners build the new practices into their home, work and community.',
      },
      {
        titleKey: 'Legacy',
        descriptionKey: 'Learners share what they changed and inspire others to follow.',
      },
    ],
  ),
  outline(
    'cooking',
    { summaryKey: 'For cooking courses: from the first ingredients to dishes worth sharing.' },
    [
      {
        titleKey: 'Discovering Ingredients',
        descriptionKey: 'Learners meet the ingredients, tools and flavours of the cuisine.',
      },
      {
        titleKey: 'Exploring Techniques',
        descriptionKey: 'Learners practise the core techniques step by step.',
      },
      {
        titleKey: 'Kitchen Challenges',
        descriptionKey: 'Learners work through the dishes and mistakes that test their skills.',
      },
      {
        titleKey: 'Signature Breakthrough',
        descriptionKey: 'Learners cook a complete dish confidently on their own.',
      },
      {
        titleKey: 'Everyday Cooking',
        descriptionKey: 'Learners plan meals and bring the cuisine into daily life.',
      },
      {
        titleKey: 'Sharing the Table',
        descriptionKey: 'Learners cook for others and pass their recipes on.',
      },
    ],
  ),
  outline(
    'gardening',
    { summaryKey: 'For gardening courses: a journey that follows the seasons of a garden.' },
    [
      {
        titleKey: 'Preparing the Ground',
        descriptionKey: 'Learners read their site, soil and climate before planting.',
      },
      {
        titleKey: 'Spring Planting',
        descriptionKey: 'Learners choose plants and sow, plant and water them well.',
      },
      {
        titleKey: 'Summer Challenges',
        descriptionKey: 'Learners handle pests, drought and weeds with natural methods.',
      },
      { titleKey: 'Harvest', descriptionKey: 'Learners gather, store and enjoy what the garden produced.' },
      {
        titleKey: 'Autumn Renewal',
        descriptionKey: 'Learners compost, save seeds and feed the soil for next year.',
      },
      {
        titleKey: 'Winter Planning',
        descriptionKey: 'Learners plan the next season and share the garden with others.',
      },
    ],
  ),
  outline(
    'spiritual',
    { summaryKey: 'For spiritual and personal growth courses: an inner journey of awareness and practice.' },
    [
      {
        titleKey: 'Awakening',
        descriptionKey: 'Learners become aware of where they are and what they are seeking.',
      },
      { titleKey: 'Seeking', descriptionKey: 'Learners explore teachings and practices that speak to them.' },
      {
        titleKey: 'Inner Challenge',
        descriptionKey: 'Learners meet the doubts and habits that hold them back.',
      },
      { titleKey: 'Insight', descriptionKey: 'Learners reach a new understanding of themselves.' },
      {
        titleKey: 'Daily Practice',
        descriptionKey: 'Learners turn that understanding into a steady daily practice.',
      },
      {
        titleKey: 'Service',
        descriptionKey: 'Learners carry their growth into their relationships and community.',
      },
    ],
  ),
  outline(
    'traditional',
    { summaryKey: 'For any subject: a steady progression from the foundations to mastery.' },
    [
      {
        titleKey: 'Introduction',
        descriptionKey: 'Learners see what the course covers and why it is useful.',
      },
      {
        titleKey: 'Foundations',
        descriptionKey: 'Learners learn the key ideas and vocabulary of the subject.',
      },
      { titleKey: 'Practice', descriptionKey: 'Learners apply the foundations in guided exercises.' },
      {
        titleKey: 'Deeper Understanding',
        descriptionKey: 'Learners connect the ideas and handle harder cases.',
      },
      {
        titleKey: 'Application',
        descriptionKey: 'Learners use what they learned in a project of their own.',
      },
      {
        titleKey: 'Mastery and Next Steps',
        descriptionKey: 'Learners review, reflect and plan how to keep learning.',
      },
    ],
  ),
];

/** The outline of a template (every template of the contract has one). */
export function templateOutline(template: StoryTemplate): StoryTemplateOutline {
  return storyTemplateOutlines.find((t) => t.template === template)!;
}

/** Every template of the contract, in the order the wizard shows them. */
export const templateOrder: readonly StoryTemplate[] = storyTemplates;
