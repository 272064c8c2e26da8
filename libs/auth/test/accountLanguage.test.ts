import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@canopy/api-client';
import { saveAccountLanguage, USER_QUERY_KEY } from '../src';

const user = { id: 7, username: 'rowan', role: 'student', status: 'active', language: 'en' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
});

/** PATCH /api/user answered when the test says, with the language sent (or the given failure). */
function patchesAnsweredLater() {
  const answers: Array<(status?: number) => void> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
    const { language } = JSON.parse(String(init?.body)) as { language: string };
    return new Promise((resolve) => {
      answers.push((status = 200) =>
        resolve(status === 200 ? json(200, { ...user, language }) : json(status, { message: 'Down' })),
      );
    });
  });
  return answers;
}

describe('saveAccountLanguage', () => {
  it('rejects when the account could not be saved, leaving the user as it was', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, user);
    const answers = patchesAnsweredLater();
    const saving = saveAccountLanguage(client, 'es');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0](503);
    await expect(saving).rejects.toThrow();
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(user);
  });

  it('keeps the last choice when an earlier save answers after it, and drops the earlier one’s failure', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, user);
    const answers = patchesAnsweredLater();
    const toSpanish = saveAccountLanguage(client, 'es');
    const back = saveAccountLanguage(client, 'en');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]();
    await back;
    answers[0]();
    await toSpanish;
    expect(client.getQueryData<{ language: string }>(USER_QUERY_KEY)?.language).toBe('en');

    const again = saveAccountLanguage(client, 'es');
    const last = saveAccountLanguage(client, 'en');
    await vi.waitFor(() => expect(answers).toHaveLength(4));
    answers[2](500);
    await expect(again).resolves.toBeUndefined();
    answers[3]();
    await last;
    expect(client.getQueryData<{ language: string }>(USER_QUERY_KEY)?.language).toBe('en');
  });
});
