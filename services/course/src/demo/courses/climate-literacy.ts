import type { DemoCourse } from '../demo-types';

export const climateLiteracy: DemoCourse = {
  title: 'Climate Literacy: Science, Impacts and Solutions',
  description:
    'Understand how we know the climate is changing, what it means for people and ecosystems, and which ' +
    'solutions matter most. Built on the assessments of the Intergovernmental Panel on Climate Change, with ' +
    'guidance on reading climate news and talking about climate with the people around you.',
  level: 'all-levels',
  categories: ['Sustainability', 'Personal Growth'],
  storyTemplate: 'traditional',
  practicalSkills:
    'Reading climate graphs, judging sources, explaining the greenhouse effect, climate conversations.',
  modules: [
    {
      title: 'The Science of a Changing Climate',
      description: 'Weather versus climate, the evidence for warming and how scientists attribute it.',
      lessons: [
        {
          title: 'Climate change 101',
          duration: 10,
          videoUrl: 'https://www.youtube.com/watch?v=EtW2rrLHs08',
          content: `
## Weather and climate

**Weather** is what happens over hours and days; **climate** is the long-term pattern of weather, usually averaged over 30 years. A cold week does not disprove warming any more than one good day makes a summer.

## Lines of evidence

Scientists see warming in many independent records:

- Thermometer records over land and sea since the mid-1800s.
- Rising ocean heat content — the oceans have absorbed around 90% of the extra heat.
- Shrinking glaciers and Arctic sea ice, and ice sheets losing mass in Greenland and Antarctica.
- Sea level rise, from melting ice and the expansion of warming water.
- Earlier springs, and plant and animal ranges shifting towards the poles and uphill.

## How we know it is us

The extra CO₂ in the atmosphere carries the chemical fingerprint of fossil carbon. Satellites show less heat escaping at exactly the wavelengths CO₂ absorbs. And the pattern of warming — a warming lower atmosphere with a cooling stratosphere — matches greenhouse gases, not a brighter sun. The IPCC's Sixth Assessment Report (2021) concluded that it is **unequivocal** that human influence has warmed the atmosphere, ocean and land.
`,
        },
        {
          title: 'Reading climate data',
          duration: 11,
          content: `
## Anomalies and baselines

Climate graphs usually show **anomalies**: the difference from an average over a baseline period, such as 1850–1900 or 1951–1980. Always check the baseline before comparing numbers from different sources — a "1.2 °C" and a "0.9 °C" may describe the same year against different baselines.

## Trends and variability

Natural variability — El Niño and La Niña, volcanic eruptions, the solar cycle — makes individual years bounce around a rising trend. Look at decades, not single years. Cherry-picking an unusually warm starting year is a classic way to create a misleading "pause".

## Scenarios and projections

Future projections depend on emissions. The IPCC uses scenarios from very low to very high emissions. Projections are not predictions of one certain future but a map of consequences for the choices we make.

## Judging sources

Prefer primary sources (national meteorological agencies, NASA, NOAA, the Copernicus Climate Change Service, the IPCC) and reputable science journalism. Be cautious with claims that rely on a single study, a single year or a source with a clear financial stake.
`,
          practicalApplication:
            'Find a global temperature anomaly graph from a national agency. Identify its baseline and describe the trend since 1980 in one sentence.',
        },
      ],
    },
    {
      title: 'Impacts and Adaptation',
      description: 'What warming means for people, ecosystems and places, and how communities adapt.',
      lessons: [
        {
          title: 'Impacts on people and ecosystems',
          duration: 12,
          content: `
## Every increment matters

The IPCC finds that risks rise with every increment of warming. Compared with 1.5 °C, a world at 2 °C would see more extreme heat, heavier rainfall in many regions, more severe droughts in others, greater sea level rise and the loss of virtually all warm-water coral reefs.

## Extremes

Heatwaves have become more frequent and intense across most land regions. Attribution science can now estimate how much climate change made a specific event more likely or more intense — for several recent heatwaves, scientists found they would have been virtually impossible without human-caused warming.

## Uneven burdens

The people who contributed least to emissions are often the most exposed: low-income countries, small island states, outdoor workers, older people and those without cooling or secure housing. Climate justice asks how the costs of impacts and of the transition are shared.

## Ecosystems

Species are shifting their ranges, breeding and flowering times. Where they cannot move or adapt fast enough — on mountain tops, in isolated habitats, in coral reefs — local extinctions follow. Healthy, connected ecosystems are more resilient.
`,
          reflectionPrompts:
            'Which climate impact is most relevant where you live? Who in your community is most exposed to it?',
        },
        {
          title: 'Adapting to a changing climate',
          duration: 10,
          content: `
## Adaptation and mitigation

**Mitigation** reduces emissions to limit warming. **Adaptation** prepares for the changes already under way. Both are necessary; neither replaces the other.

## Examples of adaptation

- Early-warning systems for heatwaves, floods and storms — which have greatly reduced deaths from cyclones in countries such as Bangladesh.
- Urban trees, green roofs and cool surfaces to lower city temperatures.
- Restoring wetlands, mangroves and floodplains that absorb storm surges and floodwater.
- Drought-tolerant crops, better water storage and more efficient irrigation.
- Updated building codes and planning that keep new homes out of the highest-risk areas.

## Avoiding maladaptation

Some responses shift risk elsewhere or lock in emissions — for example, sea walls that worsen erosion down the coast, or air conditioning powered by fossil fuels without efficiency measures. Good adaptation is planned with the people affected and checked against its side effects.
`,
        },
      ],
    },
    {
      title: 'Solutions and Conversations',
      description: 'The most important climate solutions and how to talk about climate constructively.',
      lessons: [
        {
          title: 'The solutions that matter most',
          duration: 13,
          content: `
## Reaching net zero

To stop warming, global CO₂ emissions must fall to net zero, with deep cuts in other greenhouse gases. Pathways assessed by the IPCC that limit warming to 1.5 °C with no or limited overshoot involve roughly halving global CO₂ emissions by around 2030 compared with 2019 levels.

## The big levers

- **Clean electricity**: wind, solar, hydro, nuclear and storage replacing coal and gas.
- **Electrify everything**: heat pumps, electric vehicles and electrified industry.
- **Efficiency**: buildings, appliances and industrial processes that need less energy.
- **Food and land**: halting deforestation, restoring ecosystems, reducing food waste and shifting diets.
- **Methane**: fixing leaks in oil and gas systems, capturing landfill gas, improving livestock and rice farming.
- **Industry**: new processes for steel, cement and chemicals.
- **Carbon removal**: forests and soils, and engineered removals for the hardest residual emissions.

## Many solutions are ready

According to the IPCC, options costing less than USD 100 per tonne of CO₂-equivalent could reduce global emissions by at least half by 2030 — and many of them save money. The main barriers are policy, finance and the pace of deployment, not a lack of technology.
`,
        },
        {
          title: 'Talking about climate',
          duration: 10,
          content: `
## Why conversation matters

Surveys in many countries find that most people are concerned about climate change but rarely talk about it, and underestimate how many others share their concern. Conversation spreads norms, builds support for action and helps people move from worry to agency.

## Principles for good conversations

- **Start from shared values**: health, family, faith, local landscapes, fairness, security.
- **Listen first**: ask what the other person cares about and what they have noticed.
- **Tell your own story**: why it matters to you is more persuasive than a list of statistics.
- **Be accurate and hopeful**: acknowledge the seriousness, then point to solutions and what people are already doing.
- **Invite, do not lecture**: suggest one concrete step you could take together.

## Handling misinformation

Correct myths by leading with the fact, briefly naming the myth, explaining why it is wrong and repeating the fact. Avoid repeating the myth more than the truth.

## Keep going

Climate action is a long project. Look after yourself and others; find a community — perhaps in the Canopy forum — to share progress and setbacks.
`,
          practicalApplication:
            'Have one conversation about climate this week with someone you have not discussed it with before. Note what you learned about their view.',
          reflectionPrompts: 'What value or experience connects you most strongly to climate action?',
        },
      ],
    },
  ],
};
