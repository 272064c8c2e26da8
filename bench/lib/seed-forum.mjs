// The forum's share of the growth data set: discussions and replies (200,000 posts in all by default) in the forum
// service's database, made with generate_series, in the general topics the demo made, by the generated learners
// (bench-learner-N, whose forum author rows are added too). The counts the forum keeps on write (a discussion's
// reply_count and last activity, a topic's discussion_count and last activity) are set for what was added.
//
// Search: the generated bodies are a handful of stock sentences without the benchmark's search word ("solar");
// one discussion in a hundred adds a sentence that has it, so a search for it matches about 1% of the generated
// discussions (200 of 20,000) besides the demo's — a topical word, neither absent nor in every post.

const SENTENCES = [
  'We started a shared garden on the corner plot and the soil needed two seasons of compost before it was good.',
  'Our building collects rainwater from the roof; the tank overflows in spring and runs dry in late summer.',
  'I switched to a heat pump last winter and kept a log of the electricity it used every week.',
  'Buying second-hand furniture saved money, but finding pieces that fit took far longer than I expected.',
  'The bike lane on our street changed how the children get to school, and the traffic calmed down too.',
  'We cook a big pot of vegetable scraps broth every Sunday and freeze it in jars for the week.',
  'A neighbour showed me how to mend clothes by hand; it is slow, but the jacket lasts another year.',
  'The library runs a tool lending shelf now, so nobody on the street needs to own a drill.',
];
const TOPICAL = 'Has anyone here put solar panels on a rented flat, and how did you convince the landlord?';
export const FORUM_SEARCH_WORD = 'solar';

export const FORUM = { posts: 200_000, discussions: 20_000 };
/** How the generated discussions' titles begin (replies go to them, and their counts are set). */
const GENERATED = 'Generated question %';

const count = async (db, table) => (await db.query(`select count(*)::int as n from ${table}`))[0].n;

/**
 * Tops the forum up to `target.posts` posts (discussions plus replies), `target.discussions` of them
 * discussions. `learners`: { first, n } ids of the generated learners who write them.
 */
export async function seedForum(db, learners, target = FORUM, time = async (_name, fn) => fn()) {
  const before = { discussions: await count(db, 'discussions'), replies: await count(db, 'replies') };
  const newDiscussions = Math.max(0, target.discussions - before.discussions);
  const newReplies = Math.max(0, target.posts - target.discussions - before.replies);
  if (newDiscussions + newReplies === 0) return before;
  if (!learners.first) throw new Error('no generated learners to write the generated posts');
  await time('forum authors', () =>
    db.query(
      `insert into forum_authors (user_id, username, first_name, last_name, role, account_created_at)
       select $1::int + g - 1, 'bench-learner-' || g, 'Learner', 'No. ' || g, 'student', now() - interval '400 days'
       from generate_series(1, $2::int) g
       on conflict (user_id) do nothing`,
      [learners.first, learners.n],
    ),
  );
  if (newDiscussions > 0)
    await time('forum discussions', () =>
      db.query(
        `with t as (select array_agg(id order by id) as a, count(*)::int as n from forum_topics where course_id is null),
            s as (select $4::text[] as a)
       insert into discussions (title, content, user_id, topic_id, tags, tag_list, created_at, last_activity_at)
       select 'Generated question ' || g || ' about ' || (array['gardens', 'water', 'energy', 'repair', 'food'])[1 + g % 5],
              s.a[1 + g % 8] || ' ' || s.a[1 + (g / 8) % 8] || case when g % 100 = 0 then ' ' || $5 else '' end,
              $1::int + ((g::bigint * 7919) % $2::int)::int,
              t.a[1 + g % t.n],
              'generated, ' || (array['gardens', 'water', 'energy', 'repair', 'food'])[1 + g % 5],
              array['generated', (array['gardens', 'water', 'energy', 'repair', 'food'])[1 + g % 5]],
              now() - interval '120 days' + g * ($3::float8 / $6::int) * interval '1 second',
              now() - interval '120 days' + g * ($3::float8 / $6::int) * interval '1 second'
       from t, s, generate_series(1, $6::int) g`,
        [learners.first, learners.n, 120 * 86_400, SENTENCES, TOPICAL, newDiscussions],
      ),
    );
  await time('forum replies', () =>
    db.query(
      `with d as (select array_agg(id order by id) as a, count(*)::int as n from discussions where title like $3),
            x as (select g, d.a[1 + g % d.n] as discussion_id from d, generate_series(1, $5::int) g)
       insert into replies (content, user_id, discussion_id, created_at)
       select 'Reply ' || x.g || ': ' || ($4::text[])[1 + x.g % 8],
              $1::int + ((x.g::bigint * 104729) % $2::int)::int,
              x.discussion_id,
              least(now(), disc.created_at + (1 + x.g % 2000) * interval '1 minute')
       from x join discussions disc on disc.id = x.discussion_id`,
      [learners.first, learners.n, GENERATED, SENTENCES, newReplies],
    ),
  );
  // The counts the forum keeps on write, for the rows added here.
  await time('forum counts', async () => {
    await db.query(
      `update discussions d set reply_count = r.n, last_activity_at = greatest(d.last_activity_at, r.last)
       from (select discussion_id, count(*)::int as n, max(created_at) as last from replies
             group by discussion_id) r
       where d.id = r.discussion_id and d.title like $1`,
      [GENERATED],
    );
    await db.query(
      `update forum_topics t set discussion_count = c.n, last_activity_at = greatest(t.last_activity_at, c.last)
       from (select topic_id, count(*)::int as n, max(last_activity_at) as last from discussions
             where status = 'visible' group by topic_id) c
       where t.id = c.topic_id`,
    );
  });
  // After a bulk load (see seed-large.mjs): statistics, the visibility map and the search index's pending list.
  await time('forum vacuum analyze', () => db.query('vacuum analyze'));
  return { discussions: await count(db, 'discussions'), replies: await count(db, 'replies') };
}
