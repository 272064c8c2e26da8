import { Badge } from '@canopy/ui';

/** The red pending-educator counter; the text says what the number means for screen readers. */
export function PendingBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge $variant="count" data-testid="pending-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {`${count} educator account(s) pending approval`}
      </span>
    </Badge>
  );
}
