import { z } from 'zod';

/** Which services receive each event type: type → base URLs (`POST {url}/internal/events`). */
export type EventSubscribers = ReadonlyMap<string, readonly string[]>;

/**
 * EVENT_SUBSCRIBERS: comma-separated `type=baseUrl` pairs, one per receiver of a type, e.g.
 * `user.deleted=http://course:4002,user.deleted=http://forum:4003`. The launcher (or a deployment) writes it
 * from what each receiver declares it handles.
 */
export const eventSubscribersSchema = z
  .string()
  .default('')
  .transform((raw, ctx): EventSubscribers => {
    const out = new Map<string, string[]>();
    for (const pair of raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const eq = pair.indexOf('=');
      const type = pair.slice(0, eq).trim();
      const url = pair.slice(eq + 1).trim();
      if (eq <= 0 || !/^[\w.-]+$/.test(type) || !/^https?:\/\/[^\s]+$/.test(url)) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not type=http(s)://base-url` });
        continue;
      }
      const list = out.get(type) ?? [];
      if (!list.includes(url)) list.push(url.replace(/\/+$/, ''));
      out.set(type, list);
    }
    return out;
  });

/** The EVENT_SUBSCRIBERS text for a list of receivers: the inverse of the schema above. */
export function formatEventSubscribers(receivers: { url: string; handles: readonly string[] }[]): string {
  return receivers.flatMap((r) => r.handles.map((type) => `${type}=${r.url}`)).join(',');
}
