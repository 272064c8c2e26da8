import { useState } from 'react';
import { History } from 'lucide-react';
import { EmptyState, ErrorState, Field, Input, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { useDebouncedValue } from '@canopy/ui/page-kit';
import { useActivity } from '../../api/useActivity';
import { Muted, ResultLine, Table, TableRegion, Toolbar } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { actionName, auditValue, formatDateTime, rangeText } from '../../lib/format';

const PAGE_SIZE = 25;

/**
 * Activity: the audit log of administrative actions, newest first (who, what, target, previous → new value, when,
 * from which address), searched and paged by the identity service.
 */
export default function ActivityTab() {
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), 300);
  const log = useActivity(search, page, PAGE_SIZE);

  return (
    <section aria-labelledby="activity-heading">
      <VisuallyHiddenText as="h2" id="activity-heading">
        Activity
      </VisuallyHiddenText>
      <Toolbar>
        <div className="wide">
          <Field label="Search activity">
            <Input
              type="search"
              value={searchText}
              onChange={(e) => {
                setSearchText(e.target.value);
                setPage(1);
              }}
              placeholder="Administrator, action, target (user 12) or value"
              maxLength={100}
            />
          </Field>
        </div>
      </Toolbar>
      {log.isError && !log.data ? (
        <ErrorState
          as="h3"
          title="The activity log could not be loaded"
          message={errorMessage(log.error, 'Please try again.')}
          onRetry={() => void log.refetch()}
        />
      ) : !log.data ? (
        <div role="status" aria-busy="true" aria-label="Loading activity">
          <Skeleton style={{ height: 320 }} />
        </div>
      ) : log.data.total === 0 ? (
        <EmptyState
          as="h3"
          icon={<History aria-hidden="true" />}
          title={search ? 'No matching activity' : 'No activity yet'}
          description={
            search
              ? 'No recorded action matches this search.'
              : 'Administrative actions (approvals, edits, suspensions, deletions) are recorded here.'
          }
        />
      ) : (
        <>
          <ResultLine role="status" aria-live="polite">
            {rangeText(log.data.page, log.data.pageSize, log.data.total, ['entry', 'entries'])}
            {log.isFetching ? ' · updating…' : ''}
          </ResultLine>
          <TableRegion role="region" aria-label="Activity log" tabIndex={0}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Target</th>
                  <th scope="col">Change</th>
                  <th scope="col">Address</th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td>{entry.actorName ?? <Muted>deleted account</Muted>}</td>
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
              </tbody>
            </Table>
          </TableRegion>
          <Pager
            label="Activity pages"
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
