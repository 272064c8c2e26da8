import { useState } from 'react';
import { History } from 'lucide-react';
import { EmptyState, Field, Input, VisuallyHiddenText } from '@canopy/ui';
import { useDebouncedValue } from '@canopy/ui/page-kit';
import { useActivity } from '../../api/useActivity';
import { Muted, Table, TableRegion, Toolbar } from '../../components/DataTable';
import { PagedResults } from '../../components/PagedResults';
import { actionName, auditValue, formatDateTime } from '../../lib/format';

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
      <PagedResults
        query={log}
        noun={['entry', 'entries']}
        loadingLabel="Loading activity"
        loadingStyle={{ height: 320 }}
        errorTitle="The activity log could not be loaded"
        empty={
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
        }
        pagerLabel="Activity pages"
        onPage={setPage}
        showUpdating
      >
        {(page) => (
          <>
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
                  {page.items.map((entry) => (
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
          </>
        )}
      </PagedResults>
    </section>
  );
}
