/** The data file exists but cannot be used. It is never overwritten in that case. */
export class StoreFileError extends Error {
  override name = 'StoreFileError';
}
