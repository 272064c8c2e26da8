/** The status each role of a matrix expects, in the order of its roles (a tuple as long as the roles). */
export type StatusesFor<Roles extends readonly string[]> = { -readonly [K in keyof Roles]: number };

/** One row of a role matrix: an endpoint called once per role, and the status each role must get. */
export interface RoleMatrixRow<Roles extends readonly string[]> {
  call: string;
  expect: StatusesFor<Roles>;
}

/**
 * Calls each row as each role, in order (one call at a time: a row may change what the next one finds), and
 * answers the cells that got another status than expected, by row: `{}` when the whole matrix holds. Each cell
 * reads `role: got (expected n) body`, so one failing run names every wrong cell and why the service refused.
 */
export async function roleMatrixMismatches<Roles extends readonly string[], Row extends RoleMatrixRow<Roles>>(
  roles: Roles,
  rows: readonly Row[],
  callAs: (row: Row, role: Roles[number]) => Promise<{ status: number; body?: unknown }>,
): Promise<Record<string, string[]>> {
  const mismatches: Record<string, string[]> = {};
  for (const row of rows) {
    for (const [i, role] of roles.entries()) {
      const res = await callAs(row, role);
      if (res.status === row.expect[i]) continue;
      (mismatches[row.call] ??= []).push(
        `${role}: ${res.status} (expected ${row.expect[i]}) ${JSON.stringify(res.body)}`,
      );
    }
  }
  return mismatches;
}
