import { useState } from 'react';
import { History } from 'lucide-react';
import { EmptyState } from '@canopy/ui';
import { useDebouncedValue } from '@canopy/ui/page-kit';
import { useActivity } from '../../api/useActivity';
import { AdminListFrame, ListTable, SearchFilter } from '../../components/AdminListFrame';
import { Muted } from '../../components/DataTable';
import { PagedResults } from '../../components/PagedResults';
import { useListPage } from '../../hooks/useListPage';
import { useAdminT } from '../../i18n/useAdminT';
import { actionName, auditValue, formatDateTime } from '../../lib/format';

const PAGE_SIZE = 25;

/**
 * Activity: the audit log of administrative actions, newest first (who, what, target, previous → new value, when,
 * from which address), searched and paged by the identity service.
 */
export default function ActivityTab() {
  const { t } = useAdminT();
  const [searchText, setSearchText] = useState('');
  const { page, setPage, firstPage } = useListPage();
  const search = useDebouncedValue(searchText.trim(), 300);
  const log = useActivity(search, page, PAGE_SIZE);

  return (
    <AdminListFrame
      id="activity"
      heading={t('Activity')}
      toolbar={
        <SearchFilter
          label={t('Search activity')}
          value={searchText}
          onSearch={firstPage(setSearchText)}
          placeholder={t('Administrator, action, target (user 12) or value')}
          maxLength={100}
        />
      }
    >
      <PagedResults
        query={log}
        rangeText={(range) => t('Showing {{first}}–{{last}} of {{total}} entries', range)}
        loadingLabel={t('Loading activity')}
        loadingStyle={{ height: 320 }}
        errorTitle={t('The activity log could not be loaded')}
        empty={
          <EmptyState
            as="h3"
            icon={<History aria-hidden="true" />}
            title={search ? t('No matching activity') : t('No activity yet')}
            description={
              search
                ? t('No recorded action matches this search.')
                : t('Administrative actions (approvals, edits, suspensions, deletions) are recorded here.')
            }
          />
        }
        pagerLabel={t('Activity pages')}
        onPage={setPage}
        showUpdating
      >
        {(page) => (
          <ListTable
            label={t('Activity log')}
            columns={[t('When'), t('Who'), t('What'), t('Target'), t('Change'), t('Address')]}
          >
            {page.items.map((entry) => (
              <tr key={entry.id}>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td>{entry.actorName ?? <Muted>{t('deleted account')}</Muted>}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {actionName(entry.action)}
                  <br />
                  <Muted>{entry.source}</Muted>
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {entry.targetType} {entry.targetId}
                </td>
                <td>
                  {auditValue(entry.previousValue)} → {auditValue(entry.newValue)}
                </td>
                <td>{entry.ipAddress ?? <Muted>—</Muted>}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </PagedResults>
    </AdminListFrame>
  );
}
