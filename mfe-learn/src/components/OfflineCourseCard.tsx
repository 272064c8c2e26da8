import styled from 'styled-components';
import { CircleCheck, CloudDownload } from 'lucide-react';
import { Button } from '@canopy/ui';
import type { CourseOutline } from '@canopy/contracts';
import { useOfflineCopy } from '../api/useOfflineCopy';
import { offlineTexts } from '../lib/offlineTexts';
import { DashboardCard } from './DashboardCard';
import { useLearnT } from '../i18n/useLearnT';

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

/**
 * The enrolled view's offline control: make the course available offline (its outline, lessons, documents and
 * the pages' code, kept per user by libs/offline), see how much room it and the whole site take on this device,
 * and remove it.
 */
export function OfflineCourseCard({
  course,
  outline,
}: {
  course: { id: number; title: string; imageUrl?: string | null };
  outline: CourseOutline;
}) {
  useLearnT(); // the offline texts are read in the current language as it renders
  const { supported, copy, loading, storage, save, remove } = useOfflineCopy(course);
  const storageLine = storage && <p>{offlineTexts.storage(storage.usage, storage.quota)}</p>;
  if (!supported) {
    return (
      <DashboardCard
        title={offlineTexts.cardTitle}
        icon={<CloudDownload />}
        description={offlineTexts.unsupported}
      >
        {null}
      </DashboardCard>
    );
  }
  return (
    <DashboardCard
      title={offlineTexts.cardTitle}
      icon={<CloudDownload />}
      description={offlineTexts.cardDescription}
    >
      {copy ? (
        <Facts>
          <strong>
            <CircleCheck aria-hidden="true" /> {offlineTexts.available}
          </strong>
          <p>{offlineTexts.size(copy.bytes)}</p>
          {copy.onlineOnlyVideos > 0 && <p>{offlineTexts.videos(copy.onlineOnlyVideos)}</p>}
          {storageLine}
          <div>
            <Button variant="outline" wrapLabel loading={remove.isPending} onClick={() => remove.mutate()}>
              {offlineTexts.remove}
            </Button>
          </div>
        </Facts>
      ) : (
        <Facts>
          {storageLine}
          <div>
            <Button
              wrapLabel
              loading={save.isPending}
              disabled={loading}
              onClick={() => save.mutate(outline)}
            >
              {save.isPending ? offlineTexts.saving : offlineTexts.save}
            </Button>
          </div>
        </Facts>
      )}
    </DashboardCard>
  );
}
