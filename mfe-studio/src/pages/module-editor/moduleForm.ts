import { z } from 'zod';
import { moduleCreateSchema } from '@canopy/contracts';

/** 'Edit Module': the contract's rules ('Module title is required', 'Module description is required'). */
export const moduleFormSchema = z.object({
  title: moduleCreateSchema.shape.title,
  description: moduleCreateSchema.shape.description,
});
export type ModuleFormInput = z.input<typeof moduleFormSchema>;
export type ModuleFormValues = z.output<typeof moduleFormSchema>;

export const MODULE_FORM_ID = 'module-details-form';
