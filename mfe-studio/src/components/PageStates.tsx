import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorState, PageContainer } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useStudioT } from '../i18n/useStudioT';

/** A studio page whose course or module does not exist (or is not the caller's): its h1 and the way back. */
export function PageNotFound({
  icon,
  title,
  message,
  backTo,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  /** Where "Back to Course Management" leads. */
  backTo: string;
}) {
  const { t } = useStudioT();
  return (
    <PageContainer>
      <ErrorState
        as="h1"
        icon={icon}
        title={title}
        message={message}
        actions={
          <Button asChild variant="outline">
            <Link to={backTo}>{t('Back to Course Management')}</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}

/** A studio page whose first read failed: "The {what} could not be loaded", the server's reason and Retry. */
export function PageLoadFailed({
  what,
  error,
  onRetry,
}: {
  what: 'course' | 'module';
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useStudioT();
  return (
    <PageContainer>
      <ErrorState
        as="h1"
        title={what === 'course' ? t('The course could not be loaded') : t('The module could not be loaded')}
        message={errorMessage(error, t('Please try again.'))}
        onRetry={onRetry}
      />
    </PageContainer>
  );
}
