import {
  ACTION_SUBJECT_HEADER,
  queuedActionKinds,
  type QueuedAction,
  type QueuedActionKind,
} from '@canopy/offline';

const kinds: ReadonlyMap<string, QueuedActionKind> = new Map(Object.entries(queuedActionKinds));

/** The kind of action kept for a path; null for a path whose requests are not kept offline. */
export function keptActionKind(pathname: string): QueuedActionKind | null {
  return kinds.get(pathname) ?? null;
}

/**
 * What the offline banner needs to word a kept request: its kind and what it is about (the page's header). No text
 * of any language: the page that lists the action words it in its own (shell/src/offline/offlineTexts.ts).
 */
export function keptAction(request: Request, kind: QueuedActionKind): Omit<QueuedAction, 'queuedAt'> {
  const raw = request.headers.get(ACTION_SUBJECT_HEADER);
  let subject: string | undefined;
  try {
    subject = raw ? decodeURIComponent(raw) : undefined;
  } catch {
    subject = undefined; // not URI-encoded: the action is listed without it
  }
  return subject ? { kind, subject } : { kind };
}

/** Whether stored metadata is a kept action: one with a kind, or one kept before kinds with its label. */
export function isKeptAction(value: unknown): value is QueuedAction {
  const m = value as Partial<QueuedAction> | undefined;
  if (typeof m?.queuedAt !== 'string') return false;
  return typeof m.kind === 'string' || typeof m.label === 'string';
}

/** The fields a page is sent for a kept action (not who made it). */
export function listedAction({ kind, subject, label, queuedAt }: QueuedAction): QueuedAction {
  return {
    ...(kind ? { kind } : {}),
    ...(subject !== undefined ? { subject } : {}),
    ...(label !== undefined ? { label } : {}),
    queuedAt,
  };
}
