import { rm } from 'node:fs/promises';

/** Removes the run's template data folder for own platforms (made by playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  const template = process.env.E2E_TEMPLATE_DIR;
  if (template) await rm(template, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
