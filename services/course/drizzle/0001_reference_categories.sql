-- The course wizard's fixed category list (specification, second document, section 3), with the ids it uses.
-- Icons come from the list the UI knows (energy_savings_leaf, water_drop, compost, forest, menu_book, eco, co2, recycling).
INSERT INTO "categories" ("id", "name", "description", "icon") VALUES
  (1, 'Self-Help', 'Practical tools for everyday change and resilience.', 'menu_book'),
  (2, 'Personal Growth', 'Growing habits, values and purpose over time.', 'eco'),
  (3, 'Religious Studies', 'Faith traditions and their teachings on care for the earth.', 'menu_book'),
  (4, 'Astrology', 'Sky lore, seasons and the cycles people have read in the stars.', 'forest'),
  (5, 'Law of Attraction', 'Intention, mindset and goal setting.', 'energy_savings_leaf'),
  (6, 'Sustainability', 'Living and working within the means of one planet.', 'energy_savings_leaf'),
  (7, 'Mindfulness', 'Attention, presence and calm in a busy world.', 'water_drop'),
  (8, 'Wellness', 'Health of body and mind, in balance with the world around us.', 'eco'),
  (9, 'Life Coaching', 'Setting goals and following through, with support.', 'co2'),
  (10, 'Metaphysics', 'Big questions about being, knowing and our place in nature.', 'forest'),
  (11, 'Growing', 'Growing food and plants, from windowsill to field.', 'compost'),
  (12, 'Gardening', 'Soil, plants and gardens that give back to the land.', 'compost'),
  (13, 'Cooking', 'Seasonal, low-waste cooking for people and planet.', 'recycling')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('categories', 'id'), GREATEST((SELECT max("id") FROM "categories"), 1));
