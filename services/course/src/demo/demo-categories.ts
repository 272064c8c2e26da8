import type { CategoryIcon } from '@canopy/contracts';

/** The wizard's fixed category list (second document, section 3), in its order, with icons from the UI's list. */
export const demoCategories: { name: string; description: string; icon: CategoryIcon }[] = [
  { name: 'Self-Help', description: 'Practical tools for everyday change and resilience.', icon: 'menu_book' },
  { name: 'Personal Growth', description: 'Growing habits, values and purpose over time.', icon: 'eco' },
  { name: 'Religious Studies', description: 'Faith traditions and their teachings on care for the earth.', icon: 'menu_book' },
  { name: 'Astrology', description: 'Sky lore, seasons and the cycles people have read in the stars.', icon: 'forest' },
  { name: 'Law of Attraction', description: 'Intention, mindset and goal setting.', icon: 'energy_savings_leaf' },
  { name: 'Sustainability', description: 'Living and working within the means of one planet.', icon: 'energy_savings_leaf' },
  { name: 'Mindfulness', description: 'Attention, presence and calm in a busy world.', icon: 'water_drop' },
  { name: 'Wellness', description: 'Health of body and mind, in balance with the world around us.', icon: 'eco' },
  { name: 'Life Coaching', description: 'Setting goals and following through, with support.', icon: 'co2' },
  { name: 'Metaphysics', description: 'Big questions about being, knowing and our place in nature.', icon: 'forest' },
  { name: 'Growing', description: 'Growing food and plants, from windowsill to field.', icon: 'compost' },
  { name: 'Gardening', description: 'Soil, plants and gardens that give back to the land.', icon: 'compost' },
  { name: 'Cooking', description: 'Seasonal, low-waste cooking for people and planet.', icon: 'recycling' },
];
