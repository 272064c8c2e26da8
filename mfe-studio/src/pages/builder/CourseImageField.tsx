import { useId } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { imageUploadLimits } from '@canopy/contracts';
import { Button, FieldHint } from '@canopy/ui';
import { ImageFileButton, ImagePreview, ImageRow } from '../../components/ImageFileButton';
import { useImageUpload } from '../../hooks/useImageUpload';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { useStudioT } from '../../i18n/useStudioT';

const Empty = styled.div`
  display: grid;
  place-items: center;
  inline-size: 240px;
  max-inline-size: 100%;
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
  const { t } = useStudioT();
  const hintId = useId();
  const { preview, setPreview, state, choose } = useImageUpload({
    onUploaded: onChange,
    onFailed: () => setPreview(null),
    onUploadingChange,
  });

  const shown = preview ?? value;
  return (
    <ImageRow>
      {shown ? (
        <ImagePreview src={shown} alt={t('Preview of the course image')} />
      ) : (
        <Empty>{t('No image yet')}</Empty>
      )}
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
            <X aria-hidden="true" /> {t('Remove image')}
          </Button>
        )}
        <FieldHint id={hintId} aria-live="polite">
          {state === 'uploading'
            ? t('Uploading...')
            : state === 'failed'
              ? t('This image could not be uploaded. Please try another one.')
              : t('JPEG, PNG, WebP, GIF or AVIF, at most {{size}} MB. Saved with Save Changes.', {
                  size: formatNumber(imageUploadLimits.maxBytes / 1024 / 1024, currentLanguage()),
                })}
        </FieldHint>
      </Controls>
    </ImageRow>
  );
}
