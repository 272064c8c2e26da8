import type { DemoCourse } from '../demo-types';

export const waterStewardship: DemoCourse = {
  title: 'Water Stewardship at Home and in Your Community',
  description:
    'Understand where your water comes from and where it goes, cut waste at home without sacrificing comfort, ' +
    'and take care of your local watershed through rainwater harvesting, green infrastructure and community action.',
  level: 'beginner',
  categories: ['Sustainability', 'Gardening'],
  storyTemplate: 'traditional',
  practicalSkills:
    'Reading a water meter, finding leaks, planning a rain garden or water butt, watershed mapping.',
  modules: [
    {
      title: 'Water on Our Planet',
      description: 'Freshwater, the water cycle and the pressures on the water we depend on.',
      lessons: [
        {
          title: 'Where our fresh water comes from',
          duration: 10,
          videoUrl: 'https://www.youtube.com/watch?v=Pz6AQXQGupQ',
          content: `
## A small share of a blue planet

About 97.5% of Earth's water is salty. Of the 2.5% that is fresh, most is frozen in ice sheets and glaciers or stored deep underground. The rivers and lakes we see hold well under one percent of the freshwater total.

## The water cycle is powered by the sun

Evaporation from oceans and land, transpiration from plants, condensation into clouds, precipitation, runoff and infiltration into groundwater — this cycle continuously renews freshwater. But renewal happens at a certain rate and in certain places. Pumping an aquifer faster than rain recharges it is like spending savings faster than income.

## Surface water and groundwater

Your tap water comes from rivers, reservoirs, lakes or groundwater wells — often a mix. Groundwater supplies drinking water to a large share of the world's people and much of its irrigated farmland. Because it is out of sight, its depletion and pollution often go unnoticed until wells run dry or become contaminated.
`,
          practicalApplication:
            "Look up your water supplier's published information: which rivers, reservoirs or aquifers supply your home?",
        },
        {
          title: 'Pressures on water',
          duration: 11,
          content: `
## Demand

Globally, agriculture uses around 70% of freshwater withdrawals, industry (including energy) about a fifth, and households the rest. Population growth, richer diets and expanding irrigation all raise demand.

## Pollution

Fertiliser runoff carries nitrogen and phosphorus into rivers and coastal seas, fuelling algal blooms that strip water of oxygen and create "dead zones". Untreated sewage, industrial discharges, microplastics and pharmaceuticals add further stress.

## Climate change

A warmer atmosphere holds more moisture, making both heavy downpours and droughts more intense in many regions. Shrinking glaciers and earlier snowmelt change when rivers flow, affecting the hundreds of millions of people who depend on mountain water.

## Water and fairness

Billions of people still lack safely managed drinking water or sanitation at home, according to WHO and UNICEF monitoring. Water stewardship therefore means not only using less, but making sure water is shared fairly and kept clean for everyone downstream.
`,
          reflectionPrompts:
            'Who lives downstream of you? How might your household or town affect their water?',
        },
      ],
    },
    {
      title: 'Saving Water at Home',
      description: 'Measuring use, fixing leaks and choosing fittings and habits that save water and energy.',
      lessons: [
        {
          title: 'Measure first: meters and leaks',
          duration: 9,
          content: `
## Read your meter

Your water meter is the best tool you have. Read it before bed and again first thing in the morning when no one has used water: if the number changed, you have a leak.

## Common leaks

- **Toilets**: a worn flapper or a faulty fill valve can waste large amounts every day without a sound. Put a few drops of food colouring in the cistern; if colour appears in the bowl within 15 minutes without flushing, the seal is leaking.
- **Dripping taps**: a tap dripping once a second wastes thousands of litres a year.
- **Outdoor taps and irrigation**: check joints and timers after winter.

## Hot water is energy

Heating water is often the second-largest energy use in a home. Saving hot water — shorter showers, efficient shower heads, washing clothes at lower temperatures — cuts both water and energy bills and their emissions.

## Know your daily use

Divide the change in your meter reading over a week by seven and by the number of people in your home to get litres per person per day. Compare it with the figure your water supplier publishes for your area. Knowing your number turns vague intentions into something you can track, and makes the effect of any change visible.

## Where the water goes

In many homes the biggest indoor uses are toilets, showers and baths, washing machines and taps. Outdoors, garden watering and car washing can dominate in summer. Your own breakdown tells you where to focus first.
`,
          practicalApplication:
            'Do the overnight meter test and the toilet dye test this week. Note what you found and anything you fixed.',
        },
        {
          title: 'Efficient fittings and habits',
          duration: 10,
          content: `
## Fittings that pay for themselves

- **Low-flow shower heads** and tap aerators reduce flow while keeping a satisfying spray.
- **Dual-flush toilets**, or a displacement device in an older cistern, cut the water used per flush.
- **Efficient dishwashers** usually use less water than washing the same load by hand under a running tap.
- **Water-efficient washing machines** and running only full loads.

Look for water-efficiency labels such as WaterSense in the United States or the Unified Water Label in Europe.

## Habits that add up

- Turn the tap off while brushing teeth.
- Keep a jug of water in the fridge instead of running the tap until it is cold.
- Use a bowl to wash vegetables and reuse the water for plants.
- Water gardens in the early morning or evening, at the roots, to reduce evaporation.

## Keep perspective

Household savings matter, especially during droughts and where supplies are stressed. But remember the virtual water from the Foundations course's module on food, water and land: diet and purchases often carry far more water than what flows from your taps.
`,
        },
      ],
    },
    {
      title: 'Caring for Your Watershed',
      description: 'Rainwater harvesting, green infrastructure and community watershed action.',
      lessons: [
        {
          title: 'Rainwater harvesting and rain gardens',
          duration: 12,
          content: `
## Slow it, spread it, sink it

In towns, rain falls on roofs and paved surfaces and rushes into drains, carrying pollutants into rivers and sometimes overwhelming sewers. Stormwater practice follows a simple motto: **slow it, spread it, sink it** — keep rain where it lands long enough to soak into the ground.

## Water butts and tanks

A water butt connected to a downpipe collects roof water for gardens. A roof of 50 m² receiving 600 mm of rain a year sheds roughly 30,000 litres — far more than most gardens need. Keep lids on to stop mosquitoes breeding, and check local rules before using harvested water indoors.

## Rain gardens

A rain garden is a shallow planted depression that receives runoff from a roof or path. Deep-rooted, flood- and drought-tolerant plants help water infiltrate and filter out pollutants. Site it at least a few metres from building foundations, test that the soil drains within a day or two, and size it to a fraction of the area draining to it.

## Permeable surfaces

Gravel, permeable paving and planted areas instead of solid concrete let rain soak in. Every square metre matters in a dense city.
`,
          practicalApplication:
            'Sketch your home or school: roofs, downpipes, paved areas and where water flows in heavy rain. Mark one place a water butt or rain garden could go.',
        },
        {
          title: 'Community watershed action',
          duration: 10,
          content: `
## Know your watershed

A watershed (or catchment) is all the land that drains to a particular river, lake or bay. Everything that happens on that land — farming, roads, gardens, drains — shapes the water quality downstream. Mapping tools from environmental agencies show the catchment you live in.

## Ways to get involved

- **Citizen science**: many river trusts and conservation groups train volunteers to monitor water quality, invertebrates or plastic pollution. Your data helps agencies spot problems.
- **Clean-ups and restoration**: removing litter and invasive plants, planting riverbank trees that shade and cool water.
- **Storm drain awareness**: only rain down the drain — paint, oil and detergents poured into street drains often go straight to a river.
- **Planning and policy**: responding to consultations on development, drainage and water company plans.

## Stewardship is shared

Water connects us: upstream and downstream, town and farm, today and the next generation. Stewardship means acting as a careful trustee of water that was never only ours.
`,
          reflectionPrompts:
            'Which local group or agency looks after your river or lake? What would be a first step to get involved?',
        },
      ],
    },
  ],
};
