import styled from 'styled-components';
import type { FeedbackItem } from '@canopy/contracts';
import { feedbackTypeLabels } from '@canopy/contracts';
import { translateMessage } from '@canopy/i18n';
import { studioText, useStudioT } from '../../../i18n/useStudioT';
import { localDate } from '../../../lib/localDate';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  li {
    display: grid;
    gap: 4px;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .meta {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .content {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  > p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function about(f: FeedbackItem): string {
  if (f.feedbackType === 'lesson' && f.lesson)
    return studioText('Lesson: {{title}}', { title: f.lesson.title });
  if (f.feedbackType === 'quiz' && f.quiz)
    return studioText('Quiz: {{title}} ({{score}}%)', { title: f.quiz.title, score: f.quiz.score });
  return translateMessage(feedbackTypeLabels[f.feedbackType]);
}

/** What the learner was told in this course before (newest first), by whom and about what. */
export function GivenFeedbackList({ items, learnerName }: { items: FeedbackItem[]; learnerName: string }) {
  const { t } = useStudioT();
  return (
    <Section aria-labelledby="given-feedback-title">
      <h3 id="given-feedback-title">{t('Feedback given so far')}</h3>
      {items.length === 0 ? (
        <p>{t('{{name}} has had no feedback in this course yet.', { name: learnerName })}</p>
      ) : (
        <ol>
          {items.map((f) => (
            <li key={f.id}>
              <span className="meta">
                {about(f)} · {f.instructorName ?? t('An instructor')} ·{' '}
                <time dateTime={f.createdAt}>{localDate(f.createdAt)}</time>
              </span>
              <p className="content">{f.content}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
