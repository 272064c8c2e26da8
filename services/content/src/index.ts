export { createContentService, type ContentService, type ContentServiceOptions } from './service';
export { contentHandledEvents, type ContentHandledEvent } from './handled-events';
export { contentConfigSchema, type ContentConfig } from './config';
export { schema as contentSchema } from './db/schema';
export type { BlobStore, BlobInfo, StoredBlob } from './stores/blob-store';
export type { Resolver } from './fetch/safe-fetch';
