import styled from 'styled-components';
import { ExternalLink, FileText } from 'lucide-react';
import { Button, Card, IconTile, VisuallyHiddenText } from '@canopy/ui';
import type { LessonDetail } from '@canopy/contracts';
import { LessonVideo } from '../../components/LessonVideo';
import { Prose } from '../../components/Prose';
import { safeLinkHref } from '../../lib/video';
import { useLearnT } from '../../i18n/useLearnT';

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
  titleKey: string;
}[] = [
  { key: 'practicalApplication', titleKey: 'Practical application' },
  { key: 'caseStudy', titleKey: 'Case study' },
  { key: 'actionSteps', titleKey: 'Action steps' },
  { key: 'reflectionPrompts', titleKey: 'Reflect' },
];

/** An open lesson: its video, text, teaching sections and document. */
export function LessonContent({ lesson }: { lesson: LessonDetail }) {
  const { t } = useLearnT();
  const documentHref = safeLinkHref(lesson.documentUrl, window.location.origin);
  return (
    <>
      <LessonVideo url={lesson.videoUrl} title={lesson.title} />
      {lesson.content?.trim() ? <Prose source={lesson.content} /> : null}
      {extras.map(({ key, titleKey }) =>
        lesson[key]?.trim() ? (
          <Extra key={key} aria-label={t(titleKey)}>
            <h2>{t(titleKey)}</h2>
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
            <h2>{t('Lesson document')}</h2>
            <p>{t('Reading material that goes with this lesson.')}</p>
          </div>
          <Button asChild variant="outline">
            <a href={documentHref} target="_blank" rel="noopener noreferrer">
              {t('Open document')} <ExternalLink aria-hidden="true" />
              <VisuallyHiddenText> {t('(opens in a new tab)')}</VisuallyHiddenText>
            </a>
          </Button>
        </DocumentCard>
      )}
    </>
  );
}
