/**
 * How the law search worker's tasks fail (protocol.ts FailureCode), and the messages a user reads.
 */
import type { FailureCode, WorkerFailure } from './protocol';

export class LibraryTaskError extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const libraryMessages = {
  notSaved: 'The law library is not saved on this device.',
  network: 'The library could not be downloaded: the server could not be reached. Check your connection and try again.',
  signedOut: 'Your session has ended. Sign in again to save the library.',
  format: 'The library sent by the server could not be read. Please try again later.',
  storage: 'The library could not be saved on this device. Free up some storage space and try again.',
  cancelled: 'Saving the library was cancelled.',
} as const;

export function toFailure(error: unknown): WorkerFailure {
  if (error instanceof LibraryTaskError)
    return { code: error.code, message: error.message, ...(error.status ? { status: error.status } : {}) };
  return { code: 'internal', message: error instanceof Error && error.message ? error.message : 'Something went wrong in the law search.' };
}
