import { expect, request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { uniqueUsername } from './platform';

/** An API client signed in as `who` on the platform at `baseURL` (its cookie jar holds the session). */
export async function signedInApi(
  baseURL: string,
  who: { username: string; password: string },
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await signInThrough(api, who);
  return api;
}

/**
 * Signs `who` in through `api` (an API client, or a page's `request`, whose cookies are its browser context's) and
 * returns the signed-in user.
 */
export async function signInThrough(
  api: APIRequestContext,
  who: { username: string; password: string },
): Promise<{ id: number }> {
  let res = await api.post('/api/login', { data: who });
  // A platform that has just started may outlast identity's time-out on its first password hash on a busy
  // machine: the gateway answers 503 with Retry-After, and the sign-in is tried again, twice, as a user would.
  for (let retries = 2; res.status() === 503 && retries > 0; retries--) {
    const after = Math.min(Number(res.headers()['retry-after']) || 1, 2);
    await new Promise((resolve) => setTimeout(resolve, after * 1000));
    res = await api.post('/api/login', { data: who });
  }
  expect(res.status(), `login as ${who.username}: ${await res.text()}`).toBe(200);
  return (await res.json()) as { id: number };
}

/** The JSON of an answer that must be a success (the failure names the address, status and body). */
export async function okJson<T>(res: APIResponse | Promise<APIResponse>): Promise<T> {
  const r = await res;
  expect(r.ok(), `${r.url()}: ${r.status()} ${await r.text()}`).toBeTruthy();
  return (await r.json()) as T;
}

/** POSTs `data` to `url` and returns what was created (the answer must be a success). */
export function created<T = unknown>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  return okJson<T>(api.post(url, { data }));
}

/** The id of the first category, to file a test's course under. */
export async function firstCategoryId(api: APIRequestContext): Promise<number> {
  const categories = await okJson<{ id: number }[]>(api.get('/api/categories'));
  expect(categories.length, 'a category to file the course under').toBeGreaterThan(0);
  return categories[0]!.id;
}

export interface NewAccount {
  /** What the platform answered (the account: id, role, status, ...). */
  user: { id: number; status: string };
  username: string;
  password: string;
}

/**
 * Signs up a new account (a fresh username from `prefix`) through POST /api/register with `api`: a page's or a
 * client's own request context, which the new student's session then signs in.
 */
export async function registerAccount(
  api: APIRequestContext,
  account: {
    prefix: string;
    firstName: string;
    lastName: string;
    password: string;
    role?: 'student' | 'educator';
    /** The language the visitor signed up in (the account's language); else the request's Accept-Language. */
    language?: 'en' | 'es';
  },
): Promise<NewAccount> {
  const username = uniqueUsername(account.prefix);
  const { prefix: _prefix, password, role = 'student', ...names } = account;
  const res = await api.post('/api/register', {
    data: { username, password, ...names, email: `${username}@example.org`, role },
  });
  expect(res.status(), `sign up as ${username}: ${await res.text()}`).toBe(201);
  return { user: (await res.json()) as NewAccount['user'], username, password };
}
