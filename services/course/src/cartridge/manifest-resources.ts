import type { CartridgeSkipped } from '@canopy/contracts';
import { attr, child, children, type XmlNode } from './safe-xml';
import { isSafePackagePath } from './zip-package';

/* The manifest's <resources>: what each resource is, where its files are, and which kinds Canopy cannot import. */

export interface ResourceInfo {
  identifier: string;
  type: string;
  href: string | null;
  files: string[];
  dependencies: string[];
}

export const HTML_FILE = /\.x?html?$/i;

/** What kind of thing a resource type names, across CC 1.0–1.3 (`imswl_xmlv1p1`, `imsdt_xmlv1p3`, ...). */
export function kindOf(type: string) {
  const t = type.toLowerCase();
  if (t === 'webcontent') return 'webcontent' as const;
  if (t.startsWith('imswl_')) return 'weblink' as const;
  if (t.startsWith('imsqti_') && t.endsWith('/assessment')) return 'assessment' as const;
  if (t.startsWith('imsqti_') && t.endsWith('/question-bank')) return 'question_bank' as const;
  if (t.startsWith('imsdt_')) return 'discussion' as const;
  if (t.startsWith('imsbasiclti_')) return 'lti_link' as const;
  if (t.startsWith('assignment_')) return 'assignment' as const;
  return 'other' as const;
}

export const UNSUPPORTED: Record<string, { kind: CartridgeSkipped['kind']; reason: string }> = {
  question_bank: {
    kind: 'question_bank',
    reason: 'Question banks are not imported; only quizzes placed in the course are.',
  },
  discussion: {
    kind: 'discussion',
    reason: 'Discussion topics are not imported: start them in the course’s forum.',
  },
  lti_link: { kind: 'lti_link', reason: 'External tools (LTI links) are not supported by Canopy.' },
  assignment: { kind: 'assignment', reason: 'Assignments are not supported by Canopy.' },
  other: { kind: 'resource', reason: 'This kind of resource is not supported by Canopy.' },
};

/** A package path from a manifest reference: URL-decoded, relative to the package root; null when unsafe. */
function packagePath(href: string, base = ''): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const joined = `${base}${decoded}`.replace(/^\.\//, '');
  return isSafePackagePath(joined) ? joined : null;
}

/** Every resource of the manifest by identifier, its paths resolved against the xml:base of its container. */
export function resourcesOf(manifest: XmlNode): Map<string, ResourceInfo> {
  const found = new Map<string, ResourceInfo>();
  const container = child(manifest, 'resources');
  const containerBase = attr(container, 'base') ?? '';
  for (const r of children(container, 'resource')) {
    const identifier = attr(r, 'identifier');
    if (!identifier) continue;
    const base = containerBase + (attr(r, 'base') ?? '');
    const files = children(r, 'file').flatMap((f) => {
      const p = packagePath(attr(f, 'href') ?? '', base);
      return p ? [p] : [];
    });
    const href = attr(r, 'href') ? packagePath(attr(r, 'href')!, base) : null;
    found.set(identifier, {
      identifier,
      type: attr(r, 'type') ?? '',
      href: href ?? files[0] ?? null,
      files,
      dependencies: children(r, 'dependency').flatMap((d) => attr(d, 'identifierref') ?? []),
    });
  }
  return found;
}
