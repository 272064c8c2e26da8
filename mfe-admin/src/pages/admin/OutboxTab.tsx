import { useState } from 'react';
import styled from 'styled-components';
import { Inbox } from 'lucide-react';
import { Alert, Card, EmptyState, VisuallyHiddenText } from '@canopy/ui';
import { useOutbox } from '../../api/useOutbox';
import { Muted } from '../../components/DataTable';
import { PagedResults } from '../../components/PagedResults';
import { formatDateTime } from '../../lib/format';
import { useAdminT } from '../../i18n/useAdminT';

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
    margin-block-start: 8px;
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
  const { t } = useAdminT();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page, PAGE_SIZE);

  return (
    <section aria-labelledby="outbox-heading">
      <VisuallyHiddenText as="h2" id="outbox-heading">
        {t('Outbox')}
      </VisuallyHiddenText>
      <Alert variant="info">
        {t('This demo platform has no mail server: these messages were kept here instead of being sent.')}
      </Alert>
      <PagedResults
        query={outbox}
        rangeText={(range) => t('Showing {{first}}–{{last}} of {{total}} messages', range)}
        loadingLabel={t('Loading the outbox')}
        loadingStyle={{ height: 160, marginBlockStart: 16 }}
        errorTitle={t('The outbox could not be loaded')}
        empty={
          <EmptyState
            as="h3"
            icon={<Inbox aria-hidden="true" />}
            title={t('No mail yet')}
            description={t('Reset links and approval notices appear here.')}
          />
        }
        pagerLabel={t('Outbox pages')}
        onPage={setPage}
        countBelow
      >
        {(page) => (
          <>
            <List aria-label={t('Kept mail')}>
              {page.items.map((mail) => (
                <li key={mail.id}>
                  <Mail>
                    <h3>{mail.subject}</h3>
                    <p>
                      {t('To {{address}}', { address: mail.to })}{' '}
                      <Muted>· {formatDateTime(mail.createdAt)}</Muted>
                    </p>
                    <details>
                      <summary>{t('Show message')}</summary>
                      <pre>{mail.text}</pre>
                    </details>
                  </Mail>
                </li>
              ))}
            </List>
          </>
        )}
      </PagedResults>
    </section>
  );
}
