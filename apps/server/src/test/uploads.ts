// For tests whose point is a race in the database (twins, parallel filings): the upload door's concurrency
// ceilings (issue 34, platform/upload/upload-slots.ts) raised out of the way, so every request reaches it.
// The ceilings themselves are tested in platform/upload/upload-limits.int.test.ts.
export const UPLOADS_SEM_TETO: Record<string, string> = {
  UPLOAD_CONCURRENT_PER_ACCOUNT: '100',
  UPLOAD_CONCURRENT_PER_INSTANCE: '100',
};
