import { z } from 'zod';
import { msgKey } from '@canopy/i18n';
import {
  COURSE_DESCRIPTION_MIN,
  COURSE_TITLE_MIN,
  MAX_COURSE_CATEGORIES,
  courseMessages,
  creatableCourseLevels,
  isYoutubeUrl,
  storyTemplates,
  type StoryTemplate,
  type ModuleCreatePayload,
  type WizardCoursePayload,
} from '@canopy/contracts';
import { templateOutline } from './storyTemplates';

/**
 * The wizard's own texts (the specification's are in courseMessages and wizardTexts). The toast titles are studio
 * keys (`t(...)`); the template message is a validation message, translated by the `messages` namespace.
 */
export const wizardTexts = {
  templateRequired: 'Please choose a story template',
  youtubeRequiredTitle: msgKey('YouTube URL Required'),
  processingFailedTitle: msgKey('Processing Failed'),
  creationFailedTitle: msgKey('Course Creation Failed'),
} as const;

export const wizardSteps = [
  { number: 1, nameKey: 'Method' },
  { number: 2, nameKey: 'Basic Info' },
  { number: 3, nameKey: 'Details' },
] as const;

export type WizardStep = 1 | 2 | 3;

/** Title suggestions need this many characters of title; description ideas need DESCRIPTION_IDEAS_MIN. */
export const TITLE_SUGGESTIONS_MIN = 3;
export const DESCRIPTION_IDEAS_MIN = 5;
export const SUGGESTIONS_DEBOUNCE_MS = 1000;
export const MAX_SUGGESTIONS = 3;

/** The rules of each field: the contract's bounds and messages (wizardCourseSchema checks the payload again). */
export const wizardFieldSchemas = {
  storyTemplate: z.enum(storyTemplates, { error: wizardTexts.templateRequired }),
  /** The module outline the template pre-fills (manual path). */
  modules: z.array(
    z.object({
      title: z.string().trim().min(1, courseMessages.moduleTitleRequired).max(200, courseMessages.titleMax),
      description: z.string(),
      storyPhase: z.string(),
    }),
  ),
  youtubeUrl: z
    .string({ error: courseMessages.youtubeUrlInvalid })
    .trim()
    .refine((v) => isYoutubeUrl(v), courseMessages.youtubeUrlInvalid),
  title: z
    .string({ error: courseMessages.courseTitleMin })
    .trim()
    .min(COURSE_TITLE_MIN, courseMessages.courseTitleMin)
    .max(200, courseMessages.titleMax),
  description: z
    .string({ error: courseMessages.descriptionMin })
    .trim()
    .min(COURSE_DESCRIPTION_MIN, courseMessages.descriptionMin)
    .max(10_000, courseMessages.descriptionMax),
  level: z.enum(creatableCourseLevels, { error: courseMessages.levelInvalid }),
  categoryIds: z
    .array(z.number().int().positive(), { error: courseMessages.categoriesMin })
    .min(1, courseMessages.categoriesMin)
    .max(MAX_COURSE_CATEGORIES, courseMessages.categoriesMax),
};

/** What the form holds across the three steps. */
export interface WizardForm {
  method: 'manual' | 'youtube';
  storyTemplate: StoryTemplate | undefined;
  youtubeUrl: string;
  modules: { title: string; description: string; storyPhase: string }[];
  title: string;
  description: string;
  level: (typeof creatableCourseLevels)[number];
  categoryIds: number[];
  /** Where the uploaded image is served ('' when none was uploaded). */
  imageUrl: string;
}
export type WizardField = keyof WizardForm;

/** The schema a step is checked with before Continue (step 1 depends on the method chosen). */
export function wizardStepSchema(step: WizardStep, method: WizardForm['method']) {
  const f = wizardFieldSchemas;
  if (step === 1) {
    return method === 'manual'
      ? z.object({ storyTemplate: f.storyTemplate, modules: f.modules })
      : z.object({ youtubeUrl: f.youtubeUrl });
  }
  if (step === 2) return z.object({ title: f.title, description: f.description });
  return z.object({ level: f.level, categoryIds: f.categoryIds });
}

export const emptyWizard: WizardForm = {
  method: 'manual',
  storyTemplate: undefined,
  youtubeUrl: '',
  modules: [],
  title: '',
  description: '',
  level: 'beginner',
  categoryIds: [],
  imageUrl: '',
};

/** The fields a step checks before Continue (step 1 depends on the method chosen). */
export function stepFields(step: WizardStep, method: WizardForm['method']): WizardField[] {
  if (step === 1) return method === 'manual' ? ['storyTemplate', 'modules'] : ['youtubeUrl'];
  if (step === 2) return ['title', 'description'];
  return ['categoryIds', 'level'];
}

export function nextStep(step: WizardStep): WizardStep {
  return step === 3 ? 3 : ((step + 1) as WizardStep);
}
export function previousStep(step: WizardStep): WizardStep {
  return step === 1 ? 1 : ((step - 1) as WizardStep);
}

/** The module outline a template pre-fills. */
export function outlineModules(template: StoryTemplate): WizardForm['modules'] {
  return templateOutline(template).phases.map((p) => ({
    title: p.title,
    description: p.description,
    storyPhase: p.phase,
  }));
}

/** The body of POST /api/courses/create for the form (categoryId = the first selected category). */
export function coursePayload(form: WizardForm): WizardCoursePayload {
  const payload: WizardCoursePayload = {
    title: form.title.trim(),
    description: form.description.trim(),
    level: form.level,
    categoryIds: form.categoryIds,
    categoryId: form.categoryIds[0] ?? null,
  };
  if (form.imageUrl) payload.imageUrl = form.imageUrl;
  if (form.method === 'youtube' && form.youtubeUrl.trim()) payload.youtubeUrl = form.youtubeUrl.trim();
  if (form.method === 'manual' && form.storyTemplate) {
    payload.storyTemplate = form.storyTemplate;
    const outline = templateOutline(form.storyTemplate);
    for (const phase of outline.phases) payload[phase.phase] = phase.description;
  }
  return payload;
}

/** The POST /api/modules bodies of the outline, in order (manual path only). */
export function modulePayloads(form: WizardForm, courseId: number): ModuleCreatePayload[] {
  if (form.method !== 'manual') return [];
  return form.modules.map((m, i) => ({
    courseId,
    title: m.title.trim(),
    description: m.description.trim() || m.title.trim(),
    orderIndex: i + 1,
    storyPhase: m.storyPhase || undefined,
  }));
}
