import { cartridgeMessages, type CartridgeSkipped } from '@canopy/contracts';
import { ValidationError } from '@canopy/service-kit';
import { htmlTitle } from './lesson-html';
import { HTML_FILE, UNSUPPORTED, kindOf, resourcesOf } from './manifest-resources';
import { createEntryReader, cut, type ImportEntry } from './resource-entries';
import { attr, child, children, lomString, parseXml, text, type XmlNode } from './safe-xml';
import type { PackageFiles } from './zip-package';

/*
 * Reads a Common Cartridge (1.1 to 1.3, from Canopy or another LMS) into what a Canopy course is made of:
 * modules in order, each an ordered list of lessons, quizzes and links. The organization's top-level folders are
 * the modules (Canvas wraps them in one more folder, which is looked through); deeper folders are flattened into
 * their module, and a page outside any folder goes into a module of its own. Everything that cannot become part of
 * the course is listed in `skipped` with the reason, and every change of shape in `notes`.
 */

export type { ImportEntry } from './resource-entries';

export interface ImportModule {
  title: string;
  description: string | null;
  entries: ImportEntry[];
}

export interface ImportPlan {
  title: string;
  description: string | null;
  schemaVersion: string | null;
  modules: ImportModule[];
  notes: string[];
  skipped: CartridgeSkipped[];
}

export async function readCartridge(pkg: PackageFiles): Promise<ImportPlan> {
  const manifestBytes = await pkg.read('imsmanifest.xml');
  if (!manifestBytes) throw new ValidationError(cartridgeMessages.noManifest);
  const manifest = child(parseXml(manifestBytes.toString('utf8')), 'manifest');
  const organization = children(child(manifest, 'organizations'), 'organization')[0];
  if (!manifest || (!child(manifest, 'resources') && !organization)) {
    throw new ValidationError(cartridgeMessages.notCartridge);
  }
  const metadata = child(manifest, 'metadata');
  const general = child(child(metadata, 'lom'), 'general');
  const resources = resourcesOf(manifest);
  const skipped: CartridgeSkipped[] = [];
  const notes: string[] = [];
  const used = new Set<string>();
  const courseTitle =
    lomString(child(general, 'title')) || text(child(organization, 'title')).trim() || 'Imported course';

  const readText = async (path: string) => (await pkg.read(path))?.toString('utf8') ?? null;

  const entriesOf = createEntryReader({ resources, readText, skipped, used });

  /** A folder's leaves in order; sub-folders are flattened into it (said once per sub-folder). */
  const flatten = async (item: XmlNode, location: string): Promise<ImportEntry[]> => {
    const out: ImportEntry[] = [];
    for (const sub of children(item, 'item')) {
      const subTitle = cut(text(child(sub, 'title')).trim());
      if (children(sub, 'item').length > 0) {
        notes.push(`The folder “${subTitle || 'Untitled'}” in “${location}” was flattened into its module.`);
        out.push(...(await flatten(sub, `${location} › ${subTitle}`)));
      } else if (attr(sub, 'identifierref')) {
        out.push(...(await entriesOf(sub, location)));
      } else if (subTitle) {
        notes.push(`The heading “${subTitle}” in “${location}” has no content and was left out.`);
      }
    }
    return out;
  };

  // A rooted hierarchy's single root item has no title and holds the top-level items (Canvas's "LearningModules").
  let top = children(organization, 'item');
  const root = top.length === 1 ? top[0]! : null;
  if (root && !attr(root, 'identifierref') && !text(child(root, 'title')).trim())
    top = children(root, 'item');

  const modules: ImportModule[] = [];
  let loose: ImportModule | null = null;
  for (const item of top) {
    const title = cut(text(child(item, 'title')).trim());
    if (children(item, 'item').length > 0 || !attr(item, 'identifierref')) {
      loose = null;
      const description = lomString(
        child(child(child(child(item, 'metadata'), 'lom'), 'general'), 'description'),
      );
      modules.push({
        title: title || 'Untitled module',
        description: description || null,
        entries: await flatten(item, title || 'Untitled module'),
      });
    } else {
      if (!loose) {
        loose = { title: courseTitle, description: null, entries: [] };
        modules.push(loose);
        notes.push(`Items outside any module were gathered into a module named “${cut(courseTitle)}”.`);
      }
      loose.entries.push(...(await entriesOf(item, courseTitle)));
    }
  }

  // Resources the course outline never reaches, except the files and links its pages depend on.
  const dependencies = new Set(
    [...resources.values()].filter((r) => used.has(r.identifier)).flatMap((r) => r.dependencies),
  );
  for (const res of resources.values()) {
    if (used.has(res.identifier) || dependencies.has(res.identifier)) continue;
    const kind = kindOf(res.type);
    const name = res.href ?? res.identifier;
    const title =
      (kind === 'webcontent' && HTML_FILE.test(name) && htmlTitle((await readText(name)) ?? '')) || name;
    skipped.push({
      kind: UNSUPPORTED[kind]?.kind ?? (kind === 'webcontent' && !HTML_FILE.test(name) ? 'file' : 'resource'),
      title: cut(title),
      location: 'Not in the course outline',
      reason: UNSUPPORTED[kind]?.reason ?? 'The package does not place it in the course outline.',
    });
  }

  return {
    title: cut(courseTitle),
    description: lomString(child(general, 'description')) || null,
    schemaVersion: text(child(metadata, 'schemaversion')).trim() || null,
    modules,
    notes,
    skipped,
  };
}
