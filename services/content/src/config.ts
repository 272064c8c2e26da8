import { z } from 'zod';
import { envDurationMs, envList, envUrl, envUrls, envWholeNumber } from '@canopy/service-kit';

/** Environment of the content service, on top of service-kit's base keys; a peer's URL lists each instance. */
export const contentConfigSchema = z.object({
  /**
   * Private hosts and ranges the outbound fetcher may reach anyway (comma-separated IPs, CIDRs or host names,
   * like Mastodon's ALLOWED_PRIVATE_ADDRESSES). Empty: only public addresses. Tests list their stand-ins here.
   */
  FETCH_ALLOWED_PRIVATE: envList(),
  /**
   * Where an older version kept uploaded images (default `${DATA_DIR}/content-uploads`): files found there are
   * moved into the database at start, then deleted. Images themselves live in the database.
   */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** How much each user may upload in total, in megabytes (re-encoded sizes). */
  UPLOAD_QUOTA_MB: envWholeNumber(200, { min: 1, max: 1_000_000 }),
  /** YouTube's oEmbed endpoint (title, author, thumbnail); tests point it at a stand-in. */
  YOUTUBE_OEMBED_URL: envUrl().default('https://www.youtube.com/oembed'),
  /** Where YouTube's watch pages live, for the oEmbed `url` parameter. */
  YOUTUBE_WATCH_URL: envUrl().default('https://www.youtube.com/watch'),
  /**
   * The course service (who teaches a course, who is enrolled) for ebooks attached to courses. Unset: attaching
   * and the course reads answer 503.
   */
  COURSE_URL: envUrls().optional(),
  /** The AI assistant's OpenAI-compatible endpoint. Without a key the AI features answer 503 ai_not_configured. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Empty: OpenAI itself. An operator-configured URL (not user input), so the SDK's own fetch is used. */
  OPENAI_BASE_URL: envUrl().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
  /** How long one model call may take before it is abandoned (504): `60000`, `60s`, `2m`; at most 10 minutes. */
  AI_TIMEOUT_MS: envDurationMs(60_000, { max: 600_000 }),
  /** AI requests one user may make per minute (429 beyond). */
  AI_RATE_LIMIT_PER_MINUTE: envWholeNumber(20, { min: 1, max: 10_000 }),
});
export type ContentConfig = z.infer<typeof contentConfigSchema>;
