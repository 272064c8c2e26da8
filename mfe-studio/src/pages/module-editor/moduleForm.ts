import { z } from 'zod';
import { DEFAULT_MODULE_DISPLAY_NAME, moduleCreateSchema, type Module } from '@canopy/contracts';

/**
 * The module's form, in the builder's dialog and the module editor: the contract's rules ('Module title is
 * required', 'Module description is required'), what the module is called, and its phase of the course's story
 * ('' for none; the service stores that as none).
 */
export const moduleFormSchema = z.object({
  title: moduleCreateSchema.shape.title,
  description: moduleCreateSchema.shape.description,
  displayName: moduleCreateSchema.shape.displayName,
  storyPhase: z.string().trim().max(200),
});
export type ModuleFormInput = z.input<typeof moduleFormSchema>;
export type ModuleFormValues = z.output<typeof moduleFormSchema>;

export const MODULE_FORM_ID = 'module-details-form';

export function moduleFormOf(module: Module | null): ModuleFormInput {
  return {
    title: module?.title ?? '',
    description: module?.description ?? '',
    displayName: module?.displayName ?? DEFAULT_MODULE_DISPLAY_NAME,
    storyPhase: module?.storyPhase ?? '',
  };
}
