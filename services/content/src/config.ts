import { z } from 'zod';

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Environment of the content service, on top of service-kit's base keys. */
export const contentConfigSchema = z.object({
  /**
   * Private hosts and ranges the outbound fetcher may reach anyway (comma-separated IPs, CIDRs or host names,
   * like Mastodon's ALLOWED_PRIVATE_ADDRESSES). Empty: only public addresses. Tests list their stand-ins here.
   */
  FETCH_ALLOWED_PRIVATE: list,
  /** Where uploaded images are kept; default `${DATA_DIR}/content-uploads`. */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** How much each user may upload in total, in megabytes (re-encoded sizes). */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** YouTube's oEmbed endpoint (title, author, thumbnail); tests point it at a stand-in. */
  YOUTUBE_OEMBED_URL: z.url({ protocol: /^https?$/ }).default('https://www.youtube.com/oembed'),
  /** Where YouTube's watch pages live, for the oEmbed `url` parameter. */
  YOUTUBE_WATCH_URL: z.url({ protocol: /^https?$/ }).default('https://www.youtube.com/watch'),
});
export type ContentConfig = z.infer<typeof contentConfigSchema>;
