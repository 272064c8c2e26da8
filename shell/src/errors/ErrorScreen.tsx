import { RefreshCw } from 'lucide-react';
import { Button, ErrorState, PageContainer } from '@canopy/ui';
import { useShellT } from '../i18n/useShellT';

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** The app-wide rendering-error screen: 'Something went wrong', the error text and 'Reload Page'. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useShellT();
  return (
    <PageContainer $size="narrow">
      <ErrorState
        as="h1"
        title={t('Something went wrong')}
        message={errorText(error)}
        actions={
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('Reload Page')}
          </Button>
        }
      />
    </PageContainer>
  );
}
