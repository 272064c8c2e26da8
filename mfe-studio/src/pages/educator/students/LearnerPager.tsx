import styled from 'styled-components';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { Button } from '@canopy/ui';
import { useStudioT } from '../../../i18n/useStudioT';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** "26–50 of 120" and, when there is more than one page, Previous / Next. */
export function LearnerPager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useStudioT();
  const n = (value: number) => formatNumber(value, currentLanguage());
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Pager aria-label={t('Learner pages')}>
      <span aria-live="polite">
        {t('{{from}}–{{to}} of {{total}}', { from: n(from), to: n(to), total: n(total) })}
      </span>
      {pages > 1 && (
        <div>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('Previous')}
          </Button>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('Next')}
          </Button>
        </div>
      )}
    </Pager>
  );
}
