export * from './cacheNames';
export * from './currentUser';
export * from './courseCopies';
export * from './queuedActions';
export * from './useOnline';
export * from './keptCompletion';
