import styled from 'styled-components';
import { ImagePlus } from 'lucide-react';
import { imageUploadLimits } from '@canopy/contracts';
import { useStudioT } from '../i18n/useStudioT';

/** The chosen image beside its controls, wrapping under them on a phone. */
export const ImageRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

export const ImagePreview = styled.img`
  inline-size: 240px;
  max-inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const UploadLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: 8px;
  padding-inline: 14px;
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
    inline-size: 1px;
    block-size: 1px;
    opacity: 0;
  }
  svg {
    inline-size: 18px;
    block-size: 18px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A file input styled as a dashed button: "Choose an image", or "Choose another image" once there is one. */
export function ImageFileButton({
  hasImage,
  describedBy,
  onFile,
}: {
  hasImage: boolean;
  /** The id of the hint under it (formats, size, upload state). */
  describedBy: string;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useStudioT();
  return (
    <UploadLabel>
      <ImagePlus aria-hidden="true" />
      {hasImage ? t('Choose another image') : t('Choose an image')}
      <input
        type="file"
        accept={imageUploadLimits.types.join(',')}
        aria-describedby={describedBy}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
    </UploadLabel>
  );
}
