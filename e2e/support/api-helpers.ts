import { expect, request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/** An API client signed in as `who` on the platform at `baseURL` (its cookie jar holds the session). */
export async function signedInApi(
  baseURL: string,
  who: { username: string; password: string },
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/login', { data: who });
  expect(res.status(), `login as ${who.username}: ${await res.text()}`).toBe(200);
  return api;
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
