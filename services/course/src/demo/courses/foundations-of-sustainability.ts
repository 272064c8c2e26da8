import type { DemoCourse } from '../demo-types';

export const foundationsOfSustainability: DemoCourse = {
  title: 'Foundations of Sustainability',
  description:
    'A clear, practical introduction to sustainability: what it means, how natural and human systems interact, ' +
    'the limits of our one planet, and how energy, materials, food and water connect to everyday choices. ' +
    'You finish with a personal action plan grounded in evidence rather than guilt.',
  level: 'beginner',
  categories: ['Sustainability', 'Personal Growth'],
  storyTemplate: 'sustainability',
  practicalSkills:
    'Systems thinking, reading environmental data, estimating a personal footprint, planning realistic change.',
  modules: [
    {
      title: 'What Sustainability Really Means',
      description:
        'Where the idea comes from, the three dimensions, and thinking in systems rather than parts.',
      lessons: [
        {
          title: 'Defining sustainability',
          duration: 12,
          content: `
## Meeting needs, now and later

The most quoted definition comes from the 1987 report *Our Common Future* by the World Commission on Environment and Development (the Brundtland Commission): sustainable development is development that **"meets the needs of the present without compromising the ability of future generations to meet their own needs."**

Two ideas sit inside that sentence. The first is *needs* — in particular the essential needs of the world's poor, to which the report gave overriding priority. The second is *limits* — the capacity of the environment to meet present and future needs is constrained by the state of technology and social organisation.

## Three dimensions, one system

Sustainability is often drawn as three overlapping circles: **environmental**, **social** and **economic**. A more accurate picture nests them. The economy exists inside society, and society exists inside the biosphere. An economy cannot be healthy for long on a degraded planet, and a society with deep injustice struggles to make the long-term choices sustainability requires.

## Weak and strong sustainability

Economists distinguish *weak* sustainability, where natural capital (forests, fish stocks, a stable climate) may be replaced by human-made capital as long as total wealth grows, from *strong* sustainability, which holds that some natural capital is critical and cannot be substituted. You cannot manufacture a replacement for a stable climate or pollinating insects at any price we could pay.

Throughout this course we lean towards the strong view: protect the critical foundations first, then optimise everything else.
`,
          reflectionPrompts:
            'Which of your daily needs depend most directly on healthy ecosystems? Which would be hardest to replace?',
        },
        {
          title: 'Thinking in systems',
          duration: 10,
          videoUrl: 'https://www.youtube.com/watch?v=ysa5OBhXz-Q',
          content: `
## Parts, connections and purpose

A system is a set of parts connected so that together they do something none of them does alone. A forest, a city and a household budget are all systems. Systems thinking means paying attention to the **connections** and **feedback loops**, not only to the parts.

## Feedback loops

- A **reinforcing loop** amplifies change: warming melts reflective sea ice, darker ocean absorbs more heat, which melts more ice.
- A **balancing loop** pushes back towards a goal: a thermostat, or predators keeping prey numbers in check.

The video in this lesson tells the story of wolves returning to Yellowstone National Park in 1995. Fewer, more watchful elk changed how valleys were grazed; vegetation recovered in places; and the wider ecosystem responded. Ecologists still debate how large and widespread these effects were, which is itself a lesson: real systems are complex, and confident single-cause stories deserve scrutiny.

## Leverage points

Donella Meadows, a pioneer of systems thinking, described *leverage points* — places where a small shift produces a big change. Changing a number (a tax rate) is usually weak leverage; changing the rules, the information flows or the goals of a system is much stronger. When you look at any sustainability problem in this course, ask: *what is the goal of this system, and who sets the rules?*
`,
          practicalApplication:
            'Draw a simple loop diagram of one habit, for example commuting: time, cost, comfort, emissions. Mark which links reinforce and which balance.',
        },
      ],
    },
    {
      title: 'Living Within Planetary Boundaries',
      description: 'The science of Earth-system limits and why carbon is one boundary among nine.',
      lessons: [
        {
          title: 'The nine planetary boundaries',
          duration: 14,
          content: `
## A safe operating space

In 2009 a group of Earth-system scientists led by Johan Rockström proposed **nine planetary boundaries**: processes that regulate the stability of the planet. Staying within them keeps us in conditions similar to the Holocene — the unusually stable climate of the last ~10,000 years in which agriculture and civilisation developed.

The nine are:

1. Climate change
2. Change in biosphere integrity (biodiversity loss)
3. Land-system change
4. Freshwater change
5. Biogeochemical flows (nitrogen and phosphorus)
6. Ocean acidification
7. Atmospheric aerosol loading
8. Stratospheric ozone depletion
9. Novel entities (synthetic chemicals, plastics and other new substances)

## Where we stand

The 2023 update of the framework concluded that **six of the nine boundaries have been transgressed**. The ozone layer is the encouraging exception: after the 1987 Montreal Protocol phased out ozone-depleting substances, the ozone layer is on a path to recovery. International cooperation on an environmental limit has worked before.

## Why this matters for you

The framework reminds us that sustainability is not only about carbon. A "low-carbon" product that drives deforestation or pollutes rivers with fertiliser can still push us over other limits. Good decisions look across several boundaries at once.
`,
          reflectionPrompts:
            'Which boundary had you heard least about before this lesson? Why do you think that is?',
        },
        {
          title: 'Carbon, climate and the carbon budget',
          duration: 12,
          content: `
## The greenhouse effect in one paragraph

Sunlight warms the Earth's surface, which radiates heat back as infrared. Greenhouse gases — mainly carbon dioxide, methane, nitrous oxide and water vapour — absorb some of that infrared and re-emit it, keeping the planet far warmer than it would otherwise be. Adding more of these gases thickens that blanket.

## What has changed

Atmospheric CO₂ was about 280 parts per million before industrialisation and passed 420 ppm in the 2020s — higher than at any time in at least hundreds of thousands of years. The IPCC's Sixth Assessment Report found global surface temperature in 2011–2020 was about **1.1 °C above 1850–1900**, and that it is *unequivocal* that human influence has warmed the climate.

## The budget idea

Because CO₂ accumulates, warming tracks **cumulative** emissions. That gives us a *carbon budget*: the total amount we can still emit for a given chance of staying below a temperature limit. Every year of high emissions spends the budget faster, which is why the pace of cuts this decade matters so much.

## Beyond CO₂

Methane is far more potent per tonne than CO₂ over 20 years but stays in the atmosphere for only about a decade. Cutting methane — from leaking gas infrastructure, landfills and livestock — is one of the fastest ways to slow near-term warming.
`,
        },
      ],
    },
    {
      title: 'Resources, Consumption and Waste',
      description: 'Following the life of the things we buy, and measuring our demand on nature.',
      lessons: [
        {
          title: 'The life of stuff',
          duration: 15,
          videoUrl: 'https://www.youtube.com/watch?v=9GorqroigqM',
          content: `
## Extraction to disposal

Most products follow a **linear** path: extract raw materials, make, distribute, consume, dispose. Annie Leonard's short film *The Story of Stuff* (2007) walks through this chain and asks who pays the costs that never appear on the price tag — from mining communities to the air around incinerators.

## Hidden flows

Much of a product's footprint happens before you ever see it. A smartphone weighing under 200 grams relies on dozens of elements, many mined far away, and on energy-intensive chip fabrication. For many electronics, most lifetime emissions come from **manufacturing**, not use. That makes *keeping things longer* one of the most effective choices a consumer has.

## Watch with a critical eye

The film is deliberately simple and persuasive. As you watch, note which claims are explained with evidence and which are framed as opinion. A sustainability practitioner needs both passion and precision.
`,
          practicalApplication:
            'Pick one object you use daily. List where its main materials probably came from, how it was shipped, and what will happen to it when it breaks.',
          reflectionPrompts: 'Which hidden cost in the film surprised you most, and who bears it?',
        },
        {
          title: 'Footprints and overshoot',
          duration: 10,
          content: `
## Ecological footprint

The **ecological footprint**, developed by Mathis Wackernagel and William Rees in the 1990s, estimates how much biologically productive land and sea area is needed to provide what a population consumes and to absorb its carbon emissions. It is compared with **biocapacity** — what ecosystems can actually regenerate.

## Overshoot

By the Global Footprint Network's accounts, humanity has been using more than the planet regenerates each year since the early 1970s. *Earth Overshoot Day* marks the date each year when our demand exceeds what Earth can renew in that year; in recent years it has fallen in late July or early August.

## Using footprints well

Footprint numbers rest on many assumptions and should be read as indicators, not precise measurements. Their value is in **comparison**: between countries, between lifestyles, and between the choices available to you. Averages also hide inequality — the wealthiest tenth of the world's people account for a large share of consumption emissions, so responsibility and opportunity for change are not evenly spread.

Online footprint calculators are a good way to see which parts of your life carry the most weight. For many people in high-income countries, the big four are **home energy, transport (especially flying), diet and purchases**.
`,
          practicalApplication:
            'Use any reputable footprint calculator and note your top two categories. Keep the result; you will use it in the final module.',
        },
      ],
    },
    {
      title: 'Energy: The Engine of Everything',
      description:
        'Where our energy comes from, why efficiency comes first, and how the energy transition works.',
      lessons: [
        {
          title: 'Where our energy comes from',
          duration: 12,
          content: `
## The global mix

Fossil fuels — oil, coal and natural gas — still supply roughly four fifths of the world's primary energy. Their combustion is the largest source of greenhouse gas emissions. Low-carbon sources (hydropower, nuclear, wind, solar and others) make up the rest, and wind and solar are the fastest-growing electricity sources in the world.

## Electricity is only part of the story

Electricity is about a fifth of final energy use. The rest is heat for buildings and industry and fuel for transport. That is why **electrification** — heat pumps instead of gas boilers, electric vehicles instead of petrol cars, electric furnaces in industry — is central to decarbonisation: it lets clean power reach the parts of the economy that fuels serve today.

## Primary energy and losses

Burning fuel to make electricity wastes a large share of the energy as heat. A petrol car turns only a minority of its fuel energy into motion. When clean electricity replaces these processes, total energy needs fall, because less is lost along the way. Comparing energy systems by *useful* energy delivered, not by fuel burned, avoids a common misunderstanding.
`,
        },
        {
          title: 'Efficiency first',
          duration: 10,
          content: `
## The cheapest energy is the energy you do not need

The International Energy Agency has called efficiency the "first fuel". Insulation, efficient appliances, LED lighting and smarter controls deliver the same comfort and service with less energy, usually at a lower lifetime cost.

## Everyday examples

- **LED bulbs** use a fraction of the electricity of incandescent bulbs for the same light and last many times longer.
- **Draught-proofing and insulation** keep heat where you want it; in many homes, heating is the largest energy use.
- **Heat pumps** move heat rather than creating it and typically deliver three or more units of heat for each unit of electricity.
- **Washing at lower temperatures** and air-drying clothes save a surprising amount over a year.

## The rebound effect

When something becomes more efficient it gets cheaper to use, and sometimes we use more of it: a more efficient car driven further. This *rebound effect* rarely cancels all the savings, but it is a reminder that efficiency works best alongside **sufficiency** — asking how much we really need.
`,
          practicalApplication:
            'Read your energy meter or bill for one week. Identify the single biggest use and one change you could make to it.',
        },
      ],
    },
    {
      title: 'Food, Water and Land',
      description: 'How what we eat shapes land, water and climate, and where the biggest gains are.',
      lessons: [
        {
          title: 'Food systems and the plate',
          duration: 12,
          content: `
## Food is a climate issue

Food systems — farming, land-use change, processing, transport, retail and waste — account for roughly a quarter to a third of global greenhouse gas emissions. Agriculture is also the leading driver of habitat loss and uses most of the world's withdrawn freshwater.

## What matters most

Large studies of farm-level data (for example Poore and Nemecek, *Science*, 2018) found that **what** we eat matters far more for emissions than **how far** it travelled. Transport is usually a small share of a food's footprint. Beef and lamb have by far the highest emissions and land use per gram of protein; legumes, grains and most plant foods have the lowest.

## Waste

Roughly a third of the food produced is lost or wasted along the chain. In high-income countries much of the waste happens in households: buying too much, poor storage, confusion over date labels. Reducing waste saves money and every resource that went into growing the food.

## A balanced approach

You do not have to become fully vegetarian to make a big difference. Eating less red meat, more legumes and seasonal produce, and wasting less food together form one of the most powerful personal climate actions available.
`,
          reflectionPrompts:
            'What is one meal you eat often that could be adapted to be lower impact without losing what you love about it?',
        },
        {
          title: 'Water and land: limits we can see',
          duration: 10,
          content: `
## Freshwater is scarce and unevenly spread

Only about 2.5% of the planet's water is fresh, and most of that is locked in ice and deep groundwater. Agriculture accounts for around 70% of global freshwater withdrawals. Many aquifers that feed major farming regions are being pumped faster than they refill.

## Virtual water

Products carry the water used to make them — their *virtual water*. A cotton T-shirt or a kilogram of beef embodies thousands of litres, usually in the region where it was produced. Trade moves this hidden water around the world, sometimes out of water-stressed places.

## Land use

Half of the world's habitable land is used for agriculture, and most of that for grazing livestock and growing their feed. Converting forests and grasslands to farmland is the largest driver of biodiversity loss. Producing more food on less land — and shifting diets — frees space for nature to recover.

## Connecting the dots

Water, land, food, climate and biodiversity are one system. Restoring wetlands stores carbon, filters water and shelters wildlife at the same time. Look for such *co-benefits*: they are where sustainability work is most rewarding.
`,
        },
      ],
    },
    {
      title: 'From Knowledge to Action',
      description: 'Individual and collective change, and a realistic personal sustainability plan.',
      lessons: [
        {
          title: 'Personal and collective action',
          duration: 11,
          videoUrl: 'https://www.youtube.com/watch?v=jbkSRLYSojo',
          content: `
## Both, not either

Debates often set individual action against systemic change. In practice they feed each other. Individual choices shift markets and social norms; people who change their own behaviour are more likely to speak up, vote and organise for wider change; and policies make sustainable choices easier for everyone.

## Progress is possible

Hans Rosling's four-minute tour of 200 years of health and wealth (the video in this lesson) shows how dramatically human lives have improved. It is a useful antidote to despair: large, measurable change has happened before. The sustainability challenge is to continue improving lives while bringing our demand on the planet back within its limits.

## Where your influence is largest

Think in circles of influence:

- **Home**: energy, food, purchases, travel.
- **Work or study**: procurement, commuting policies, what your organisation makes or teaches.
- **Community**: local groups, schools, councils, faith and cultural organisations.
- **Citizenship**: voting, consultations, contacting representatives.

Many people find their largest impact is not in their own footprint but in the decisions they influence at work and in their community.
`,
        },
        {
          title: 'Your sustainability action plan',
          duration: 15,
          content: `
## From intention to habit

Good intentions fade; plans with specifics stick. Use the footprint results from Module 3 and what you noticed in the energy and food modules to build a short plan.

## A simple structure

1. **Pick two or three actions** with real impact — for most people, something in home energy, travel and diet.
2. **Make each one specific**: not "eat less meat" but "vegetarian dinners on weekdays".
3. **Set a time frame** and a check-in date.
4. **Plan for obstacles**: what will you do when you are tired, busy or eating out?
5. **Add one action beyond yourself**: a conversation at work, a community project, a letter to a decision-maker.

## Track and reflect

Use your learning goals and reflection on this course's dashboard to record what you commit to and how it goes. Progress is rarely a straight line; noticing what got in the way is as valuable as ticking something off.

## Keep learning

This course is a foundation. The other courses on Canopy go deeper into renewable energy, water stewardship, regenerative gardening, the circular economy and climate literacy. Choose the one closest to the actions in your plan.
`,
          practicalApplication:
            'Write your plan in your learning goals: two personal actions, one collective action, and a date to review them.',
          reflectionPrompts:
            'What support would make your plan easier to keep — from people, tools or your surroundings?',
        },
      ],
    },
  ],
};
