/**
 * The demo forum: topics across the platform's categories and real conversations between the demo accounts.
 * Times are days before the seeding moment, so Recent and Popular have something true to show.
 */

export type DemoMember = 'admin' | 'educator' | 'learner' | 'learner2';

export interface DemoReply {
  by: DemoMember;
  daysAgo: number;
  content: string;
  likedBy?: DemoMember[];
  answer?: boolean;
}

export interface DemoDiscussion {
  title: string;
  by: DemoMember;
  daysAgo: number;
  tags: string;
  content: string;
  likedBy?: DemoMember[];
  replies: DemoReply[];
}

export interface DemoTopic {
  title: string;
  description: string;
  /** Category ids of the course service's reference list (second document, section 3). */
  categoryId: number | null;
  discussions: DemoDiscussion[];
}

export const demoTopics: DemoTopic[] = [
  {
    title: 'Welcome & Introductions',
    description: 'New here? Say hello, tell us what brought you to Canopy and what you hope to learn.',
    categoryId: null,
    discussions: [
      {
        title: 'Welcome to the Canopy community forum',
        by: 'admin',
        daysAgo: 40,
        tags: 'welcome, community',
        content: `Welcome, everyone! This forum is where learners and educators meet between lessons.

A few things that make it work well:

- **Search first.** Someone may already have asked your question.
- **Pick the right topic** so the people who care about it can find your post.
- **Mark helpful replies.** It tells others which answers are worth reading first.
- **Be kind.** Please read the [community guidelines](/community-guidelines) before you post.

Introduce yourself below: where are you, and what do you want to change in your own corner of the world?`,
        likedBy: ['educator', 'learner', 'learner2'],
        replies: [
          {
            by: 'educator',
            daysAgo: 39,
            content: `Hi all, I'm Elena. I teach *Foundations of Sustainability* and *Water Stewardship*. I spent ten years working on river restoration projects before I started teaching, so expect a lot of questions about watersheds from me. Looking forward to learning with you.`,
            likedBy: ['learner', 'learner2'],
          },
          {
            by: 'learner',
            daysAgo: 38,
            content: `Hello! I'm Sam, a secondary-school teacher trying to bring more climate topics into my lessons. I'm working through the foundations course now and hoping to start a school garden next spring.`,
            likedBy: ['educator'],
          },
          {
            by: 'learner2',
            daysAgo: 12,
            content: `Hi, Maya here. I work in procurement for a mid-sized manufacturer and I've been asked to "make our supply chain greener" with no budget, so I'm here to learn fast. Glad to find a place where I can ask basic questions.`,
            likedBy: ['admin', 'educator'],
          },
        ],
      },
    ],
  },
  {
    title: 'Sustainable Living',
    description:
      'Everyday choices at home: energy, food, transport, shopping and the habits that make them stick.',
    categoryId: 6,
    discussions: [
      {
        title: 'What single change cut your household footprint the most?',
        by: 'learner',
        daysAgo: 9,
        tags: 'household, carbon footprint, habits',
        content: `After the module on personal footprints I calculated ours and was surprised that heating was bigger than driving.

I'd love to hear what *actually* made a measurable difference for you, not what felt virtuous. Numbers welcome: kWh, litres, kilometres, anything.`,
        likedBy: ['educator', 'learner2'],
        replies: [
          {
            by: 'educator',
            daysAgo: 9,
            content: `For most households in colder climates, heating is the big one, so you're in good company. The largest single cut I've seen in my own home was draught-proofing plus turning the thermostat down from 21 °C to 19 °C: about a 15% drop in gas use over the following winter.

It's cheap, it's reversible, and it compounds with any later insulation work.`,
            likedBy: ['learner', 'learner2'],
            answer: true,
          },
          {
            by: 'learner2',
            daysAgo: 8,
            content: `Switching to a green electricity tariff was the easiest, but honestly the biggest for us was going from two cars to one and a cargo bike. We drive about 6,000 km less a year now.`,
            likedBy: ['learner'],
          },
          {
            by: 'admin',
            daysAgo: 3,
            content: `Great thread. If you want to compare like with like, the carbon calculator in the foundations course lets you export your numbers; posting before-and-after figures here would make this a really useful reference.`,
          },
        ],
      },
      {
        title: 'Is buying second-hand really better than buying "eco" new?',
        by: 'learner2',
        daysAgo: 20,
        tags: 'circular economy, shopping',
        content: `At work we're debating whether to buy refurbished laptops or new ones with an eco label. My instinct says refurbished, but I can't find a clear comparison.

Does anyone know how much of a laptop's lifetime footprint comes from manufacturing versus use?`,
        replies: [
          {
            by: 'educator',
            daysAgo: 19,
            content: `For laptops and phones, manufacturing dominates: typically around 70–80% of lifetime emissions happen before the device is switched on. So extending the life of an existing device almost always wins over a new, more efficient one.

The circular economy course has a lesson on product life extension with a worked example you could adapt for your procurement case.`,
            likedBy: ['learner2'],
          },
          {
            by: 'learner2',
            daysAgo: 18,
            content: `That's exactly the argument I needed. I'll propose a refurbished-first policy with a three-year warranty requirement. Thank you!`,
          },
        ],
      },
    ],
  },
  {
    title: 'Renewable Energy',
    description: 'Solar, wind, heat pumps, storage and how communities are making the switch.',
    categoryId: 6,
    discussions: [
      {
        title: 'Heat pumps in older, poorly insulated houses: worth it?',
        by: 'learner',
        daysAgo: 5,
        tags: 'heat pumps, insulation, retrofit',
        content: `Our house was built in the 1930s with solid walls. An installer told us a heat pump would "struggle". Another said it would be fine with bigger radiators.

Has anyone here put a heat pump into an older home? What did you have to change first?`,
        likedBy: ['educator', 'learner2', 'admin'],
        replies: [
          {
            by: 'educator',
            daysAgo: 5,
            content: `Heat pumps work in older homes; what matters is the heat loss of the building and the flow temperature of your radiators. Ask for a room-by-room heat-loss calculation before anyone quotes you.

Often a few larger radiators in the coldest rooms are enough to run at 45–50 °C flow, where heat pumps are efficient. Loft insulation and draught-proofing first will shrink the size of pump you need.`,
            likedBy: ['learner', 'admin'],
            answer: true,
          },
          {
            by: 'learner2',
            daysAgo: 4,
            content: `My parents did this last year in a 1920s terrace. They replaced four radiators and added loft insulation. Their bills are slightly lower than with gas and the house is more evenly warm. The noise worry turned out to be nothing.`,
            likedBy: ['learner'],
          },
          {
            by: 'learner',
            daysAgo: 2,
            content: `This is really reassuring. I've booked a heat-loss survey for next month and I'll report back with the numbers.`,
          },
        ],
      },
      {
        title: 'Community solar: how did your neighbourhood organise it?',
        by: 'educator',
        daysAgo: 33,
        tags: 'solar, community energy',
        content: `For the renewable energy course I'm collecting real stories of community-owned solar projects. How was yours funded, who owns the panels, and how are the savings shared?

Short answers are fine; I'll turn the best ones into a case study (with your permission).`,
        replies: [
          {
            by: 'admin',
            daysAgo: 31,
            content: `Our town set up a cooperative: residents bought shares from £50, the panels sit on the school and the library roofs, and the surplus funds energy-advice visits for low-income households. It took two years, mostly because of the grid connection paperwork.`,
            likedBy: ['educator'],
          },
        ],
      },
    ],
  },
  {
    title: 'Gardening & Growing Food',
    description: 'Soil, compost, seeds and seasons: growing food from windowsill to allotment.',
    categoryId: 12,
    discussions: [
      {
        title: 'Composting in a small apartment without smells',
        by: 'learner2',
        daysAgo: 2,
        tags: 'composting, apartment, soil',
        content: `I live on the fourth floor with a balcony the size of a doormat. I'd love to compost our kitchen scraps instead of binning them, but I'm worried about smell and fruit flies.

Has anyone made **bokashi** or a **worm bin** work indoors? What went wrong at first?`,
        likedBy: ['learner', 'educator'],
        replies: [
          {
            by: 'learner',
            daysAgo: 2,
            content: `I've had a worm bin under the sink for two years. The trick is balance: for every handful of food scraps add a handful of shredded cardboard. Smells mean it's too wet. Fruit flies mean the food isn't buried; cover fresh scraps with bedding every time.`,
            likedBy: ['learner2', 'educator'],
            answer: true,
          },
          {
            by: 'educator',
            daysAgo: 1,
            content: `Bokashi works well in flats too, and it takes cooked food and small amounts of meat, which worms don't like. You'll need somewhere for the fermented result to finish, though: a planter of soil on the balcony or a community garden drop-off.`,
            likedBy: ['learner2'],
          },
        ],
      },
      {
        title: 'No-dig beds: my first season results',
        by: 'learner',
        daysAgo: 16,
        tags: 'no-dig, vegetables, soil health',
        content: `Following the regenerative gardening lessons I built two no-dig beds last spring: cardboard straight on the lawn, 15 cm of compost on top, no digging at all.

Results: far fewer weeds than my dug beds, great salad and beans, poor carrots (they forked in the lumpy compost). Next year I'll sieve the top layer for root crops. Anyone else tried it?`,
        likedBy: ['educator'],
        replies: [
          {
            by: 'educator',
            daysAgo: 15,
            content: `Lovely write-up, and the carrot lesson is a classic. A 2–3 cm layer of finer, well-rotted compost on top is enough for carrots and parsnips. Keep adding a mulch layer every autumn and the soil life will do the digging for you.`,
            likedBy: ['learner'],
          },
        ],
      },
    ],
  },
  {
    title: 'Low-Waste Cooking',
    description: 'Seasonal recipes, using every part of the vegetable and cutting food waste at home.',
    categoryId: 13,
    discussions: [
      {
        title: 'Favourite recipes for using up vegetable scraps',
        by: 'admin',
        daysAgo: 11,
        tags: 'food waste, recipes',
        content: `Food waste is one of the easiest wins at home. Share a recipe that turns "scraps" into something good.

Mine: keep a bag in the freezer for onion ends, carrot peel, celery leaves and herb stalks. When it's full, cover with water, simmer for an hour with a bay leaf and strain: free stock.`,
        likedBy: ['learner', 'learner2'],
        replies: [
          {
            by: 'learner2',
            daysAgo: 10,
            content: `Broccoli stalks! Peel the tough outside, slice thinly and stir-fry with garlic and soy. Most people throw away the best part.`,
            likedBy: ['admin', 'learner'],
          },
          {
            by: 'learner',
            daysAgo: 6,
            content: `Stale bread becomes panzanella in summer and bread-and-butter pudding in winter. We haven't thrown bread away in months.`,
            likedBy: ['admin'],
          },
        ],
      },
    ],
  },
  {
    title: 'Mindfulness & Nature',
    description: 'Attention, presence and time outdoors: practices that reconnect us with the living world.',
    categoryId: 7,
    discussions: [
      {
        title: 'A ten-minute "sit spot" practice that changed how I notice my street',
        by: 'educator',
        daysAgo: 24,
        tags: 'mindfulness, nature connection',
        content: `Every morning I sit in the same spot outside for ten minutes without my phone and simply notice: birds, wind, light, who walks by.

After a month I knew which blackbird sang first and when the lime tree flowered. Noticing is where caring starts. If you try it this week, tell us what you noticed.`,
        likedBy: ['learner'],
        replies: [
          {
            by: 'learner',
            daysAgo: 22,
            content: `I tried it from my balcony at lunchtime. On day three I realised there's a pair of swifts nesting under the roof opposite. Ten minutes feels long at first and then far too short.`,
            likedBy: ['educator'],
          },
        ],
      },
    ],
  },
  {
    title: 'Wellness & Climate Feelings',
    description: 'Eco-anxiety, burnout and hope: looking after ourselves while caring about the planet.',
    categoryId: 8,
    discussions: [
      {
        title: 'How do you deal with climate anxiety without tuning out?',
        by: 'learner2',
        daysAgo: 7,
        tags: 'eco-anxiety, wellbeing',
        content: `Some weeks the news makes me want to stop reading altogether, but tuning out feels irresponsible. How do you stay informed and involved without burning out?`,
        likedBy: ['learner', 'educator', 'admin'],
        replies: [
          {
            by: 'educator',
            daysAgo: 7,
            content: `What helps many of my students is turning worry into a small, regular action with other people: a repair café, a tree-planting group, a local campaign. Anxiety shrinks when it has somewhere to go.

It's also fine to limit news to once a day. Being informed doesn't mean being exposed all the time.`,
            likedBy: ['learner2', 'learner'],
          },
          {
            by: 'learner',
            daysAgo: 6,
            content: `I keep a "progress" note on my phone: every good piece of news I come across (a new wind farm, a river cleaned up). Reading it back on bad days helps more than I expected.`,
            likedBy: ['learner2'],
          },
        ],
      },
    ],
  },
  {
    title: 'Water Stewardship',
    description: 'Rivers, rainwater, drought and how we share and protect water where we live.',
    categoryId: 6,
    discussions: [
      {
        title: 'Rainwater harvesting for a small garden: where to start?',
        by: 'learner',
        daysAgo: 45,
        tags: 'rainwater, water butts, garden',
        content: `Our summers are getting drier and the hosepipe ban came early last year. I want to collect rainwater from the shed and house roofs. How big a store is worth it for a 60 m² vegetable garden?`,
        replies: [
          {
            by: 'educator',
            daysAgo: 44,
            content: `A rough rule: 1 mm of rain on 1 m² of roof gives 1 litre. A 20 m² roof in a month with 50 mm of rain fills a 1,000-litre store. For a 60 m² plot, two or three linked 200-litre butts plus mulching is a very good start; mulch saves more water than most people expect.`,
            likedBy: ['learner'],
            answer: true,
          },
        ],
      },
    ],
  },
];
