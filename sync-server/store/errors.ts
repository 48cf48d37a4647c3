/** The data file exists but cannot be used. It is never overwritten in that case. */
export class StoreFileError extends Error {
  override name = 'StoreFileError';
}

/** A row whose doc is not the shape the server stores (written by hand, or by a newer version). */
export class StoreDataError extends Error {
  override name = 'StoreDataError';
}
