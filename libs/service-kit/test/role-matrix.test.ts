import { describe, expect, it } from 'vitest';
import { roleMatrixMismatches, type StatusesFor } from '../src/testing/role-matrix';

const roles = ['visitor', 'member', 'admin'] as const;
const statuses: Record<(typeof roles)[number], number> = { visitor: 401, member: 403, admin: 200 };

describe('roleMatrixMismatches', () => {
  it('answers {} when every role gets its expected status, calling rows and roles in order', async () => {
    const calls: string[] = [];
    const rows: { call: string; expect: StatusesFor<typeof roles> }[] = [
      { call: 'GET /a', expect: [401, 403, 200] },
      { call: 'GET /b', expect: [401, 403, 200] },
    ];
    const got = await roleMatrixMismatches(roles, rows, async (row, role) => {
      calls.push(`${row.call} ${role}`);
      return { status: statuses[role] };
    });
    expect(got).toEqual({});
    expect(calls).toEqual([
      'GET /a visitor',
      'GET /a member',
      'GET /a admin',
      'GET /b visitor',
      'GET /b member',
      'GET /b admin',
    ]);
  });

  it('names every wrong cell with its status, the expected one and the body', async () => {
    const rows = [
      { call: 'GET /a', expect: [401, 200, 200] as StatusesFor<typeof roles> },
      { call: 'GET /b', expect: [401, 403, 200] as StatusesFor<typeof roles> },
      { call: 'GET /c', expect: [200, 403, 404] as StatusesFor<typeof roles> },
    ];
    const got = await roleMatrixMismatches(roles, rows, async (_row, role) => ({
      status: statuses[role],
      body: { code: role },
    }));
    expect(got).toEqual({
      'GET /a': ['member: 403 (expected 200) {"code":"member"}'],
      'GET /c': [
        'visitor: 401 (expected 200) {"code":"visitor"}',
        'admin: 200 (expected 404) {"code":"admin"}',
      ],
    });
  });
});
