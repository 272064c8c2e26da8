import { useId } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { imageUploadLimits } from '@canopy/contracts';
import { Button, FieldHint } from '@canopy/ui';
import { ImageFileButton, ImagePreview, ImageRow } from '../../components/ImageFileButton';
import { useImageUpload } from '../../hooks/useImageUpload';

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
  const { preview, setPreview, state, choose } = useImageUpload({
    onUploaded: onChange,
    onFailed: () => setPreview(null),
    onUploadingChange,
  });

  const shown = preview ?? value;
  return (
    <ImageRow>
      {shown ? <ImagePreview src={shown} alt="Preview of the course image" /> : <Empty>No image yet</Empty>}
      <Controls>
        <ImageFileButton hasImage={!!shown} describedBy={hintId} onFile={(file) => void choose(file)} />
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
    </ImageRow>
  );
}
