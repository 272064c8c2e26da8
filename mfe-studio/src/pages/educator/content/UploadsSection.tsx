import styled from 'styled-components';
import { Copy, ImageIcon } from 'lucide-react';
import type { MyUpload, MyUploads } from '@canopy/contracts';
import { Button, EmptyState, Progress, Skeleton, toast } from '@canopy/ui';
import { QueryState } from '@canopy/ui/page-kit';
import { useMyUploads } from '../../../api/useContentLibrary';
import { localDate } from '../../../lib/localDate';
import { studioText, useStudioT } from '../../../i18n/useStudioT';
import { ContentSection, fileSize } from './ContentSection';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`;

const Tile = styled.li`
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const TileBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const Quota = styled.div`
  display: grid;
  gap: 6px;
  margin-block-end: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const fullUrl = (path: string) => new URL(path, window.location.origin).toString();

async function copyLink(upload: MyUpload) {
  try {
    await navigator.clipboard.writeText(fullUrl(upload.imageUrl));
    toast({
      title: studioText('Link copied'),
      description: studioText('Paste it wherever the image should appear.'),
      variant: 'success',
    });
  } catch {
    toast({
      title: studioText('The link could not be copied'),
      description: fullUrl(upload.imageUrl),
      variant: 'destructive',
    });
  }
}

function UploadTile({ upload }: { upload: MyUpload }) {
  const { t } = useStudioT();
  const date = localDate(upload.createdAt);
  return (
    <Tile>
      <img
        src={upload.imageUrl}
        alt={t('Image uploaded {{date}}, {{width}} by {{height}} pixels', {
          date,
          width: upload.width,
          height: upload.height,
        })}
        loading="lazy"
        width={upload.width}
        height={upload.height}
      />
      <TileBody>
        <p>
          {upload.width} × {upload.height} · {fileSize(upload.bytes)}
          <br />
          <time dateTime={upload.createdAt}>{date}</time>
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copyLink(upload)}
          aria-label={t('Copy link to the image uploaded {{date}}', { date })}
        >
          <Copy aria-hidden="true" /> {t('Copy link')}
        </Button>
      </TileBody>
    </Tile>
  );
}

/** How much of the upload quota the images take, in percent. */
function quotaShare({ usedBytes, quotaBytes }: MyUploads): number {
  return quotaBytes > 0 ? Math.round((usedBytes / quotaBytes) * 100) : 0;
}

/** The educator's uploaded images (GET /api/uploads/mine) with their share of the upload quota. */
export function UploadsSection() {
  const { t } = useStudioT();
  const uploads = useMyUploads();
  return (
    <ContentSection
      id="content-uploads-title"
      title={t('Images')}
      description={t('Pictures you uploaded for course covers and lessons. Copy a link to use one again.')}
    >
      <QueryState
        query={uploads}
        loading={
          <Grid role="status" aria-label={t('Loading your images')}>
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton style={{ height: 200 }} />
              </li>
            ))}
          </Grid>
        }
        errorTitle={t('Your images could not be loaded')}
        isEmpty={(found) => !found.items.length}
        empty={
          <EmptyState
            as="h3"
            icon={<ImageIcon aria-hidden="true" />}
            title={t('No images yet')}
            description={t('Images you upload while creating a course appear here.')}
          />
        }
      >
        {(found) => (
          <>
            <Quota>
              <span>
                {t('{{count}} images', {
                  count: found.items.length,
                  defaultValue: found.items.length === 1 ? '1 image' : undefined,
                })}{' '}
                ·{' '}
                {t('{{used}} of {{quota}} used', {
                  used: fileSize(found.usedBytes),
                  quota: fileSize(found.quotaBytes),
                })}
              </span>
              <Progress value={quotaShare(found)} label={t('Upload storage used')} size="sm" />
            </Quota>
            <Grid aria-label={t('Your images')}>
              {found.items.map((u) => (
                <UploadTile key={u.imageUrl} upload={u} />
              ))}
            </Grid>
          </>
        )}
      </QueryState>
    </ContentSection>
  );
}
