import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import { Button, Field, Input, Textarea } from '@canopy/ui';
import { DESCRIPTION_IDEAS_MIN, type WizardForm } from '../../lib/courseWizard';
import { useCourseSuggestions } from '../../hooks/useCourseSuggestions';
import { Section, Suggestions } from './wizardStyles';

/** Step 2, Basic Info: title and description, with AI title suggestions and description ideas. */
export function BasicInfoStep({ form }: { form: UseFormReturn<WizardForm> }) {
  const { control, register, setValue, formState } = form;
  const title = useWatch({ control, name: 'title' });
  const suggestions = useCourseSuggestions(title);
  const ideas =
    title.trim().length >= DESCRIPTION_IDEAS_MIN
      ? suggestions.map((s) => s.description.trim()).filter(Boolean)
      : [];
  const validate = true;

  return (
    <>
      <Section>
        <Field label="Course title" error={formState.errors.title?.message} required>
          <Input {...register('title')} maxLength={200} placeholder="e.g., Composting at Home" />
        </Field>
        {suggestions.length > 0 && (
          <Suggestions aria-live="polite">
            <p id="title-suggestions-label">
              <Sparkles aria-hidden="true" size={14} /> Suggested titles
            </p>
            <ul aria-labelledby="title-suggestions-label">
              {suggestions.map((s) => (
                <li key={s.title}>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setValue('title', s.title.slice(0, 200), { shouldValidate: validate })}
                  >
                    {s.title}
                  </Button>
                </li>
              ))}
            </ul>
          </Suggestions>
        )}
      </Section>
      <Section>
        <Field
          label="Description"
          error={formState.errors.description?.message}
          hint="What learners will gain from the course, in a few sentences."
          required
        >
          <Textarea {...register('description')} rows={6} maxLength={10_000} />
        </Field>
        {ideas.length > 0 && (
          <Suggestions aria-live="polite">
            <p id="description-ideas-label">
              <Sparkles aria-hidden="true" size={14} /> Description ideas
            </p>
            <ul aria-labelledby="description-ideas-label">
              {ideas.map((idea) => (
                <li key={idea}>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => setValue('description', idea, { shouldValidate: validate })}
                  >
                    {idea}
                  </Button>
                </li>
              ))}
            </ul>
          </Suggestions>
        )}
      </Section>
    </>
  );
}
