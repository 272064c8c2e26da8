/**
 * The /ws hub in the forum, through the real platform: a member reading a discussion sees another member's reply
 * appear without a reload (the hub's discussion_reply makes the open page read its replies again). The live
 * sessions' own journey over the hub: live-sessions-journey.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { accounts, expectRemoteDeployed, run } from './support/platform';
import { signInPage } from './support/signed-in-page';
import { registerAccount } from './support/api-helpers';

const PASSWORD = 'Green!leaf42';

test.beforeEach(async ({ request }) => {
  await expectRemoteDeployed(request, 'forum');
});

test('an open discussion shows a new reply from someone else without a reload', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const readerContext = await browser.newContext({ baseURL });
  const replierContext = await browser.newContext({ baseURL });
  const reader = await readerContext.newPage();
  const replier = await replierContext.newPage();
  const REPLY = `Mulch first, then plant: it keeps the soil from drying out (${run}).`;

  // Signing up signs the reader's browser context in.
  await registerAccount(reader.request, {
    prefix: 'reader',
    firstName: 'Ash',
    lastName: 'Grove',
    password: PASSWORD,
  });
  const topics = (await (await reader.request.get('/api/forum-topics')).json()) as {
    id: number;
    courseId: number | null;
  }[];
  const topic = topics.find((t) => t.courseId === null) ?? topics[0]!;
  const created = await reader.request.post('/api/discussions', {
    data: {
      title: `Rain garden plants ${run}`,
      content: `Which plants cope with both flooding and drought in a rain garden? (${run})`,
      topicId: topic.id,
      tags: '',
    },
    headers: { 'Idempotency-Key': `discussion-${run}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const discussion = (await created.json()) as { id: number; topicId: number };

  await reader.goto(`/forum/topics/${discussion.topicId}/discussions/${discussion.id}`);
  await expect(reader.getByRole('heading', { level: 1, name: `Rain garden plants ${run}` })).toBeVisible();
  await expect(reader.getByText(REPLY)).toHaveCount(0);

  await signInPage(replier, accounts.educator);
  const replied = await replier.request.post(`/api/discussions/${discussion.id}/replies`, {
    data: { content: REPLY },
    headers: { 'Idempotency-Key': `reply-${run}` },
  });
  expect(replied.status(), await replied.text()).toBe(201);

  // No reload: the hub's discussion_reply makes the open page refetch its replies.
  await expect(reader.getByText(REPLY)).toBeVisible();

  await readerContext.close();
  await replierContext.close();
});
