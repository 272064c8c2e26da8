import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ImagePlus, X } from 'lucide-react';
import { contentMessages, imageUploadLimits } from '@canopy/contracts';
import { Button, FieldHint, toast } from '@canopy/ui';
import { uploadImage } from '../../api/useStudioCourses';

const Row = styled.div`
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

const Empty = styled.div`
  display: grid;
  place-items: center;
  width: 240px;
  max-width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px dashed ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;

const UploadLabel = styled.label`
  position: relative;
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

/**
 * The course image: uploaded at once (POST /api/upload) and previewed locally; `onChange` gets the served address,
 * or '' when the image is removed (saving then clears it).
 */
export function CourseImageField({
  value,
  onChange,
  onUploadingChange,
}: {
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setState('uploading');
    onUploadingChange(true);
    try {
      const answer = await uploadImage(file);
      onChange(answer.imageUrl);
      setState('idle');
      toast({ title: contentMessages.imageUploaded, description: file.name, variant: 'success' });
    } catch {
      setPreview(null);
      setState('failed');
    } finally {
      onUploadingChange(false);
    }
  };

  const shown = preview ?? value;
  return (
    <Row>
      {shown ? <Preview src={shown} alt="Preview of the course image" /> : <Empty>No image yet</Empty>}
      <Controls>
        <UploadLabel>
          <ImagePlus aria-hidden="true" />
          {shown ? 'Choose another image' : 'Choose an image'}
          <input
            type="file"
            accept={imageUploadLimits.types.join(',')}
            aria-describedby={hintId}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </UploadLabel>
        {value && state !== 'uploading' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setPreview(null);
              onChange('');
            }}
          >
            <X aria-hidden="true" /> Remove image
          </Button>
        )}
        <FieldHint id={hintId} aria-live="polite">
          {state === 'uploading'
            ? 'Uploading...'
            : state === 'failed'
              ? 'This image could not be uploaded. Please try another one.'
              : `JPEG, PNG, WebP, GIF or AVIF, at most ${imageUploadLimits.maxBytes / 1024 / 1024} MB. Saved with Save Changes.`}
        </FieldHint>
      </Controls>
    </Row>
  );
}
