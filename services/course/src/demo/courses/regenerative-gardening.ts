import type { DemoCourse } from '../demo-types';

export const regenerativeGardening: DemoCourse = {
  title: 'Regenerative Gardening: Soil, Compost and Biodiversity',
  description:
    'Grow food and flowers in a way that builds living soil, stores carbon, saves water and invites wildlife back. ' +
    'From understanding soil life to making compost, planting for pollinators and designing with permaculture ' +
    'principles — for balconies, back gardens and community plots alike.',
  level: 'beginner',
  categories: ['Gardening', 'Growing', 'Sustainability'],
  storyTemplate: 'gardening',
  practicalSkills:
    'Soil assessment, hot and cold composting, mulching, companion planting, water-wise garden design.',
  modules: [
    {
      title: 'Living Soil',
      description: 'What soil is, the life within it, and how to tell whether yours is healthy.',
      lessons: [
        {
          title: 'Soil is alive',
          duration: 11,
          content: `
## More than dirt

Healthy soil is a mix of minerals (sand, silt and clay), organic matter, water, air — and an astonishing amount of life. A single teaspoon of healthy soil can hold more microorganisms than there are people on Earth: bacteria, fungi, protozoa and nematodes, plus earthworms, mites and springtails you can see.

## The soil food web

Plants release sugars through their roots to feed microbes; in return, microbes make nutrients available and build soil structure. **Mycorrhizal fungi** extend the reach of roots with fine threads, trading water and phosphorus for carbon. Earthworms mix organic matter into the soil and leave channels for air and water.

## Soil and carbon

Soils hold more carbon than the atmosphere and all plant life combined. Practices that keep the ground covered and roots growing — mulching, compost, cover crops, less digging — can increase soil organic matter over time, improving fertility and water-holding capacity. How much extra carbon soils can store, and for how long, is an active research question, but the benefits for soil health are well established.

## The regenerative principles

1. Disturb the soil as little as possible.
2. Keep the soil covered.
3. Keep living roots in the ground as much of the year as possible.
4. Grow diversity.
5. Integrate animals where it makes sense — even if only worms and insects.
`,
        },
        {
          title: 'Reading your soil',
          duration: 12,
          content: `
## The squeeze test

Take a handful of moist soil and squeeze. **Sandy** soil feels gritty and falls apart; it drains fast and holds few nutrients. **Clay** soil feels sticky, holds its shape and can be rolled into a ribbon; it holds nutrients but drains slowly and compacts easily. **Loam**, a balanced mix, feels crumbly and is the gardener's ideal. Organic matter improves every type.

## The jar test

Fill a jar one third with soil, top up with water and a pinch of salt or dish soap, shake well and leave it for a day. Sand settles first, then silt, then clay. The layers show your soil's texture.

## Signs of health

- Dark, crumbly structure that smells earthy.
- Earthworms: dig a spade-sized hole; several worms is a good sign.
- Water soaks in rather than pooling or running off.
- Roots grow deep without hitting a hard pan.

## pH

Most vegetables prefer slightly acidic to neutral soil (pH around 6–7). Inexpensive test kits give a useful reading. Adding compost tends to buffer extremes; change pH gradually and only if tests show a real problem.
`,
          practicalApplication:
            'Do the squeeze test, the jar test and a worm count in two spots of your garden or a local green space. Record what you find.',
        },
      ],
    },
    {
      title: 'Composting',
      description: 'Turning kitchen and garden waste into the best soil food there is.',
      lessons: [
        {
          title: 'Compost basics: greens, browns, air and water',
          duration: 12,
          content: `
## Why compost

Food and garden waste sent to landfill breaks down without oxygen and releases methane, a potent greenhouse gas. Composting the same material with air produces a rich soil amendment instead and closes the nutrient loop in your own garden.

## The recipe

- **Greens** (nitrogen-rich): vegetable scraps, fruit peels, coffee grounds, fresh grass clippings, plant trimmings.
- **Browns** (carbon-rich): dry leaves, straw, shredded cardboard and paper, woody prunings.

A rough guide is two to three parts browns to one part greens by volume. Too many greens and the heap turns slimy and smelly; too many browns and it barely breaks down.

## Air and water

Compost microbes need oxygen and moisture. The heap should feel like a wrung-out sponge. Turning it every week or two adds air and speeds decomposition.

## What to leave out

Meat, fish, dairy and cooked foods can attract pests in an open heap (a sealed system such as bokashi can handle them). Avoid diseased plants, perennial weed roots and seeds, and pet waste from carnivores.
`,
        },
        {
          title: 'Hot, cold and worm composting',
          duration: 10,
          content: `
## Cold composting

Add material as it comes and let time do the work. It is simple and needs little effort but can take a year or more, and weed seeds may survive.

## Hot composting

Build a heap of at least one cubic metre at once with a good balance of greens and browns. Microbial activity can heat the centre to 55–65 °C within days, killing many weed seeds and pathogens. Turn it when the temperature drops; finished compost can be ready in two to three months.

## Worm composting (vermicomposting)

Composting worms (such as *Eisenia fetida*, the red wiggler) live in a bin of moist bedding and eat kitchen scraps. They are perfect for flats and small spaces and produce worm castings — an excellent, gentle fertiliser.

## Using compost

Spread finished compost a few centimetres thick on beds as a top dressing; worms and soil life will draw it down. There is no need to dig it in. Compost also makes a good part of potting mixes when blended with other materials.
`,
          practicalApplication:
            'Start a compost system that fits your space: a heap, a bin, a worm farm or a community scheme. Keep a log of what you add for two weeks.',
        },
      ],
    },
    {
      title: 'Planting for Biodiversity',
      description: 'Pollinators, companion planting and gardens that support wildlife.',
      lessons: [
        {
          title: 'Gardens for pollinators and wildlife',
          duration: 11,
          content: `
## Why it matters

Pollinating insects are in decline in many parts of the world because of habitat loss, pesticides, disease and climate change. Gardens, balconies and verges together cover a large area and can form valuable stepping stones for wildlife.

## Plant for a long season

Choose a variety of flowers so that something is in bloom from early spring to late autumn. Single, open flowers are easier for bees to feed from than heavily doubled varieties. Native plants support the most insects, but many non-native garden plants are also valuable nectar sources.

## Food, water and shelter

- **Food**: flowers for nectar and pollen, and plants that caterpillars eat.
- **Water**: a shallow dish with stones for insects to land on, or a small pond.
- **Shelter**: leave some stems standing over winter, a log pile, a patch of long grass, bare ground for mining bees.

## Go easy on chemicals

Insecticides do not distinguish pests from pollinators and predators. Encouraging natural predators — ladybirds, lacewings, hoverflies, birds — gives longer-lasting control.
`,
          reflectionPrompts:
            'What do you already see visiting your garden or local park? What might be missing?',
        },
        {
          title: 'Companion planting and polycultures',
          duration: 10,
          content: `
## Diversity as design

Monocultures — one crop in rows — invite pests that specialise in that crop. **Polycultures** mix plants so that they support each other and confuse pests.

## Classic partnerships

- **The Three Sisters**: maize, beans and squash, grown together by many Indigenous peoples of the Americas. The maize gives the beans a pole to climb, the beans host nitrogen-fixing bacteria in root nodules, and the squash's broad leaves shade the soil.
- **Carrots and onions** or leeks: their strong scents may help mask each other from carrot fly and onion fly.
- **Marigolds and nasturtiums** near vegetables can attract beneficial insects or lure pests such as aphids away.

Evidence for some companion pairings is stronger than for others; treat them as experiments and observe what happens in your garden.

## Cover crops and green manures

Sowing clover, phacelia, field beans or winter rye on empty beds keeps soil covered and alive over winter, adds organic matter, and in the case of legumes, fixes nitrogen. Cut them before they set seed and leave them on the surface as mulch.
`,
        },
      ],
    },
    {
      title: 'Water-Wise Design and Permaculture',
      description: 'Designing gardens that work with water, sun and slope — and with people.',
      lessons: [
        {
          title: 'Mulch, shade and water-wise planting',
          duration: 9,
          content: `
## Mulch is the gardener's best friend

A layer of organic mulch — wood chips, straw, leaf mould or compost — reduces evaporation, suppresses weeds, moderates soil temperature and feeds soil life as it breaks down. Keep mulch a few centimetres away from stems and trunks to prevent rot.

## Water deeply, less often

Frequent shallow watering encourages shallow roots. Deep, infrequent watering at the base of plants encourages roots to grow down where moisture lasts longer. Drip irrigation and soaker hoses put water exactly where it is needed.

## Right plant, right place

Group plants with similar water needs. Use drought-tolerant plants in the driest, sunniest spots, and save thirstier crops for areas near your water butt or that stay moist naturally.

## Shade and shelter

Trees, hedges, trellises and even a temporary shade cloth reduce evaporation and protect plants from scorching afternoon sun and drying winds. Taller crops can shade lettuces and other leafy greens that bolt in heat. In hot climates, planting on the shady side of larger plants can make the difference between thriving and wilting.

## Check before you water

Push a finger a few centimetres into the soil: if it is still moist, wait. Plants wilting in the heat of the afternoon often recover by evening without water; wilting in the cool of the morning is the real signal. Watering by need rather than by habit saves water and produces tougher plants.
`,
        },
        {
          title: 'Permaculture design principles',
          duration: 14,
          videoUrl: 'https://www.youtube.com/watch?v=sohI6vnWZmk',
          content: `
## Design with nature

Permaculture, developed by Bill Mollison and David Holmgren in Australia in the 1970s, is a design approach for productive landscapes modelled on natural ecosystems. Its ethics are **earth care, people care and fair share**.

## Observe and interact

Before planting, spend time watching: where the sun falls in each season, where water flows and pools, where frost settles, where people walk. Good design follows these patterns rather than fighting them.

## Zones

Place elements by how often you visit them. Herbs and salad near the kitchen door (zone 1); vegetable beds and compost a little further (zone 2); fruit trees and larger plantings beyond. Less walking means more care where it counts.

## Catch and store energy

Harvest rainwater, build soil organic matter, use slopes and swales to slow water so it soaks in. The video with this lesson shows Geoff Lawton's "Greening the Desert" project in Jordan, where swales, mulch and careful planting established a productive garden on salty, arid land.

## Each element, many functions

A pond provides water, habitat, a microclimate and reflected light. A hedge gives shelter, food for wildlife, privacy and prunings for mulch. Designing for multiple functions is what makes permaculture gardens resilient.
`,
          practicalApplication:
            'Draw a simple zone map of your garden, balcony or a community plot. Note sun, water flow and paths, and choose one change that serves several functions.',
          reflectionPrompts:
            'Which of the three permaculture ethics feels most relevant to your life right now?',
        },
      ],
    },
  ],
};
