import { PageContainer, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { useLearnT } from '../../i18n/useLearnT';

/** The enrolled-course view while it loads, shaped like the page. */
export function EnrolledSkeleton() {
  const { t } = useLearnT();
  return (
    <PageContainer>
      <div role="status" aria-live="polite">
        <VisuallyHiddenText>{t('Loading your course')}</VisuallyHiddenText>
      </div>
      <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <Skeleton $width="240px" $height="14px" />
        <Skeleton $height="190px" $radius="16px" />
        <Skeleton $width="420px" $height="46px" $radius="10px" />
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 20 }}
        >
          <Skeleton $height="260px" $radius="16px" />
          <Skeleton $height="260px" $radius="16px" />
        </div>
      </div>
    </PageContainer>
  );
}
