import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { MessageSquareQuote } from 'lucide-react';
import type { FeedbackItem } from '@canopy/contracts';
import { Badge } from '@canopy/ui';
import { lessonHref } from '../lib/links';
import { percent } from '../lib/percent';
import { fullDate, relativeTime } from '../lib/relativeTime';
import { learnText, useLearnT } from '../i18n/useLearnT';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Entry = styled.li`
  display: grid;
  gap: 8px;
  padding: 16px 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .who {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    svg {
      width: 16px;
      height: 16px;
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  .content {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .about {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** What a piece of feedback is about, in the learner's words. */
function aboutText(f: FeedbackItem): string {
  switch (f.feedbackType) {
    case 'course':
      return learnText('The course as a whole');
    case 'reflection':
      return learnText('Your reflection');
    case 'goal':
      return learnText('Your learning goal');
    case 'lesson':
      return f.lesson ? learnText('Lesson: {{title}}', { title: f.lesson.title }) : learnText('A lesson');
    case 'quiz':
      return f.quiz
        ? learnText('Quiz: {{title}} (your score {{score}})', {
            title: f.quiz.title,
            score: percent(f.quiz.score),
          })
        : learnText('A quiz submission');
  }
}

/**
 * Feedback from instructors, newest first: who gave it and when, what it is about (with a link to the lesson
 * when `linkLessons`), and the words themselves as plain text.
 */
export function FeedbackEntries({
  items,
  courseId,
  linkLessons,
  label,
}: {
  items: FeedbackItem[];
  courseId: number;
  linkLessons: boolean;
  label: string;
}) {
  const { t } = useLearnT();
  return (
    <List aria-label={label}>
      {items.map((f) => (
        <Entry key={f.id}>
          <div className="head">
            <span className="who">
              <MessageSquareQuote aria-hidden="true" />
              {f.instructorName ?? t('Your instructor')}
            </span>
            <time dateTime={f.createdAt} title={fullDate(f.createdAt)}>
              {relativeTime(f.createdAt)}
            </time>
            <Badge $variant="secondary">{aboutText(f)}</Badge>
          </div>
          <p className="content">{f.content}</p>
          {linkLessons && f.lesson && (
            <Link className="about" to={lessonHref(courseId, f.lesson.id)}>
              {f.feedbackType === 'quiz'
                ? t('Open the quiz’s lesson: {{title}}', { title: f.lesson.title })
                : t('Open the lesson: {{title}}', { title: f.lesson.title })}
            </Link>
          )}
        </Entry>
      ))}
    </List>
  );
}
