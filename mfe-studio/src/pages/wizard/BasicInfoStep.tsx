import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import { Button, Field, Input, Textarea } from '@canopy/ui';
import { fieldMessage } from '../../lib/fieldMessage';
import { useStudioT } from '../../i18n/useStudioT';
import { DESCRIPTION_IDEAS_MIN, type WizardForm } from '../../lib/courseWizard';
import { useCourseSuggestions } from '../../hooks/useCourseSuggestions';
import { Section, Suggestions } from './wizardStyles';

/** Step 2, Basic Info: title and description, with AI title suggestions and description ideas. */
export function BasicInfoStep({ form }: { form: UseFormReturn<WizardForm> }) {
  const { t } = useStudioT();
  const { control, register, setValue, formState } = form;
  const title = useWatch({ control, name: 'title' });
  const [level, method, storyTemplate] = useWatch({ control, name: ['level', 'method', 'storyTemplate'] });
  const suggestions = useCourseSuggestions(title, { level, method, storyTemplate });
  const ideas =
    title.trim().length >= DESCRIPTION_IDEAS_MIN
      ? suggestions.map((s) => s.description.trim()).filter(Boolean)
      : [];
  const validate = true;

  return (
    <>
      <Section>
        <Field label={t('Course title')} error={fieldMessage(formState.errors.title?.message)} required>
          <Input {...register('title')} maxLength={200} placeholder={t('e.g., Composting at Home')} />
        </Field>
        {suggestions.length > 0 && (
          <Suggestions aria-live="polite">
            <p id="title-suggestions-label">
              <Sparkles aria-hidden="true" size={14} /> {t('Suggested titles')}
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
          label={t('Description')}
          error={fieldMessage(formState.errors.description?.message)}
          hint={t('What learners will gain from the course, in a few sentences.')}
          required
        >
          <Textarea {...register('description')} rows={6} maxLength={10_000} />
        </Field>
        {ideas.length > 0 && (
          <Suggestions aria-live="polite">
            <p id="description-ideas-label">
              <Sparkles aria-hidden="true" size={14} /> {t('Description ideas')}
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
