import styled from 'styled-components';
import { ExternalLink, FileText } from 'lucide-react';
import { Button, Card, IconTile, VisuallyHiddenText } from '@canopy/ui';
import type { LessonDetail } from '@canopy/contracts';
import { LessonVideo } from '../../components/LessonVideo';
import { Prose } from '../../components/Prose';
import { safeLinkHref } from '../../lib/video';

const Extra = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const DocumentCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 18px 20px;
  .text {
    flex: 1;
    min-width: 160px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-family: ${({ theme }) => theme.fonts.body};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const extras: {
  key: keyof Pick<LessonDetail, 'practicalApplication' | 'caseStudy' | 'actionSteps' | 'reflectionPrompts'>;
  title: string;
}[] = [
  { key: 'practicalApplication', title: 'Practical application' },
  { key: 'caseStudy', title: 'Case study' },
  { key: 'actionSteps', title: 'Action steps' },
  { key: 'reflectionPrompts', title: 'Reflect' },
];

/** An open lesson: its video, text, teaching sections and document. */
export function LessonContent({ lesson }: { lesson: LessonDetail }) {
  const documentHref = safeLinkHref(lesson.documentUrl, window.location.origin);
  return (
    <>
      <LessonVideo url={lesson.videoUrl} title={lesson.title} />
      {lesson.content?.trim() ? <Prose source={lesson.content} /> : null}
      {extras.map(({ key, title }) =>
        lesson[key]?.trim() ? (
          <Extra key={key} aria-label={title}>
            <h2>{title}</h2>
            <Prose source={lesson[key]} />
          </Extra>
        ) : null,
      )}
      {documentHref && (
        <DocumentCard>
          <IconTile $tone="info" aria-hidden="true">
            <FileText />
          </IconTile>
          <div className="text">
            <h2>Lesson document</h2>
            <p>Reading material that goes with this lesson.</p>
          </div>
          <Button asChild variant="outline">
            <a href={documentHref} target="_blank" rel="noopener noreferrer">
              Open document <ExternalLink aria-hidden="true" />
              <VisuallyHiddenText> (opens in a new tab)</VisuallyHiddenText>
            </a>
          </Button>
        </DocumentCard>
      )}
    </>
  );
}
