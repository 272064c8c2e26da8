import styled from 'styled-components';
import { Clock, ExternalLink, FileText, PlayCircle } from 'lucide-react';
import type { Lesson } from '@canopy/contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  VisuallyHiddenText,
} from '@canopy/ui';
import { SafeMarkdown } from '@canopy/ui/markdown';
import { useStudioT } from '../../i18n/useStudioT';
import { lessonVideoView, safeHref } from './lessonVideo';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block-end: 16px;
`;

// The dialog's body is a scrolling flex column and the player inside is absolutely placed: without flex-shrink: 0
// a long lesson text squeezes the frame to nothing.
const Frame = styled.div`
  position: relative;
  flex-shrink: 0;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  margin-block-end: 20px;
  iframe,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-end: 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  svg {
    width: 16px;
    height: 16px;
    flex-shrink: 0;
  }
`;

const Body = styled(SafeMarkdown)`
  > * + * {
    margin-block-start: 0.9em;
  }
`;

export interface LessonPreviewDialogProps {
  lesson: Lesson | null;
  number: number;
  onOpenChange: (open: boolean) => void;
}

/** The lesson as a learner sees it: its video, its text (sanitised Markdown, never raw HTML), its document. */
export function LessonPreviewDialog({ lesson, number, onOpenChange }: LessonPreviewDialogProps) {
  const { t } = useStudioT();
  const video = lessonVideoView(lesson?.videoUrl);
  const document = safeHref(lesson?.documentUrl);
  return (
    <Dialog open={lesson !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{lesson?.title}</DialogTitle>
          <DialogDescription>{t('Lesson {{number}} as learners will see it.', { number })}</DialogDescription>
        </DialogHeader>
        {lesson && (
          <>
            <Meta>
              <Badge $variant="secondary">
                <Clock aria-hidden="true" size={14} /> {t('{{minutes}} min', { minutes: lesson.duration })}
              </Badge>
              {video && (
                <Badge $variant="default">
                  <PlayCircle aria-hidden="true" size={14} /> {t('Video')}
                </Badge>
              )}
              {document && (
                <Badge $variant="default">
                  <FileText aria-hidden="true" size={14} /> {t('Document')}
                </Badge>
              )}
            </Meta>
            {video?.kind === 'youtube' && (
              <Frame>
                <iframe
                  src={video.embedUrl}
                  title={t('Video: {{title}}', { title: lesson.title })}
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  loading="lazy"
                />
              </Frame>
            )}
            {video?.kind === 'file' && (
              <Frame>
                <video
                  src={video.src}
                  controls
                  preload="metadata"
                  aria-label={t('Video: {{title}}', { title: lesson.title })}
                />
              </Frame>
            )}
            {video?.kind === 'link' && (
              <LinkRow>
                <PlayCircle aria-hidden="true" />
                <a href={video.href} target="_blank" rel="noopener noreferrer">
                  {t('Watch the video')}
                  <VisuallyHiddenText> {t('(opens in a new tab)')}</VisuallyHiddenText>
                </a>
              </LinkRow>
            )}
            <Body source={lesson.content ?? ''} />
            {document && (
              <LinkRow style={{ marginBlockStart: 16 }}>
                <FileText aria-hidden="true" />
                <a href={document} target="_blank" rel="noopener noreferrer">
                  {t('Open the lesson document')} <ExternalLink aria-hidden="true" />
                  <VisuallyHiddenText> {t('(opens in a new tab)')}</VisuallyHiddenText>
                </a>
              </LinkRow>
            )}
          </>
        )}
        <DialogFooter style={{ marginBlockStart: 20 }}>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('Close Preview')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
