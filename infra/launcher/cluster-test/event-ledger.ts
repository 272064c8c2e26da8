import type { PlatformServiceName } from '@canopy/contracts';
import { contentHandledEvents } from '@canopy/content-service';
import { courseHandledEvents } from '@canopy/course-service';
import { forumHandledEvents } from '@canopy/forum-service';
import { identityHandledEvents } from '@canopy/identity-service';
import { liveSessionHandledEvents } from '@canopy/live-session-service';
import { queryDatabase } from './events-tools';

/** Who consumes what: each service's package says which events it handles. */
const handled: Record<PlatformServiceName, readonly string[]> = {
  identity: identityHandledEvents,
  course: courseHandledEvents,
  forum: forumHandledEvents,
  'live-session': liveSessionHandledEvents,
  content: contentHandledEvents,
};

export interface LedgerProblem {
  event: string;
  type: string;
  source: string;
  problem: string;
}

/**
 * Every domain event the services wrote, checked against every consumer's inbox: each one published, and
 * received exactly once by each service that handles its type (the inbox keeps one row per consumer and event
 * id, written in the transaction of the handler's effects). Answers what is wrong; empty when nothing is.
 */
export async function eventLedgerProblems(
  databases: { name: PlatformServiceName; databaseUrl: string }[],
): Promise<{ events: number; deliveries: number; problems: LedgerProblem[] }> {
  const outboxes = await Promise.all(
    databases.map((d) =>
      queryDatabase<{ id: string; type: string; source: string; published: boolean }>(
        d.databaseUrl,
        'SELECT id::text, type, source, published_at IS NOT NULL AS published FROM kit_outbox',
      ),
    ),
  );
  const inboxes = new Map<string, Map<string, number>>();
  for (const d of databases) {
    const rows = await queryDatabase<{ event_id: string; n: string }>(
      d.databaseUrl,
      `SELECT event_id::text, count(*) AS n FROM kit_inbox WHERE consumer = '${d.name}' GROUP BY event_id`,
    );
    inboxes.set(d.name, new Map(rows.map((r) => [r.event_id, Number(r.n)])));
  }
  const problems: LedgerProblem[] = [];
  let deliveries = 0;
  const events = outboxes.flat();
  for (const e of events) {
    const at = { event: e.id, type: e.type, source: e.source };
    if (!e.published) problems.push({ ...at, problem: 'still in the outbox' });
    for (const d of databases) {
      if (!handled[d.name].includes(e.type)) continue;
      const received = inboxes.get(d.name)!.get(e.id) ?? 0;
      deliveries += received;
      if (received !== 1) problems.push({ ...at, problem: `${d.name} received it ${received} times` });
    }
  }
  return { events: events.length, deliveries, problems };
}
