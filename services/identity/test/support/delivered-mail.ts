import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '@canopy/service-kit';
import type { SmtpStandIn } from '@canopy/service-kit/testing';
import type { TestIdentityService } from '../harness';

/**
 * What an SMTP stand-in received for an address, read once the mail worker is done with it: mail is queued by a
 * request (or by an event's handling soon after) and sent by the worker.
 */
export function deliveredMail(service: () => TestIdentityService, smtp: () => SmtpStandIn) {
  const mailsTo = (address: string) => smtp().received.filter((m) => m.to.includes(address));
  /** Mail to the address still queued (or being sent). */
  const pendingTo = async (address: string) =>
    Number(
      rowsOf<{ n: string }>(
        await service().service.ctx.db.execute(
          sql`SELECT count(*) AS n FROM kit_jobs WHERE status IN ('queued', 'running') AND payload->>'to' = ${address}`,
        ),
      )[0]!.n,
    );
  return {
    mailsTo,
    /** The `count` mails sent to the address, once they have arrived and nothing more is queued for it. */
    async delivered(address: string, count = 1) {
      await expect
        .poll(async () => mailsTo(address).length >= count && (await pendingTo(address)) === 0, {
          timeout: 10_000,
        })
        .toBe(true);
      expect(mailsTo(address)).toHaveLength(count);
      return mailsTo(address);
    },
  };
}
