import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { imageUploadLimits } from '@canopy/contracts';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';

import { FieldError, FieldHint } from '@canopy/ui';
import { CategoryChoices } from '../../components/CategoryChoices';
import { ImageFileButton, ImagePreview, ImageRow } from '../../components/ImageFileButton';
import { LevelChoices } from '../../components/LevelChoices';
import { useImageUpload } from '../../hooks/useImageUpload';
import type { WizardForm } from '../../lib/courseWizard';
import { fieldMessage } from '../../lib/fieldMessage';
import { useStudioT } from '../../i18n/useStudioT';
import { Section, SectionTitle } from './wizardStyles';

const Categories = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Step 3, Details: one to three categories, the level and an image (uploaded at once, previewed locally). */
export function DetailsStep({
  form,
  onUploadingChange,
}: {
  form: UseFormReturn<WizardForm>;
  /** Told when an upload starts and ends (the wizard waits for it before creating the course). */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const { t } = useStudioT();
  const { control, setValue, formState } = form;
  const selected = useWatch({ control, name: 'categoryIds' });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const hintId = useId();
  const {
    preview,
    state: upload,
    choose,
  } = useImageUpload({
    onUploaded: (url) => setValue('imageUrl', url),
    // Silent (specification): the local preview stays; the course is created without an image.
    onFailed: () => setValue('imageUrl', ''),
    onUploadingChange,
  });

  const toggle = (id: number, on: boolean) => {
    const next = on ? [...selected, id] : selected.filter((c) => c !== id);
    setValue('categoryIds', next, { shouldValidate: true, shouldTouch: true });
  };

  const categoryError = fieldMessage(
    formState.errors.categoryIds?.message ?? formState.errors.categoryIds?.root?.message,
  );

  return (
    <>
      <Section>
        <Categories aria-describedby={categoryError ? 'wizard-categories-error' : `${hintId}-categories`}>
          <legend>{t('Categories')}</legend>
          <FieldHint id={`${hintId}-categories`}>
            {t('Choose one to three; the first you choose is the main one.')}
          </FieldHint>
          <CategoryChoices selected={selected} onToggle={toggle} placeholders={3} />
          {categoryError && (
            <div role="alert">
              <FieldError id="wizard-categories-error">{categoryError}</FieldError>
            </div>
          )}
        </Categories>
      </Section>
      <Section>
        <SectionTitle id="wizard-level-label">{t('Level')}</SectionTitle>
        <Controller
          control={control}
          name="level"
          render={({ field }) => (
            <LevelChoices labelledBy="wizard-level-label" value={field.value} onChange={field.onChange} />
          )}
        />
      </Section>
      <Section>
        <SectionTitle>{t('Course image')}</SectionTitle>
        <ImageRow>
          {(preview || imageUrl) && (
            // After Back and Continue the local preview is gone; the uploaded image stands in for it.
            <ImagePreview src={preview ?? imageUrl} alt={t('Preview of the course image')} />
          )}
          <div>
            <ImageFileButton
              hasImage={!!(preview || imageUrl)}
              describedBy={`${hintId}-image`}
              onFile={(file) => void choose(file)}
            />
            <FieldHint id={`${hintId}-image`} aria-live="polite">
              {upload === 'uploading'
                ? t('Uploading...')
                : upload === 'failed'
                  ? t('This image could not be uploaded; the course will be created without it.')
                  : imageUrl
                    ? t('Uploaded. It is shown on the course page and in the catalogue.')
                    : t('Optional. JPEG, PNG, WebP, GIF or AVIF, at most {{size}} MB.', {
                        size: formatNumber(imageUploadLimits.maxBytes / 1024 / 1024, currentLanguage()),
                      })}
            </FieldHint>
          </div>
        </ImageRow>
      </Section>
    </>
  );
}
