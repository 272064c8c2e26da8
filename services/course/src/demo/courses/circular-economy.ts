import type { DemoCourse } from '../demo-types';

export const circularEconomy: DemoCourse = {
  title: 'Circular Economy and Zero Waste',
  description:
    'Move from take-make-waste to an economy that keeps products and materials in use. Learn the principles of ' +
    'circular design, the truth about plastics and recycling, and practical zero-waste steps for households, ' +
    'workplaces and communities.',
  level: 'intermediate',
  categories: ['Sustainability', 'Cooking'],
  storyTemplate: 'sustainability',
  practicalSkills: 'Waste audits, the waste hierarchy, reading recycling labels, repair and reuse planning.',
  modules: [
    {
      title: 'From Linear to Circular',
      description: 'The principles of a circular economy and why recycling alone is not enough.',
      lessons: [
        {
          title: 'Rethinking progress: the circular economy',
          duration: 12,
          videoUrl: 'https://www.youtube.com/watch?v=zCRKvDyyHmI',
          content: `
## Take, make, waste

The linear economy extracts resources, turns them into products and throws them away. It depends on cheap materials and energy and treats waste as someone else's problem. Analyses such as the *Circularity Gap Report* estimate that only a small fraction — well under a tenth — of the materials entering the global economy are cycled back.

## Three principles

The Ellen MacArthur Foundation, whose short film accompanies this lesson, describes a circular economy built on three principles:

1. **Eliminate waste and pollution** — by design, not as an afterthought.
2. **Circulate products and materials at their highest value** — maintain, reuse, refurbish and remanufacture before recycling.
3. **Regenerate nature** — return biological nutrients safely to the soil and support ecosystems.

## Technical and biological cycles

Materials that can safely return to nature (food, wood, natural fibres) flow in a *biological cycle*: composted, digested, regrown. Metals, plastics and other synthetic materials belong in a *technical cycle*, where they are kept in use as products, components and finally as materials.

## Inner loops are worth most

The smaller the loop, the more value and energy is preserved. Repairing a laptop keeps far more value than shredding it to recover metals.
`,
        },
        {
          title: 'The waste hierarchy',
          duration: 9,
          content: `
## Order of preference

The waste hierarchy, written into European and many other countries' laws, ranks options from best to worst:

1. **Prevent** — do not create the waste (buy less, choose durable, avoid packaging).
2. **Prepare for reuse** — repair, refill, resell, donate.
3. **Recycle** — reprocess materials into new products.
4. **Recover** — for example, energy from waste.
5. **Dispose** — landfill, the last resort.

## Why prevention wins

Every product carries the energy, water and emissions of its manufacture. Recycling recovers some materials but loses much of this embodied impact. Preventing the product from being needed in the first place avoids all of it.

## Business models that help

- **Product as a service**: leasing lighting, tools or clothing so the maker benefits from durability.
- **Repair and refurbishment** services and guaranteed spare parts.
- **Sharing platforms**: libraries of things, tool libraries, car clubs.
- **Take-back schemes** that return products to the manufacturer.
`,
          reflectionPrompts:
            'Think of the last three things you threw away. Where could each have been stopped higher up the hierarchy?',
        },
      ],
    },
    {
      title: 'Plastics and Recycling',
      description: 'What really happens to plastic, and how to make recycling work better.',
      lessons: [
        {
          title: 'What happens to the plastic you throw away',
          duration: 10,
          videoUrl: 'https://www.youtube.com/watch?v=_6xlNyWPpB8',
          content: `
## A material built to last

Plastic is durable, light and cheap — the qualities that make it useful also make it persistent in the environment. The OECD estimated that in 2019 only about 9% of plastic waste worldwide was ultimately recycled; the rest was incinerated, landfilled or leaked into the environment.

## Three fates

As the TED-Ed video with this lesson explains, a discarded plastic item is landfilled, incinerated, recycled or escapes into the environment, where it can fragment into microplastics that now turn up from mountain tops to the deep sea.

## Why recycling rates are low

- Many products combine several plastic types or materials that are hard to separate.
- Food contamination lowers the value of collected plastic.
- Virgin plastic made from oil and gas is often cheaper than recycled.
- Most plastics degrade each time they are mechanically recycled, so they are often "downcycled" into lower-grade products.

## Beyond recycling

Policies such as bans on certain single-use items, deposit-return schemes for bottles and cans, and extended producer responsibility (making producers pay for the end of life of their packaging) tackle plastic higher up the waste hierarchy. Negotiations on a global plastics treaty began under the UN in 2022.
`,
        },
        {
          title: 'Recycling right',
          duration: 8,
          content: `
## Local rules rule

What can be recycled depends on your local collection and sorting facilities. Check your council's or hauler's guidance rather than relying on symbols alone: the numbered triangle on plastics identifies the resin type, not whether it is recyclable where you live.

## Common mistakes ("wish-cycling")

- Putting in items you hope are recyclable — they can contaminate whole loads.
- Leaving food residue: give containers a quick rinse.
- Bagging recyclables in plastic bags, which jam sorting machines (unless your scheme asks for it).
- Including small items like bottle caps or shredded paper where they are not accepted.

## Worth the effort

Metals, glass, paper and card and common plastic bottles (PET and HDPE) are widely recycled with real environmental benefits: recycled aluminium, for example, needs a small fraction of the energy required to make it from ore.
`,
          practicalApplication:
            'Find your local recycling guidance and compare it with what is in your bin today. Fix one habit that causes contamination.',
        },
      ],
    },
    {
      title: 'Zero Waste in Practice',
      description: 'Waste audits, food waste, and zero-waste habits that last.',
      lessons: [
        {
          title: 'Doing a waste audit',
          duration: 12,
          content: `
## Know what you throw

A waste audit shows what actually leaves your home or workplace. For one week, keep everything you would normally throw away or recycle, sorted into a few categories: food, packaging (by material), paper, textiles, other.

## Measure and rank

At the end of the week, weigh or estimate the volume of each category. Most households find that **food waste** and **packaging** dominate. Rank the categories and choose the largest to work on first.

## Ask why

For each big category ask: why was it bought, and why was it wasted? Common answers — "we bought too much", "it went off before we used it", "it only came in plastic" — point to concrete fixes.

## Repeat

Audit again after a month. Seeing a measurable drop is one of the best motivators for keeping new habits.

## At work or school

The same method works for an office, a café or a classroom. Involve the people who handle the waste — cleaners and kitchen staff know where it comes from. Typical findings include single-use cups, printing, food from events and packaging from deliveries; many have simple fixes such as reusable cups, double-sided printing defaults, better event catering numbers and asking suppliers for returnable packaging.

## Turn findings into targets

Write down one measurable goal for the largest category — for example, "halve food waste within two months" — and decide how you will measure it. A target you can check is far more likely to be met than a general wish to "waste less".
`,
          practicalApplication:
            'Run a one-week waste audit at home or at work and record the top three categories.',
        },
        {
          title: 'Zero-waste kitchen and beyond',
          duration: 11,
          content: `
## The zero-waste kitchen

- **Plan meals** and shop with a list; buy loose produce in the amounts you need.
- **Store food well**: learn which fruits and vegetables keep best in the fridge and which on the counter.
- **Understand date labels**: "use by" is about safety; "best before" is about quality — many foods are fine after it.
- **Cook with leftovers**: soups, stir-fries, frittatas and stocks turn odds and ends into meals.
- **Compost what remains**, or use a food waste collection.

## Refill and reuse

Reusable bottles, cups, containers and bags pay off only when used many times — keep them, use them, and avoid collecting more than you need. Refill shops and deposit schemes make reuse easier.

## Clothing and electronics

Buy fewer, better-made items; repair, swap and buy second-hand. Repair cafés, where volunteers help fix items for free, now operate in thousands of communities around the world.

## Progress over perfection

"Zero waste" is a direction, not a test. A household that halves its waste and talks about it with friends does more good than one that aims for a single jar and gives up.
`,
          reflectionPrompts:
            'Which zero-waste habit would be easiest for you to start this week, and which would make the biggest difference?',
        },
      ],
    },
  ],
};
