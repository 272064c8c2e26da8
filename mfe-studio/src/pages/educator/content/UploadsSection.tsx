import styled from 'styled-components';
import { Copy, ImageIcon } from 'lucide-react';
import type { MyUpload, MyUploads } from '@canopy/contracts';
import { Button, EmptyState, Progress, Skeleton, toast } from '@canopy/ui';
import { QueryState } from '@canopy/ui/page-kit';
import { useMyUploads } from '../../../api/useContentLibrary';
import { shortDate } from '../../../lib/dates';
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
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const fullUrl = (path: string) => new URL(path, window.location.origin).toString();

async function copyLink(upload: MyUpload) {
  try {
    await navigator.clipboard.writeText(fullUrl(upload.imageUrl));
    toast({
      title: 'Link copied',
      description: 'Paste it wherever the image should appear.',
      variant: 'success',
    });
  } catch {
    toast({
      title: 'The link could not be copied',
      description: fullUrl(upload.imageUrl),
      variant: 'destructive',
    });
  }
}

function UploadTile({ upload }: { upload: MyUpload }) {
  const date = shortDate(upload.createdAt);
  return (
    <Tile>
      <img
        src={upload.imageUrl}
        alt={`Image uploaded ${date}, ${upload.width} by ${upload.height} pixels`}
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
          aria-label={`Copy link to the image uploaded ${date}`}
        >
          <Copy aria-hidden="true" /> Copy link
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
  const uploads = useMyUploads();
  return (
    <ContentSection
      id="content-uploads-title"
      title="Images"
      description="Pictures you uploaded for course covers and lessons. Copy a link to use one again."
    >
      <QueryState
        query={uploads}
        loading={
          <Grid role="status" aria-label="Loading your images">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton style={{ height: 200 }} />
              </li>
            ))}
          </Grid>
        }
        errorTitle="Your images could not be loaded"
        isEmpty={(found) => !found.items.length}
        empty={
          <EmptyState
            as="h3"
            icon={<ImageIcon aria-hidden="true" />}
            title="No images yet"
            description="Images you upload while creating a course appear here."
          />
        }
      >
        {(found) => (
          <>
            <Quota>
              <span>
                {found.items.length} {found.items.length === 1 ? 'image' : 'images'} ·{' '}
                {fileSize(found.usedBytes)} of {fileSize(found.quotaBytes)} used
              </span>
              <Progress value={quotaShare(found)} label="Upload storage used" size="sm" />
            </Quota>
            <Grid aria-label="Your images">
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
