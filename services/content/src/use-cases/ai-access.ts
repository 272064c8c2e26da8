import { contentAiMessages } from '@canopy/contracts';
import { HttpError } from '@canopy/service-kit';
import { AiError, type AiClient } from '../ai/ai-client';
import { assertContentAuthor, type Actor } from './access';
import type { ContentDeps } from './deps';

/**
 * Who may call the model, and how often: active educators and administrators (the specification's AI tab is in
 * the educator dashboard; students 403), only when an endpoint is configured (503 `ai_not_configured`), and at
 * most the configured number of requests a minute per user (429 with Retry-After; 503 while the shared counters
 * cannot be reached).
 */
export async function admitAiRequest(
  deps: ContentDeps,
  identity: Actor | null,
): Promise<{ actor: Actor; ai: AiClient }> {
  assertContentAuthor(identity);
  if (!deps.ai) {
    throw new HttpError(503, contentAiMessages.aiNotConfigured, { code: 'ai_not_configured' });
  }
  // Counted across every instance when Redis is configured; 503 while its counters cannot be reached.
  await deps.aiLimiter.enforce(identity.id, contentAiMessages.aiRateLimited);
  return { actor: identity, ai: deps.ai };
}

/** A failed model call as the honest answer: 504 for a time-out, 502 for anything the endpoint got wrong. */
export function aiHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof AiError) {
    if (err.kind === 'timeout')
      return new HttpError(504, contentAiMessages.aiTimeout, { code: 'unavailable' });
    if (err.kind === 'unsupported') {
      return new HttpError(502, contentAiMessages.aiImagesUnsupported, { code: 'unavailable' });
    }
  }
  return new HttpError(502, contentAiMessages.aiUnavailable, { code: 'unavailable' });
}
