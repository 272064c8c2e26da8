import { useState } from 'react';
import styled from 'styled-components';
import { CalendarDays, Mail, UserCheck } from 'lucide-react';
import { usePendingEducators } from '@canopy/auth';
import { userAdminMessages, type User } from '@canopy/contracts';
import { translateMessage } from '@canopy/i18n';
import { Avatar, Button, Card, EmptyState, VisuallyHiddenText } from '@canopy/ui';
import { QueryState } from '@canopy/ui/page-kit';
import { useUserActions } from '../../api/useAdminUsers';
import { LoadingBlock } from '../../components/PagedResults';
import { RejectEducatorDialog } from '../../components/RejectEducatorDialog';
import { displayName, formatDate } from '../../lib/format';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { useAdminT } from '../../i18n/useAdminT';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 16px 20px;
`;

const Who = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl div {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

/**
 * Educator Approvals: the pending educators (the same query as the shell's red badge, so an approval here updates
 * the badge at once); approve, or reject with an optional reason.
 */
export default function ApprovalsTab() {
  const { t } = useAdminT();
  const { pendingEducators, query } = usePendingEducators();
  const { approve } = useUserActions();
  const [rejecting, setRejecting] = useState<User | null>(null);

  const approveOne = async (educator: User) => {
    try {
      await approve.mutateAsync(educator.id);
      toastSuccess(
        translateMessage(userAdminMessages.educatorApproved),
        t('{{name}} can now create courses.', { name: displayName(educator) }),
      );
    } catch (error) {
      toastFailure(error, t('Failed to approve educator'));
    }
  };

  return (
    <section aria-labelledby="approvals-heading">
      <VisuallyHiddenText as="h2" id="approvals-heading">
        {t('Educator Approvals')}
      </VisuallyHiddenText>
      <QueryState
        query={query}
        loading={<LoadingBlock label={t('Loading pending educators')} style={{ height: 96 }} />}
        errorTitle={t('Pending educators could not be loaded')}
        isEmpty={() => pendingEducators.length === 0}
        empty={
          <EmptyState
            as="h3"
            icon={<UserCheck aria-hidden="true" />}
            title={t('No pending educators')}
            description={t('New educator sign-ups appear here for review.')}
          />
        }
      >
        {() => (
          <List aria-label={t('Pending educators')}>
            {pendingEducators.map((educator) => (
              <li key={educator.id}>
                <Row>
                  <Avatar name={displayName(educator)} size={44} />
                  <Who>
                    <h3>{displayName(educator)}</h3>
                    <dl>
                      <div>
                        <dt>
                          <VisuallyHiddenText>{t('Username')}</VisuallyHiddenText>
                        </dt>
                        <dd>@{educator.username}</dd>
                      </div>
                      {educator.email && (
                        <div>
                          <dt>
                            <Mail aria-hidden="true" size={14} />
                            <VisuallyHiddenText>{t('Email')}</VisuallyHiddenText>
                          </dt>
                          <dd>{educator.email}</dd>
                        </div>
                      )}
                      <div>
                        <dt>
                          <CalendarDays aria-hidden="true" size={14} />
                          <VisuallyHiddenText>{t('Signed up')}</VisuallyHiddenText>
                        </dt>
                        <dd>{t('Signed up {{date}}', { date: formatDate(educator.createdAt) })}</dd>
                      </div>
                    </dl>
                  </Who>
                  <Actions>
                    <Button
                      onClick={() => void approveOne(educator)}
                      loading={approve.isPending && approve.variables === educator.id}
                      aria-label={t('Approve {{name}}', { name: displayName(educator) })}
                    >
                      {t('Approve')}
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => setRejecting(educator)}
                      aria-label={t('Reject {{name}}', { name: displayName(educator) })}
                    >
                      {t('Reject')}
                    </Button>
                  </Actions>
                </Row>
              </li>
            ))}
          </List>
        )}
      </QueryState>
      <RejectEducatorDialog educator={rejecting} onOpenChange={(open) => !open && setRejecting(null)} />
    </section>
  );
}
