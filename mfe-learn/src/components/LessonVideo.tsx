import styled from 'styled-components';
import { ExternalLink, PlayCircle, WifiOff } from 'lucide-react';
import { useOnline } from '@canopy/offline';
import { Button, VisuallyHiddenText } from '@canopy/ui';
import { lessonVideo } from '../lib/video';
import { useLearnT } from '../i18n/useLearnT';
import { offlineTexts } from '../lib/offlineTexts';

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
  const { t } = useLearnT();
  const online = useOnline();
  if (!video) return null;
  // Videos are never kept for offline use (docs/OFFLINE.md): offline, the lesson says so instead of a dead player.
  if (!online) {
    return (
      <LinkBox role="note">
        <WifiOff aria-hidden="true" />
        <p>
          <strong>{t('Lesson video')}</strong>
          {offlineTexts.videoNeedsConnection}
        </p>
      </LinkBox>
    );
  }
  if (video.kind === 'youtube') {
    return (
      <Frame>
        <iframe
          src={video.embedUrl}
          title={t('Video: {{title}}', { title })}
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
        <video controls preload="metadata" src={video.src} aria-label={t('Video: {{title}}', { title })}>
          <a href={video.src}>{t('Download the video')}</a>
        </video>
      </Frame>
    );
  }
  return (
    <LinkBox>
      <PlayCircle aria-hidden="true" />
      <p>
        <strong>{t('Lesson video')}</strong>
        {t('This video is hosted on another site.')}
      </p>
      <Button asChild variant="outline">
        <a href={video.href} target="_blank" rel="noopener noreferrer">
          {t('Watch video')} <ExternalLink aria-hidden="true" />
          <VisuallyHiddenText> {t('(opens in a new tab)')}</VisuallyHiddenText>
        </a>
      </Button>
    </LinkBox>
  );
}
