import { useEffect, useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { ImagePlus } from 'lucide-react';
import {
  contentMessages,
  courseLevelLabels,
  creatableCourseLevels,
  imageUploadLimits,
} from '@canopy/contracts';
import { CheckboxField, ChoiceCards, ErrorState, FieldError, FieldHint, Skeleton, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { uploadImage, useCategories } from '../../api/useStudioCourses';
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

const CategoryGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`;

const ImageRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

const Preview = styled.img`
  width: 240px;
  max-width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const UploadLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 8px 14px;
  border: 1.5px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  svg {
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.primary};
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
  const categories = useCategories();
  const selected = useWatch({ control, name: 'categoryIds' });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const [preview, setPreview] = useState<string | null>(null);
  const [upload, setUpload] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const hintId = useId();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const toggle = (id: number, on: boolean) => {
    const next = on ? [...selected, id] : selected.filter((c) => c !== id);
    setValue('categoryIds', next, { shouldValidate: true, shouldTouch: true });
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setUpload('uploading');
    onUploadingChange?.(true);
    try {
      const answer = await uploadImage(file);
      setValue('imageUrl', answer.imageUrl);
      setUpload('idle');
      toast({ title: contentMessages.imageUploaded, description: file.name, variant: 'success' });
    } catch {
      // Silent (specification): the local preview stays; the course is created without an image.
      setValue('imageUrl', '');
      setUpload('failed');
    } finally {
      onUploadingChange?.(false);
    }
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
          {categories.isLoading ? (
            <CategoryGrid role="status" aria-label="Loading categories">
              <Skeleton $height="24px" />
              <Skeleton $height="24px" />
              <Skeleton $height="24px" />
            </CategoryGrid>
          ) : categories.isError ? (
            <ErrorState
              as="h3"
              title="The categories could not be loaded"
              message={errorMessage(categories.error, 'Please try again.')}
              onRetry={() => void categories.refetch()}
            />
          ) : (
            <CategoryGrid>
              {(categories.data ?? []).map((c) => (
                <CheckboxField
                  key={c.id}
                  label={c.name}
                  checked={selected.includes(c.id)}
                  onCheckedChange={(v) => toggle(c.id, v === true)}
                />
              ))}
            </CategoryGrid>
          )}
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
            <ChoiceCards
              aria-labelledby="wizard-level-label"
              name="level"
              columns={3}
              value={field.value}
              onValueChange={(v) => field.onChange(v as WizardForm['level'])}
              options={creatableCourseLevels.map((l) => ({ value: l, label: courseLevelLabels[l] }))}
            />
          )}
        />
      </Section>
      <Section>
        <SectionTitle>Course image</SectionTitle>
        <ImageRow>
          {(preview || imageUrl) && (
            // After Back and Continue the local preview is gone; the uploaded image stands in for it.
            <Preview src={preview ?? imageUrl} alt="Preview of the course image" />
          )}
          <div>
            <UploadLabel>
              <ImagePlus aria-hidden="true" />
              {preview || imageUrl ? 'Choose another image' : 'Choose an image'}
              <input
                type="file"
                accept={imageUploadLimits.types.join(',')}
                aria-describedby={`${hintId}-image`}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            </UploadLabel>
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
