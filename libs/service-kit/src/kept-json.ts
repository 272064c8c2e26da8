import type { Request, Response } from 'express';

type EtagFn = (body: string, encoding: BufferEncoding) => string | undefined;

// Answers a service keeps in memory (course's learner reads and catalogue pages, the forum's discussion lists) are the same object on every hit: their JSON
// and ETag are written once per object instead of once per request. Keyed by the object itself, so an answer read
// afresh is written afresh, and a dropped one takes its text with it.
const written = new WeakMap<object, { body: string; etag: string | undefined }>();

/** `res.json(value)`, with the JSON and the ETag of a kept answer written once. */
export function sendKeptJson(req: Request, res: Response, value: object): void {
  let kept = written.get(value);
  if (!kept) {
    const body = JSON.stringify(value);
    const etagOf = req.app.get('etag fn') as EtagFn | undefined;
    kept = { body, etag: etagOf?.(body, 'utf8') };
    written.set(value, kept);
  }
  // Express keeps an ETag already set, and answers 304 to a matching If-None-Match from it.
  if (kept.etag) res.set('ETag', kept.etag);
  res.type('json').send(kept.body);
}
