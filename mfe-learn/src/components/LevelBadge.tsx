import { Badge } from '@canopy/ui';
import { courseLevelLabels } from '@canopy/contracts';
import type { CourseLevel } from '@canopy/contracts';

/** The course level as a small label ("Beginner", "All levels", ...). */
export function LevelBadge({ level, className }: { level: CourseLevel; className?: string }) {
  return (
    <Badge $variant="secondary" className={className}>
      {courseLevelLabels[level] ?? level}
    </Badge>
  );
}
