import styled from 'styled-components';
import { UserCheck } from 'lucide-react';
import { ErrorState, Skeleton } from '@canopy/ui';
import { useAttendance } from '../../api/useLiveSessions';
import { useLearnT } from '../../i18n/useLearnT';
import { localDate } from '../../lib/dates';

const Root = styled.section`
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-block-end: 10px;
  }
  h3 svg {
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.primary};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
    padding-block: 10px;
    padding-inline: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li .name {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  li span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Who joined the session (its instructor's and administrators' view), in the order they first joined. */
export function AttendanceList({ sessionId }: { sessionId: number }) {
  const { t } = useLearnT();
  const attendance = useAttendance(sessionId, true);
  const attendees = attendance.data?.attendees ?? [];
  return (
    <Root aria-labelledby="session-attendance" data-testid="attendance">
      <h3 id="session-attendance">
        <UserCheck aria-hidden="true" />
        {attendance.data ? t('Attendance ({{n}})', { n: attendees.length }) : t('Attendance')}
      </h3>
      {attendance.isLoading ? (
        <Skeleton $height="40px" aria-hidden="true" />
      ) : attendance.isError ? (
        <ErrorState
          as="h3"
          title={t("We couldn't load the attendance")}
          onRetry={() => void attendance.refetch()}
        />
      ) : attendees.length === 0 ? (
        <p>{t('Nobody has joined yet. People appear here when they select Join Meeting.')}</p>
      ) : (
        <ol>
          {attendees.map((a) => (
            <li key={a.userId}>
              {/* The name from the identity service; the id alone when it could not be asked. */}
              <span className="name">{a.displayName ?? t('Participant #{{id}}', { id: a.userId })}</span>
              <span>
                {t('Joined {{when}}', { when: localDate(a.firstJoinedAt, 'dayTime') })}
                {a.joinCount > 1 ? ` · ${t('{{n}} times', { n: a.joinCount })}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Root>
  );
}
