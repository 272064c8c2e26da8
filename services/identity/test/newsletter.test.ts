import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, newsletterMessages } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { createDrizzleNewsletterStore } from '../src/stores/newsletter-store';
import { startIdentityService, type TestIdentityService } from './harness';

describe.each(testEngines())('newsletter subscriptions (%s)', (engine) => {
  let t: TestIdentityService;
  beforeAll(async () => {
    t = await startIdentityService(engine);
  });
  afterAll(() => t?.close());

  const subscribe = async (body: unknown, as: Awaited<ReturnType<TestIdentityService['as']>>) =>
    t.api
      .post('/api/newsletter/subscriptions')
      .set(as)
      .send(body as object);

  it('stores a visitor’s address and thanks them', async () => {
    const res = await subscribe({ email: 'Reader@Example.org' }, await t.as(null));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: newsletterMessages.subscribed });
    const store = createDrizzleNewsletterStore(t.service.ctx.db);
    expect(await store.isSubscribed('reader@example.org')).toBe(true);
  });

  it('keeps one entry per address whatever its case, also when asked twice at once, and answers the same', async () => {
    const user = await t.addUser();
    const [a, b] = await Promise.all([
      subscribe({ email: 'twice@example.org' }, await t.as(user)),
      subscribe({ email: 'TWICE@example.org' }, await t.as(null)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    const rows = (await t.service.ctx.db.execute(
      sql`select count(*)::int as n from newsletter_subscriptions where lower(email) = 'twice@example.org'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('refuses an invalid address with the specification’s message', async () => {
    for (const body of [{ email: 'not-an-email' }, {}, { email: 42 }, { email: 'a@b.c'.repeat(60) }]) {
      const res = await subscribe(body, await t.as(null));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.invalidEmail);
    }
  });
});
