import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button, PageHeader } from '@canopy/ui';
import { useStudioT } from '../i18n/useStudioT';

/** A studio page's heading (eyebrow 'Educator studio') and its way back to Course Management. */
export function StudioPageHead({ title, description }: { title: string; description: ReactNode }) {
  const { t } = useStudioT();
  return (
    <>
      <PageHeader eyebrow={t('Educator studio')} title={title} description={description} />
      <nav aria-label={t('Back')}>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/educator">
            <ArrowLeft aria-hidden="true" /> {t('Course Management')}
          </Link>
        </Button>
      </nav>
    </>
  );
}
