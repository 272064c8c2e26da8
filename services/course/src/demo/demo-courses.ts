import { circularEconomy } from './courses/circular-economy';
import { climateLiteracy } from './courses/climate-literacy';
import { foundationsOfSustainability } from './courses/foundations-of-sustainability';
import { regenerativeGardening } from './courses/regenerative-gardening';
import { renewableEnergy } from './courses/renewable-energy';
import { waterStewardship } from './courses/water-stewardship';
import type { DemoCourse } from './demo-types';

/** The demo catalogue, in the order it is created (the catalogue lists oldest first). */
export const demoCourses: DemoCourse[] = [
  foundationsOfSustainability,
  renewableEnergy,
  waterStewardship,
  regenerativeGardening,
  circularEconomy,
  climateLiteracy,
];
