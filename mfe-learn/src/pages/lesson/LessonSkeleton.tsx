import { PageContainer, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { LessonLayout } from './LessonLayout';
import { useLearnT } from '../../i18n/useLearnT';

/** The lesson view while its lesson loads, shaped like the page. */
export function LessonSkeleton() {
  const { t } = useLearnT();
  return (
    <PageContainer>
      <div role="status" aria-live="polite">
        <VisuallyHiddenText>{t('Loading lesson')}</VisuallyHiddenText>
      </div>
      <LessonLayout aria-hidden="true">
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Skeleton $width="180px" $height="14px" />
          <Skeleton $width="70%" $height="40px" />
          <Skeleton $height="auto" $radius="16px" style={{ aspectRatio: '16 / 9' }} />
          <Skeleton $height="16px" />
          <Skeleton $height="16px" />
          <Skeleton $width="60%" $height="16px" />
        </div>
        <Skeleton $height="360px" $radius="16px" />
      </LessonLayout>
    </PageContainer>
  );
}
