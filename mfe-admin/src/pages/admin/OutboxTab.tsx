import { useState } from 'react';
import styled from 'styled-components';
import { Inbox } from 'lucide-react';
import { Alert, Card, EmptyState, ErrorState, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { useOutbox } from '../../api/useOutbox';
import { Muted, ResultLine } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { formatDateTime, rangeText } from '../../lib/format';

const PAGE_SIZE = 25;

const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Mail = styled(Card)`
  padding: 16px 20px;
  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  details {
    margin-top: 8px;
  }
  summary {
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.primary};
  }
  pre {
    margin: 8px 0 0;
    padding: 12px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** Outbox (demo platforms without SMTP only): the mail that was kept instead of sent, newest first. */
export default function OutboxTab() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page, PAGE_SIZE);

  return (
    <section aria-labelledby="outbox-heading">
      <VisuallyHiddenText as="h2" id="outbox-heading">
        Outbox
      </VisuallyHiddenText>
      <Alert variant="info">
        This demo platform has no mail server: these messages were kept here instead of being sent.
      </Alert>
      {outbox.isError && !outbox.data ? (
        <ErrorState
          as="h3"
          title="The outbox could not be loaded"
          message={errorMessage(outbox.error, 'Please try again.')}
          onRetry={() => void outbox.refetch()}
        />
      ) : !outbox.data ? (
        <div role="status" aria-busy="true" aria-label="Loading the outbox">
          <Skeleton style={{ height: 160, marginTop: 16 }} />
        </div>
      ) : outbox.data.total === 0 ? (
        <EmptyState
          as="h3"
          icon={<Inbox aria-hidden="true" />}
          title="No mail yet"
          description="Reset links and approval notices appear here."
        />
      ) : (
        <>
          <List aria-label="Kept mail">
            {outbox.data.items.map((mail) => (
              <li key={mail.id}>
                <Mail>
                  <h3>{mail.subject}</h3>
                  <p>
                    To {mail.to} <Muted>· {formatDateTime(mail.createdAt)}</Muted>
                  </p>
                  <details>
                    <summary>Show message</summary>
                    <pre>{mail.text}</pre>
                  </details>
                </Mail>
              </li>
            ))}
          </List>
          <ResultLine role="status" style={{ marginTop: 12 }}>
            {rangeText(outbox.data.page, outbox.data.pageSize, outbox.data.total, ['message', 'messages'])}
          </ResultLine>
          <Pager
            label="Outbox pages"
            page={outbox.data.page}
            pageSize={outbox.data.pageSize}
            total={outbox.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
