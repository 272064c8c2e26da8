// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's parts, not a second copy bundled with this entry
import { Skeleton, Stack } from '@canopy/ui';

/** The placeholder of a list being read: `count` blocks of `height`, announced as `label` ("Loading modules"). */
export function SkeletonRows({ label, count, height }: { label: string; count: number; height: string }) {
  return (
    <Stack $gap={3} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} $height={height} />
      ))}
    </Stack>
  );
}
