import {
  userAdminMessages,
  type Identity,
  type IdentityFigures,
  type MailSettings,
  type OutboxPage,
} from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import { actingAdmin } from './acting-admin';
import type { IdentityDeps } from './deps';

const DAY_MS = 86_400_000;

/** The dashboard's figures from identity's own data: sign-ups per UTC day over the window, and the totals. */
export async function figures(
  deps: IdentityDeps,
  identity: Identity,
  days: number,
): Promise<IdentityFigures> {
  await actingAdmin(deps, identity);
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const from = new Date(today.getTime() - (days - 1) * DAY_MS);
  const [perDay, totals] = await Promise.all([
    deps.stores.users.signUpsSince(from),
    deps.stores.users.counts(),
  ]);
  const byDate = new Map(perDay.map((d) => [d.date, d.count]));
  const signUps = Array.from({ length: days }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
  return { days, signUps, totals };
}

/** Whether mail goes out (SMTP) or is kept locally, and whether the local outbox can be read (demo only). */
export async function mailSettings(deps: IdentityDeps, identity: Identity): Promise<MailSettings> {
  await actingAdmin(deps, identity);
  return {
    delivery: deps.mailer.delivery,
    outboxReadable: deps.mailer.delivery === 'outbox' && deps.settings.demo,
  };
}

/** The local outbox, newest first: only in demo mode (real users' reset links must never be readable). */
export async function readOutbox(
  deps: IdentityDeps,
  identity: Identity,
  page: number,
  pageSize: number,
): Promise<OutboxPage> {
  await actingAdmin(deps, identity);
  if (!deps.settings.demo) throw new NotFoundError(userAdminMessages.outboxUnavailable);
  const { items, total } = await deps.stores.mailOutbox.page(page, pageSize);
  return {
    items: items.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}
