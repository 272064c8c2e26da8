import styled from 'styled-components';
import { ExternalLink, PlayCircle } from 'lucide-react';
import { Button, VisuallyHiddenText } from '@canopy/ui';
import { lessonVideo } from '../lib/video';

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #0d1410;
  box-shadow: ${({ theme }) => theme.shadows.md};
  iframe,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const LinkBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  > svg {
    width: 28px;
    height: 28px;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    flex: 1;
    min-width: 180px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * A lesson's video: YouTube links play in a privacy-enhanced (youtube-nocookie) embed, direct video files in
 * a native player, any other http(s) page is offered as a link. Unsafe values render nothing.
 */
export function LessonVideo({ url, title }: { url: string | null | undefined; title: string }) {
  const video = lessonVideo(url, typeof window === 'undefined' ? undefined : window.location.origin);
  if (!video) return null;
  if (video.kind === 'youtube') {
    return (
      <Frame>
        <iframe
          src={video.embedUrl}
          title={`Video: ${title}`}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </Frame>
    );
  }
  if (video.kind === 'file') {
    return (
      <Frame>
        <video controls preload="metadata" src={video.src} aria-label={`Video: ${title}`}>
          <a href={video.src}>Download the video</a>
        </video>
      </Frame>
    );
  }
  return (
    <LinkBox>
      <PlayCircle aria-hidden="true" />
      <p>
        <strong>Lesson video</strong>
        This video is hosted on another site.
      </p>
      <Button asChild variant="outline">
        <a href={video.href} target="_blank" rel="noopener noreferrer">
          Watch video <ExternalLink aria-hidden="true" />
          <VisuallyHiddenText> (opens in a new tab)</VisuallyHiddenText>
        </a>
      </Button>
    </LinkBox>
  );
}
