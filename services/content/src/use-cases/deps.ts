import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { SafeFetcher } from '../fetch/safe-fetch';
import type { StoreAccess } from '../stores/stores';
import type { ImageLimits } from '../uploads/image-processing';
import type { UploadStorage } from '../uploads/upload-storage';

export interface YoutubeEndpoints {
  oembedUrl: string;
  watchUrl: string;
}

/** What the content service's use cases need. */
export interface ContentDeps {
  stores: StoreAccess;
  storage: UploadStorage;
  /** Every outbound fetch goes through it. */
  fetcher: SafeFetcher;
  images: ImageLimits;
  uploadQuotaBytes: number;
  youtube: YoutubeEndpoints;
  clock: Clock;
  logger: Logger;
}
