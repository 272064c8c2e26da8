import { Badge } from '@canopy/ui';
import type { CourseLevel } from '@canopy/contracts';
import { useLearnT } from '../i18n/useLearnT';

/** The course level as a small label ("Beginner", "All levels", ...). */
export function LevelBadge({ level, className }: { level: CourseLevel; className?: string }) {
  const { t } = useLearnT();
  const labels: Record<CourseLevel, string> = {
    beginner: t('Beginner'),
    intermediate: t('Intermediate'),
    advanced: t('Advanced'),
    'all-levels': t('All levels'),
  };
  return (
    <Badge $variant="secondary" className={className}>
      {labels[level] ?? level}
    </Badge>
  );
}
