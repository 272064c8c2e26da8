import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { PenLine, Youtube } from 'lucide-react';
import type { StoryTemplate } from '@canopy/contracts';
import { ChoiceCards, Field, FieldError, FieldHint, Input } from '@canopy/ui';
import { outlineModules, type WizardForm } from '../../lib/courseWizard';
import { fieldMessage } from '../../lib/fieldMessage';
import { useStudioT } from '../../i18n/useStudioT';
import { storyTemplateOutlines } from '../../lib/storyTemplates';
import { Section, SectionTitle } from './wizardStyles';

const Outline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The link field's placeholder: an address, the same in every language. */
const YOUTUBE_PLACEHOLDER = 'https://www.youtube.com/watch?v=...';

/**
 * Step 1, Method: Manual (a story template, whose six phases pre-fill the module outline, each module renamable) or
 * YouTube (the video link; the page extracts its title and description on Continue).
 */
export function MethodStep({ form }: { form: UseFormReturn<WizardForm> }) {
  const { t } = useStudioT();
  const { control, register, setValue, formState } = form;
  const method = useWatch({ control, name: 'method' });
  const template = useWatch({ control, name: 'storyTemplate' });
  const modules = useWatch({ control, name: 'modules' });

  const chooseTemplate = (value: StoryTemplate) => {
    setValue('storyTemplate', value, { shouldValidate: Boolean(formState.errors.storyTemplate) });
    setValue('modules', outlineModules(value));
  };

  return (
    <>
      <Section>
        <SectionTitle id="wizard-method-label">{t('How do you want to start?')}</SectionTitle>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <ChoiceCards
              aria-labelledby="wizard-method-label"
              name="method"
              columns={2}
              value={field.value}
              onValueChange={(v) => field.onChange(v as WizardForm['method'])}
              options={[
                {
                  value: 'manual',
                  label: t('Manual'),
                  description: t('Pick a story template; its six phases become your module outline.'),
                  icon: <PenLine aria-hidden="true" />,
                },
                {
                  value: 'youtube',
                  label: t('YouTube'),
                  description: t("Start from a video: its title and description fill in the course's."),
                  icon: <Youtube aria-hidden="true" />,
                },
              ]}
            />
          )}
        />
      </Section>

      {method === 'manual' ? (
        <>
          <Section>
            <SectionTitle id="wizard-template-label">{t('Story template')}</SectionTitle>
            <ChoiceCards
              aria-labelledby="wizard-template-label"
              aria-describedby={formState.errors.storyTemplate ? 'wizard-template-error' : undefined}
              name="storyTemplate"
              columns={2}
              value={template ?? ''}
              onValueChange={(v) => chooseTemplate(v as StoryTemplate)}
              options={storyTemplateOutlines.map((outline) => ({
                value: outline.template,
                label: outline.name,
                description: outline.summary,
              }))}
            />
            {formState.errors.storyTemplate && (
              <div role="alert">
                <FieldError id="wizard-template-error">
                  {fieldMessage(formState.errors.storyTemplate.message)}
                </FieldError>
              </div>
            )}
          </Section>
          {template && (
            <Section aria-labelledby="wizard-outline-label">
              <SectionTitle id="wizard-outline-label">{t('Module outline')}</SectionTitle>
              <FieldHint>
                {t(
                  "The template's six phases become your first modules. Rename them as you like; you add lessons to them in the course builder.",
                )}
              </FieldHint>
              <Outline>
                {modules.map((m, i) => (
                  <li key={`${template}-${m.storyPhase}`}>
                    <Field
                      label={t('Module {{number}}', { number: i + 1 })}
                      error={fieldMessage(formState.errors.modules?.[i]?.title?.message)}
                      required
                    >
                      <Input {...register(`modules.${i}.title`)} maxLength={200} />
                    </Field>
                    <p>{m.description}</p>
                  </li>
                ))}
              </Outline>
            </Section>
          )}
        </>
      ) : (
        <Section>
          <Field
            label={t('YouTube video URL')}
            error={fieldMessage(formState.errors.youtubeUrl?.message)}
            hint={t(
              'A youtube.com/watch?v=, youtu.be/ or youtube.com/embed/ link. Its title and description fill the next step.',
            )}

            required
          >
            <Input type="url" inputMode="url" placeholder={YOUTUBE_PLACEHOLDER} {...register('youtubeUrl')} />
          </Field>
        </Section>
      )}
    </>
  );
}
