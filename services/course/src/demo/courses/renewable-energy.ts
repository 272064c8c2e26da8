import type { DemoCourse } from '../demo-types';

export const renewableEnergy: DemoCourse = {
  title: 'Renewable Energy Essentials',
  description:
    'How solar panels, wind turbines and batteries actually work, how a grid balances supply and demand with ' +
    'variable sources, and how to judge renewable options for a home or community — explained with real numbers ' +
    'and no jargon left unexplained.',
  level: 'intermediate',
  categories: ['Sustainability'],
  storyTemplate: 'traditional',
  practicalSkills:
    'Reading kW and kWh, estimating solar output, comparing technologies by capacity factor and cost.',
  modules: [
    {
      title: 'Energy Literacy',
      description: 'Units, power versus energy, and how to compare technologies fairly.',
      lessons: [
        {
          title: 'Power, energy and the units that confuse everyone',
          duration: 10,
          content: `
## Power is a rate; energy is an amount

**Power** is how fast energy is used or produced, measured in watts (W) and kilowatts (kW). **Energy** is power over time, measured in kilowatt-hours (kWh). A 2 kW kettle running for half an hour uses 1 kWh.

An analogy: power is the speed of a car, energy is the distance travelled. Your electricity bill charges for energy (kWh); a connection or an inverter is sized for power (kW).

## Rough numbers worth remembering

- An LED bulb: around 5–10 W.
- A laptop: tens of watts.
- An electric oven or kettle: 2–3 kW while heating.
- A typical home rooftop solar system: 3–10 kW of peak capacity.
- A modern onshore wind turbine: several megawatts (MW); offshore turbines are larger still.

## Scale prefixes

kilo (k) = thousand, mega (M) = million, giga (G) = billion, tera (T) = trillion. National electricity use is measured in terawatt-hours per year.
`,
          practicalApplication:
            'Find the power rating (W) on three appliances at home and estimate how many kWh each uses in a week.',
        },
        {
          title: 'Capacity factor and levelised cost',
          duration: 12,
          content: `
## Nameplate is not output

A 1 MW solar farm does not produce 1 MW all the time — the sun sets, clouds pass, seasons change. The **capacity factor** is actual output over a year divided by what the plant would produce at full power all year.

Typical ranges: utility solar around 10–25% depending on location; onshore wind roughly 25–40%; offshore wind often 40–50%; nuclear and geothermal frequently above 80%. These are not grades of quality — they are facts engineers design around.

## Levelised cost of electricity (LCOE)

LCOE spreads the lifetime cost of building and running a plant over all the electricity it produces. Over the 2010s the LCOE of solar photovoltaics fell by roughly 90% and onshore wind by around 70%, according to IRENA and other analysts, making them the cheapest new sources of electricity in most of the world.

## What LCOE leaves out

LCOE does not capture *when* electricity is produced or the cost of keeping the grid balanced. A kWh at 7 pm on a winter evening is worth more than one at noon on a sunny spring day. That is why storage, flexible demand and grid connections matter as much as generation.
`,
        },
      ],
    },
    {
      title: 'Solar Power',
      description: 'The photovoltaic effect, panels and inverters, and estimating what a roof can produce.',
      lessons: [
        {
          title: 'How solar panels work',
          duration: 10,
          videoUrl: 'https://www.youtube.com/watch?v=xKxrkht7CpY',
          content: `
## The photovoltaic effect

Solar cells are made mostly of silicon treated so that one layer has extra electrons (n-type) and the other has "holes" where electrons are missing (p-type). Where the layers meet, an electric field forms. When sunlight's photons knock electrons loose, the field pushes them in one direction, and connecting the two sides through a circuit lets them flow as direct current (DC).

## From cell to system

Cells are wired into **modules** (panels); panels into **strings**; an **inverter** converts DC into the alternating current (AC) your home and the grid use. Modern commercial silicon panels convert around 20–23% of incoming sunlight into electricity.

## Why efficiency is not everything

A more efficient panel needs less roof area for the same output, but the sunlight available, orientation, tilt and shading often matter more. Even partial shade on one panel can reduce the output of a whole string unless the system uses optimisers or microinverters.
`,
        },
        {
          title: 'Sizing a rooftop system',
          duration: 14,
          content: `
## Start with your demand

Look at a year of electricity bills. Your annual consumption in kWh is the target you are trying to offset, but matching it exactly is rarely the best goal — what you can use when the sun shines matters more.

## Estimating output

A useful rule: annual output (kWh) ≈ system size (kW) × **specific yield** (kWh per kW per year). Specific yield depends on location — roughly 800–1,000 in cloudy northern Europe, 1,200–1,600 in sunnier mid-latitudes and more in deserts. Free tools such as the EU's PVGIS or NREL's PVWatts calculate it for your exact location, tilt and orientation.

Example: a 4 kW system with a specific yield of 1,000 kWh/kW produces about 4,000 kWh a year.

## Self-consumption

Solar output peaks at midday. Running dishwashers, washing machines, water heating or EV charging in daylight increases the share you use directly, which is usually worth more than exporting. A battery can shift some of the surplus into the evening.

## Checklist before you buy

- Roof condition and remaining life.
- Shading across the day and seasons.
- Local permissions and export tariffs.
- Installer certification, warranties (panels often 25 years), and inverter replacement over the system's life.
`,
          practicalApplication:
            'Use PVGIS or PVWatts for your home or school. Record the estimated yearly output for a 4 kW system facing your best roof direction.',
        },
      ],
    },
    {
      title: 'Wind Power',
      description: 'How turbines extract energy from moving air and where they work best.',
      lessons: [
        {
          title: 'How wind turbines work',
          duration: 10,
          videoUrl: 'https://www.youtube.com/watch?v=xy9nj94xvKA',
          content: `
## Lift, not push

Turbine blades are shaped like aircraft wings. Moving air creates **lift**, which turns the rotor. The rotor drives a generator, either through a gearbox or directly, and power electronics condition the output for the grid.

## The cube law

The power in the wind grows with the **cube of wind speed**: double the speed and the available power rises eightfold. That is why turbines are tall (wind is stronger and steadier higher up) and why siting is everything — a small difference in average wind speed makes a large difference in output.

## The Betz limit

No turbine can capture all the energy in the wind; if it did, the air would stop behind it. The theoretical maximum, the **Betz limit**, is about 59%. Modern large turbines achieve a substantial part of that in good conditions.

## Onshore and offshore

Offshore winds are stronger and steadier, allowing very large turbines with high capacity factors, but foundations, cables and maintenance at sea cost more. Floating offshore turbines are opening deeper waters to wind power.
`,
        },
        {
          title: 'Wind in the landscape',
          duration: 9,
          content: `
## Living with turbines

Wind farms raise real questions: visual impact, noise near homes, and effects on birds and bats. Careful siting, curtailing turbines at high-risk times for bats and community involvement in planning all reduce these impacts. Studies generally find that bird deaths from turbines are small compared with those from buildings, cats and vehicles, but specific sites on migration routes need special care.

## Community ownership

In Denmark and Germany, community and cooperative ownership helped build public support: when local people share the income, acceptance rises. Community energy schemes now exist in many countries and are a practical way to take part in the energy transition without owning a suitable roof.

## Small wind

Small rooftop turbines in towns rarely perform well — wind near buildings is slow and turbulent. Small wind makes sense mainly on exposed rural sites with good measured wind speeds.
`,
          reflectionPrompts:
            'What would make a wind project in your area fair to the people who live near it?',
        },
      ],
    },
    {
      title: 'Storage and the Grid',
      description: 'Balancing a grid with variable sources: batteries, flexibility and networks.',
      lessons: [
        {
          title: 'Balancing supply and demand',
          duration: 12,
          content: `
## The grid must balance every second

Electricity supply and demand must match continuously. Historically, controllable power stations followed demand. With more wind and solar, the system needs more **flexibility** from other places:

- **Storage**: batteries for hours, pumped hydro for longer, and emerging long-duration options.
- **Interconnection**: larger grids smooth out local weather; it is usually windy somewhere.
- **Demand flexibility**: shifting EV charging, heating and industrial loads to times of plentiful supply.
- **Dispatchable low-carbon generation**: hydro, geothermal, nuclear, and bioenergy where sustainable.

## Batteries

Lithium-ion battery pack prices fell by roughly 90% between 2010 and the early 2020s. Grid batteries now respond in fractions of a second, keeping frequency stable, and shift solar energy into the evening peak.

## Seasonal gaps

Batteries are economical for hours, not months. Covering long, dark, windless winter spells is the hardest part of a fully renewable grid; a mix of technologies, strong interconnections and some long-duration storage are the likely answers.
`,
        },
        {
          title: 'Your role in a flexible grid',
          duration: 8,
          content: `
## Time-of-use tariffs

Many suppliers now charge different prices at different times. Moving flexible use — laundry, dishwashers, EV charging, hot water — to cheaper, greener hours saves money and helps the grid.

## Smart devices

Smart thermostats, heat pumps with thermal storage and EV chargers can respond automatically to price or carbon signals. Some grid operators pay households to reduce use at peak times.

## Carbon intensity varies

The carbon intensity of electricity (grams of CO₂ per kWh) changes hour by hour as the generation mix changes. Several grid operators and independent services publish live and forecast carbon intensity — check which is available where you live.

## Vehicles as batteries

An electric car's battery typically holds many times what a home uses in a day. With smart charging, millions of EVs can soak up surplus solar at midday or wind at night. *Vehicle-to-grid* and *vehicle-to-home* systems, now being trialled and sold in several countries, go further by feeding energy back at peak times.

## A household example

A family with a heat pump, an EV and a time-of-use tariff might pre-heat the house and hot water tank in the early afternoon, charge the car overnight when wind is strong and demand low, and run the dishwasher after the evening peak. Nothing about their comfort changes — only the timing — yet their bills and the grid's need for fossil-fuelled peaking plants both fall.
`,
          practicalApplication:
            'Find out whether a time-of-use tariff or carbon-intensity forecast exists where you live and identify two loads you could shift.',
        },
      ],
    },
  ],
};
