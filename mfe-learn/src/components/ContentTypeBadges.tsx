import styled from 'styled-components';
import type { LearningContentType } from '@canopy/contracts';
import { Badge, type BadgeVariant } from '@canopy/ui';
import { useLabels } from '../hooks/useLabels';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Kinds of material (video lessons, documents, quizzes, ...) as a row of badges after a short label. */
export function ContentTypeBadges({
  label,
  types,
  variant = 'outline',
}: {
  label: string;
  types: readonly LearningContentType[];
  variant?: BadgeVariant;
}) {
  const { contentType } = useLabels();
  if (types.length === 0) return null;
  return (
    <Row>
      <span>{label}</span>
      {types.map((t) => (
        <Badge key={t} $variant={variant}>
          {contentType(t)}
        </Badge>
      ))}
    </Row>
  );
}
