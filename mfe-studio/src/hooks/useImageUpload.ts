import { useEffect, useState } from 'react';
import { translateMessage } from '@canopy/i18n';
import { contentMessages } from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { uploadImage } from '../api/useStudioCourses';

export type ImageUploadState = 'idle' | 'uploading' | 'failed';

/**
 * A course image chosen by the educator: previewed locally at once and uploaded at once (POST /api/upload), a
 * success toast with the file's name. `onFailed` decides what a refused upload leaves (the preview can be dropped
 * with `setPreview(null)`).
 */
export function useImageUpload({
  onUploaded,
  onFailed,
  onUploadingChange,
}: {
  onUploaded: (imageUrl: string) => void;
  onFailed: () => void;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<ImageUploadState>('idle');
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setState('uploading');
    onUploadingChange?.(true);
    try {
      const answer = await uploadImage(file);
      onUploaded(answer.imageUrl);
      setState('idle');
      toast({
        title: translateMessage(contentMessages.imageUploaded),
        description: file.name,
        variant: 'success',
      });
    } catch {
      onFailed();
      setState('failed');
    } finally {
      onUploadingChange?.(false);
    }
  };

  return { preview, setPreview, state, choose };
}
