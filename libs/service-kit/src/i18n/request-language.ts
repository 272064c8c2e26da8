import type { Request } from 'express';
import { accountLanguages, type AccountLanguage } from '@canopy/contracts';

function isAccountLanguage(value: unknown): value is AccountLanguage {
  return typeof value === 'string' && (accountLanguages as readonly string[]).includes(value);
}

/**
 * The language the request's `Accept-Language` prefers among those Canopy speaks (`es-MX` counts as `es`, quality
 * values respected), else English.
 */
export function acceptedLanguage(req: Request): AccountLanguage {
  const best = req.acceptsLanguages(...accountLanguages);
  return isAccountLanguage(best) ? best : 'en';
}

/**
 * The language to word an answer in (issue 33): the signed-in account's choice, carried by the gateway's identity
 * token, else the request's `Accept-Language`, else English.
 */
export function requestLanguage(req: Request): AccountLanguage {
  return req.identity?.language ?? acceptedLanguage(req);
}
