import type { Request } from 'express';
import { REQUEST_ID_HEADER } from '@canopy/contracts';

export function requestId(req: Request): string | undefined {
  return req.get(REQUEST_ID_HEADER) ?? undefined;
}
