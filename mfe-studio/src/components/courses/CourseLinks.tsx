import styled from 'styled-components';
import { useIsPathDeclared } from '@canopy/auth';
import { Link } from 'react-router-dom';
import { msgKey } from '@canopy/i18n';
import { useStudioT } from '../../i18n/useStudioT';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** The pages of one course, in the order an educator uses them. */
export function coursePages(courseId: number) {
  return [
    { to: `/courses/${courseId}/builder`, labelKey: msgKey('Open builder') },
    { to: `/courses/${courseId}/preview`, labelKey: msgKey('Preview') },
    { to: `/courses/${courseId}`, labelKey: msgKey('Learner view') },
  ] as const;
}

/**
 * The educator's course's page that exists first: the builder, else the preview, else the learner view; null while
 * no remote declares any of them.
 */
export function useCourseHome(courseId: number): string | null {
  const [builder, preview, learner] = coursePages(courseId);
  const hasBuilder = useIsPathDeclared(builder.to);
  const hasPreview = useIsPathDeclared(preview.to);
  const hasLearner = useIsPathDeclared(learner.to);
  if (hasBuilder) return builder.to;
  if (hasPreview) return preview.to;
  return hasLearner ? learner.to : null;
}

function DeclaredPageLink({ to, labelKey, title }: { to: string; labelKey: string; title: string }) {
  const { t } = useStudioT();
  const declared = useIsPathDeclared(to);
  if (!declared) return null;
  const label = t(labelKey);
  return (
    <Link to={to} aria-label={t('{{label}}: {{title}}', { label, title })}>
      {label}
    </Link>
  );
}

/** Links to a course's builder, preview and learner view, each only once its page exists. */
export function CourseLinks({ courseId, title }: { courseId: number; title: string }) {
  return (
    <Row>
      {coursePages(courseId).map((p) => (
        <DeclaredPageLink key={p.to} to={p.to} labelKey={p.labelKey} title={title} />
      ))}
    </Row>
  );
}
