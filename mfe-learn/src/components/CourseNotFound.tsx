import { Link } from 'react-router-dom';
import { Button } from '@canopy/ui';
import { PagePanel } from './PagePanel';
import { useLearnT } from '../i18n/useLearnT';

/** The specification's page for an unknown (or not visible) course, with a way back to the catalogue. */
export function CourseNotFound() {
  const { t } = useLearnT();
  return (
    <PagePanel
      title={t('Course Not Found')}
      message={t("The course you're looking for doesn't exist or is no longer available.")}
      action={
        <Button asChild size="lg">
          <Link to="/courses">{t('Browse Courses')}</Link>
        </Button>
      }
    />
  );
}
