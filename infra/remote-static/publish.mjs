#!/usr/bin/env node
// Deploys a remote's build into the folder its static server serves, beside the releases already there:
//   node infra/remote-static/publish.mjs mfe-forum/dist /srv/remote
// Content-addressed files (every chunk, and the release's own remoteEntry.{hash}.js) are copied first and nothing
// is ever deleted, so a browser still running the previous release finds every chunk it asks for; the names that
// describe the current release (remoteEntry.js, mf-manifest.json, canopy-routes.json, index.html) are replaced
// last, each by an atomic rename, so none of them ever names a file that is not there yet.
import { copyFile, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';

/** The files that name the current release; everything else in a build has a content hash in its name. */
export const RELEASE_DESCRIPTORS = ['remoteEntry.js', 'mf-manifest.json', 'canopy-routes.json', 'index.html'];

async function files(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await files(dir, rel)));
    else out.push(rel);
  }
  return out;
}

const isDescriptor = (rel) => RELEASE_DESCRIPTORS.includes(path.basename(rel).replace(/\.(br|gz)$/, ''));

/** Copies `dist` into `webroot` (made if missing): assets first, release descriptors last. */
export async function publish(dist, webroot) {
  const all = await files(dist);
  const place = async (rel) => {
    const target = path.join(webroot, rel);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.publishing-${process.pid}`;
    await copyFile(path.join(dist, rel), temp);
    await rename(temp, target);
  };
  for (const rel of all.filter((f) => !isDescriptor(f))) await place(rel);
  for (const rel of all.filter(isDescriptor)) await place(rel);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist, webroot] = process.argv.slice(2);
  if (!dist || !webroot) {
    console.error('usage: node infra/remote-static/publish.mjs <dist> <webroot>');
    process.exit(2);
  }
  await publish(path.resolve(dist), path.resolve(webroot));
  console.log(`published ${dist} into ${webroot}`);
}
