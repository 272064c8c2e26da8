import { notificationTexts } from '@canopy/contracts';
import type { LiveSessionDeps } from './deps';
import { LIVE_SESSIONS_PATH, pushNotifications, writeNotifications } from './notifications';

/** Sessions reminded per run at most (the next run takes the rest). */
const BATCH = 200;

/**
 * The reminder job's one run: every scheduled session starting within the lead time (15 minutes) that was not
 * reminded yet notifies its instructor and, for a course session, the course's enrolled learners. Each session
 * is claimed (`reminded_at`) in the transaction that writes its notifications, so the job survives restarts
 * (state is in the database), never sends twice with several instances, and a session whose learners cannot be
 * read now is left unclaimed for the next run. Answers how many notifications were written.
 */
export async function sendDueReminders(deps: LiveSessionDeps): Promise<number> {
  const now = deps.clock();
  const until = new Date(now.getTime() + deps.reminderLeadMinutes * 60_000);
  let written = 0;
  for (const id of await deps.stores.sessions.dueForReminder(now, until, BATCH)) {
    try {
      const rows = await deps.stores.transaction(async (tx) => {
        const session = await tx.sessions.claimReminder(id, now, until);
        if (!session) return [];
        const learners = session.courseId === null ? [] : await deps.enrollments.learners(session.courseId);
        const minutes = Math.max(1, Math.ceil((session.startTime.getTime() - now.getTime()) / 60_000));
        return writeNotifications(
          tx,
          [...new Set([session.instructorId, ...learners])].map((userId) => ({
            userId,
            type: 'live_session_reminder' as const,
            text: notificationTexts.reminder(session.title, minutes),
            relatedId: session.id,
            link: LIVE_SESSIONS_PATH,
            // One reminder per session and start time, whatever happens to the claim.
            eventId: `reminder:${session.id}:${session.startTime.toISOString()}`,
          })),
          now,
        );
      });
      written += rows.length;
      await pushNotifications(deps, rows)();
    } catch (err) {
      deps.logger.warn({ err, sessionId: id }, 'live-session reminder not sent; retried on the next run');
    }
  }
  if (written > 0) deps.logger.info({ written }, 'live-session reminders sent');
  return written;
}

/** Runs `sendDueReminders` every `intervalMs` (never two runs at once); `close` waits for a run in progress. */
export function scheduleReminders(deps: LiveSessionDeps, intervalMs: number) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendDueReminders(deps)
      .catch((err) => deps.logger.warn({ err }, 'reminder run failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
