import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorState, PageContainer } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';

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
  return (
    <PageContainer>
      <ErrorState
        as="h1"
        icon={icon}
        title={title}
        message={message}
        actions={
          <Button asChild variant="outline">
            <Link to={backTo}>Back to Course Management</Link>
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
  return (
    <PageContainer>
      <ErrorState
        as="h1"
        title={`The ${what} could not be loaded`}
        message={errorMessage(error, 'Please try again.')}
        onRetry={onRetry}
      />
    </PageContainer>
  );
}
