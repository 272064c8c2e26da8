import { useState } from 'react';
import styled from 'styled-components';
import { CategoryIcon } from './CategoryIcon';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// Soft backgrounds for pictureless courses, picked by course id so a grid of them does not look cloned.
const tints = [
  ['#e5efe8', '#cfe3d6', '#1f5135'],
  ['#fbefdc', '#f3dcb8', '#8a4f0f'],
  ['#e4f1f7', '#c9e2ee', '#1d5b79'],
  ['#eef0e2', '#dbe2c2', '#4b5a1c'],
  ['#f4e9e4', '#e9d3c8', '#8a3f24'],
  ['#e8eef0', '#d0dde2', '#2c4f5c'],
] as const;

const Placeholder = styled.div<{ $tint: number }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ $tint }) => tints[$tint % tints.length]![2]};
  background:
    radial-gradient(circle at 18% 22%, rgba(255, 255, 255, 0.6) 0, transparent 42%),
    radial-gradient(circle at 88% 85%, rgba(255, 255, 255, 0.35) 0, transparent 38%),
    linear-gradient(
      135deg,
      ${({ $tint }) => tints[$tint % tints.length]![0]} 0%,
      ${({ $tint }) => tints[$tint % tints.length]![1]} 100%
    );
  svg {
    width: 30%;
    max-width: 72px;
    height: auto;
    opacity: 0.75;
    stroke-width: 1.4;
  }
`;

/**
 * A course picture, or the default placeholder (category icon on a soft gradient) when the course has none or
 * it fails to load. The picture is decorative: the course title is always next to it.
 */
export function CourseImage({
  src,
  categoryIcon,
  ratio = '16 / 9',
  className,
  priority,
  seed = 0,
}: {
  src: string | null | undefined;
  /** Picks the placeholder's tint (use the course id). */
  seed?: number;
  categoryIcon?: string | null;
  ratio?: string;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <Frame $ratio={ratio} className={className}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <Placeholder $tint={Math.abs(seed)} data-testid="course-image-placeholder">
          <CategoryIcon icon={categoryIcon} />
        </Placeholder>
      )}
    </Frame>
  );
}
