// Writes the installable app's icons (shell/public/icons/) from the brand mark — the same leaf as the favicon in
// shell/index.html — with sharp. Run it again after changing the mark: `node tools/pwa-icons.mjs`; the PNGs are
// committed, so a build does not depend on it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#1f5135';
const LEAF = '#9fd3a8';
const out = path.join(import.meta.dirname, '..', 'shell', 'public', 'icons');

// The mark on a 32×32 grid: leaf and stem.
const mark = `<path d="M16 6.5c-4.6 0-8.2 3.3-8.2 7.4 0 3.3 2.5 6 5.9 6.9h4.6c3.4-.9 5.9-3.6 5.9-6.9 0-4.1-3.6-7.4-8.2-7.4Z" fill="${LEAF}"/><path d="M16 12.2v13.3M16 17.4l-3.2-2.9M16 15.6l3-2.6" stroke="#fff" stroke-width="1.8" stroke-linecap="round" fill="none"/>`;

/** "any" icon: the favicon's rounded tile. */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${BRAND}"/>${mark}</svg>`;

/**
 * "maskable" icon: full-bleed background, the mark inside the central 80% safe zone (a launcher may crop the
 * rest to a circle or a squircle).
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16.5) scale(0.78) translate(-16 -16)">${mark}</g></svg>`;

mkdirSync(out, { recursive: true });
for (const [name, svg] of [
  ['icon', tile],
  ['maskable', maskable],
]) {
  for (const size of [192, 512]) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(out, `${name}-${size}.png`));
  }
}
console.log(`icons written to ${out}`);
