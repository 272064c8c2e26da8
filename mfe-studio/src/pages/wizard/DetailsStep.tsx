import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { imageUploadLimits } from '@canopy/contracts';
import { FieldError, FieldHint } from '@canopy/ui';
import { CategoryChoices } from '../../components/CategoryChoices';
import { ImageFileButton, ImagePreview, ImageRow } from '../../components/ImageFileButton';
import { LevelChoices } from '../../components/LevelChoices';
import { useImageUpload } from '../../hooks/useImageUpload';
import type { WizardForm } from '../../lib/courseWizard';
import { Section, SectionTitle } from './wizardStyles';

const Categories = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[3]};
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

  const categoryError = formState.errors.categoryIds?.message ?? formState.errors.categoryIds?.root?.message;

  return (
    <>
      <Section>
        <Categories aria-describedby={categoryError ? 'wizard-categories-error' : `${hintId}-categories`}>
          <legend>Categories</legend>
          <FieldHint id={`${hintId}-categories`}>
            Choose one to three; the first you choose is the main one.
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
        <SectionTitle id="wizard-level-label">Level</SectionTitle>
        <Controller
          control={control}
          name="level"
          render={({ field }) => (
            <LevelChoices labelledBy="wizard-level-label" value={field.value} onChange={field.onChange} />
          )}
        />
      </Section>
      <Section>
        <SectionTitle>Course image</SectionTitle>
        <ImageRow>
          {(preview || imageUrl) && (
            // After Back and Continue the local preview is gone; the uploaded image stands in for it.
            <ImagePreview src={preview ?? imageUrl} alt="Preview of the course image" />
          )}
          <div>
            <ImageFileButton
              hasImage={!!(preview || imageUrl)}
              describedBy={`${hintId}-image`}
              onFile={(file) => void choose(file)}
            />
            <FieldHint id={`${hintId}-image`} aria-live="polite">
              {upload === 'uploading'
                ? 'Uploading...'
                : upload === 'failed'
                  ? 'This image could not be uploaded; the course will be created without it.'
                  : imageUrl
                    ? 'Uploaded. It is shown on the course page and in the catalogue.'
                    : `Optional. JPEG, PNG, WebP, GIF or AVIF, at most ${imageUploadLimits.maxBytes / 1024 / 1024} MB.`}
            </FieldHint>
          </div>
        </ImageRow>
      </Section>
    </>
  );
}
