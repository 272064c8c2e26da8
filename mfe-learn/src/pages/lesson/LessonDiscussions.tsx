import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { MessagesSquare, SquarePen } from 'lucide-react';
import { Button, Card, IconTile } from '@canopy/ui';
import { useCourseDiscussions } from '../../api/useLearnQueries';
import { CourseDiscussionResults } from '../../components/CourseDiscussionResults';
import { StartDiscussionForm } from '../../components/StartDiscussionForm';
import { useLearnT } from '../../i18n/useLearnT';

const Section = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: 22px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px 16px;
  .titles {
    flex: 1;
    min-width: min(240px, 100%);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-block-start: 2px;
  }
`;

const FormBox = styled.div`
  padding: 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-block-end: 12px;
  }
`;

/**
 * "Discuss this lesson": the lesson's threads in the course's forum (newest first) and a way to start one about
 * it, opened on demand so the lesson stays the focus of the page.
 */
export function LessonDiscussions({
  courseId,
  lessonId,
  lessonTitle,
}: {
  courseId: number;
  lessonId: number;
  lessonTitle: string;
}) {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const { t } = useLearnT();
  const titleId = useId();
  const formBox = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  // Opening the form moves focus into it (the button that opened it goes away); closing it, back to the button.
  useEffect(() => {
    if (writing) formBox.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (opened.current) head.current?.querySelector<HTMLButtonElement>('button')?.focus();
    opened.current = writing;
  }, [writing]);
  const place = useMemo(() => ({ courseId, lessonId }), [courseId, lessonId]);
  const discussions = useCourseDiscussions(place, page);

  return (
    <Section aria-labelledby={titleId}>
      <Head ref={head}>
        <IconTile $tone="primary" $size="sm" aria-hidden="true">
          <MessagesSquare />
        </IconTile>
        <div className="titles">
          <h2 id={titleId}>{t('Discuss this lesson')}</h2>
          <p>{t('Questions and insights from learners about “{{title}}”.', { title: lessonTitle })}</p>
        </div>
        {!writing && (
          <Button variant="secondary" onClick={() => setWriting(true)}>
            <SquarePen aria-hidden="true" /> {t('Start a discussion')}
          </Button>
        )}
      </Head>

      {writing && (
        <FormBox ref={formBox}>
          <h3>{t('Start a discussion about this lesson')}</h3>
          <StartDiscussionForm
            place={place}
            label={t('Start a discussion about this lesson')}
            onCreated={() => {
              setWriting(false);
              setPage(1);
            }}
            onCancel={() => setWriting(false)}
          />
        </FormBox>
      )}

      <CourseDiscussionResults
        discussions={discussions}
        skeletonRows={2}
        emptyTitle={t('No discussions about this lesson yet')}
        label={t('Discussions about {{title}}', { title: lessonTitle })}
        pagerLabel={t('Lesson discussion pages')}
        onPage={setPage}
      />
    </Section>
  );
}
