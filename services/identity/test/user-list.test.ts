import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PAGE_SIZE, userPageSchema, type UserPage } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import type { UserRecord } from '../src/stores/user-store';
import { leakingResponses, startIdentityService, type TestIdentityService } from './harness';

/** GET /api/users: server-side paging, search, filters and sorting (issue 12, Users tab). */
describe.each(testEngines())('the admin user list (%s)', (engine) => {
  let t: TestIdentityService;
  let headers: Record<string, string>;
  // A marker in every name of this suite's users, so searches see only them.
  const tag = `zq${Date.now().toString(36)}`;
  const mine: UserRecord[] = [];

  beforeAll(async () => {
    t = await startIdentityService(engine);
    const admin = await t.addUser({ role: 'admin', username: `${tag}-admin`, firstName: 'Ada' });
    headers = await t.as(admin);
    mine.push(admin);
    for (let i = 0; i < 30; i++) {
      mine.push(
        await t.addUser({
          username: `${tag}-learner${String(i).padStart(2, '0')}`,
          firstName: i % 2 ? 'Willow' : 'Birch',
          lastName: `Tree${i}`,
          email: `${tag}.l${i}@Example.org`,
          role: i < 5 ? 'educator' : 'student',
          status: i < 3 ? 'pending' : i === 10 ? 'suspended' : 'active',
        }),
      );
    }
    mine.push(
      await t.addUser({
        username: 'percent_user',
        firstName: '100%',
        lastName: 'Sure',
        email: 'p@example.org',
      }),
    );
  });
  afterAll(async () => {
    expect(leakingResponses(t.responses)).toEqual([]);
    await t.close();
  });

  const list = async (query: string): Promise<UserPage> => {
    const res = await t.api.get(`/api/users?${query}`).set(headers).expect(200);
    return userPageSchema.parse(res.body);
  };

  it('answers 25 per page by default, with the total and the page asked for', async () => {
    const first = await list(`search=${tag}`);
    expect(first).toMatchObject({ page: 1, pageSize: USERS_PAGE_SIZE, total: 31 });
    expect(first.items).toHaveLength(25);
    const second = await list(`search=${tag}&page=2`);
    expect(second.items).toHaveLength(6);
    const ids = [...first.items, ...second.items].map((u) => u.id);
    expect(new Set(ids).size).toBe(31);
    expect((await list(`search=${tag}&page=3`)).items).toEqual([]);
  });

  it('searches by name, username or email in any letter case', async () => {
    expect((await list(`search=${tag.toUpperCase()}-LEARNER07`)).items.map((u) => u.username)).toEqual([
      `${tag}-learner07`,
    ]);
    const byEmail = await list(`search=${tag}.L12@EXAMPLE`);
    expect(byEmail.items.map((u) => u.email)).toEqual([`${tag}.l12@Example.org`]);
    const byName = await list(`search=willow tree1&pageSize=100`);
    // "Willow Tree1", "Willow Tree11", ... (odd numbers starting with 1)
    expect(byName.items.map((u) => u.lastName).sort()).toEqual([
      'Tree1',
      'Tree11',
      'Tree13',
      'Tree15',
      'Tree17',
      'Tree19',
    ]);
    // "Last First" order finds the same person.
    expect((await list(`search=tree2 birch`)).items.map((u) => u.username)).toEqual([`${tag}-learner02`]);
  });

  it('treats % and _ in a search as themselves', async () => {
    expect((await list('search=100%25')).items.map((u) => u.username)).toEqual(['percent_user']);
    const underscore = await list('search=t_user');
    expect(underscore.items.map((u) => u.username)).toEqual(['percent_user']);
  });

  it('filters by role and status, alone and together', async () => {
    const educators = await list(`search=${tag}&role=educator`);
    expect(educators.total).toBe(5);
    expect(educators.items.every((u) => u.role === 'educator')).toBe(true);
    const pending = await list(`search=${tag}&role=educator&status=pending`);
    expect(pending.total).toBe(3);
    expect((await list(`search=${tag}&status=suspended`)).items.map((u) => u.username)).toEqual([
      `${tag}-learner10`,
    ]);
    // An empty filter (a cleared select) means no filter.
    expect((await list(`search=${tag}&role=&status=`)).total).toBe(31);
  });

  it('sorts by username, name, email, role, status and creation date, both ways', async () => {
    const asc = (await list(`search=${tag}-learner&sort=username&pageSize=100`)).items.map((u) => u.username);
    expect(asc).toEqual([...asc].sort());
    const desc = (await list(`search=${tag}-learner&sort=-username&pageSize=100`)).items.map(
      (u) => u.username,
    );
    expect(desc).toEqual([...asc].reverse());
    const byName = (await list(`search=${tag}-learner&sort=name&pageSize=100`)).items;
    expect(byName[0]!.firstName).toBe('Birch');
    expect(byName.at(-1)!.firstName).toBe('Willow');
    const oldest = (await list(`search=${tag}&sort=createdAt&pageSize=1`)).items[0]!;
    expect(oldest.id).toBe(mine[0]!.id);
    const newest = (await list(`search=${tag}&pageSize=1`)).items[0]!;
    expect(newest.id).toBe(mine[30]!.id);
    const byStatus = (await list(`search=${tag}&sort=status&pageSize=100`)).items.map((u) => u.status);
    expect(byStatus).toEqual([...byStatus].sort());
    const byRole = (await list(`search=${tag}&sort=-role&pageSize=100`)).items.map((u) => u.role);
    expect(byRole).toEqual([...byRole].sort().reverse());
    const byEmail = (await list(`search=${tag}&sort=email&pageSize=100`)).items.map((u) =>
      u.email!.toLowerCase(),
    );
    expect(byEmail).toEqual([...byEmail].sort());
  });

  it.each([
    ['an unknown role', 'role=wizard'],
    ['an unknown status', 'status=asleep'],
    ['an unknown sort', 'sort=password'],
    ['page 0', 'page=0'],
    ['a page size over 100', 'pageSize=101'],
    ['a page that is not a number', 'page=two'],
  ])('refuses %s with 400', async (_label, query) => {
    const res = await t.api.get(`/api/users?${query}`).set(headers).expect(400);
    expect(res.body.code).toBe('validation_failed');
  });
});
