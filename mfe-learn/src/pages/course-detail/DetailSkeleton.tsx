import { Card, PageContainer, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { DetailLayout } from './DetailLayout';
import { useLearnT } from '../../i18n/useLearnT';

/** The course page while its course loads, shaped like the page. */
export function DetailSkeleton() {
  const { t } = useLearnT();
  return (
    <PageContainer>
      <div role="status" aria-live="polite">
        <VisuallyHiddenText>{t('Loading course')}</VisuallyHiddenText>
      </div>
      <DetailLayout aria-hidden="true">
        <div className="hero" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Skeleton $width="200px" $height="14px" />
          <Skeleton $width="80%" $height="44px" />
          <Skeleton $height="18px" />
          <Skeleton $width="70%" $height="18px" />
          <Skeleton $width="50%" $height="16px" />
        </div>
        <div className="aside">
          <Card>
            <Skeleton $height="200px" $radius="0" />
            <div style={{ padding: 20, display: 'flex', flexDirection: 'column', gap: 12 }}>
              <Skeleton $height="50px" $radius="10px" />
              <Skeleton $height="16px" />
              <Skeleton $height="16px" />
              <Skeleton $height="16px" />
            </div>
          </Card>
        </div>
        <div className="tabs" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Skeleton $width="320px" $height="46px" $radius="10px" />
          <Skeleton $height="80px" $radius="16px" />
          <Skeleton $height="80px" $radius="16px" />
        </div>
      </DetailLayout>
    </PageContainer>
  );
}
