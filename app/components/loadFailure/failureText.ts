import { OfflineDownloadError } from './lazyWithRetry';
import { DOWNLOAD_FAILED_TEXT, DOWNLOAD_FAILED_TITLE, PAGE_ERROR_TEXT, PAGE_ERROR_TITLE } from './messages';

/**
 * How browsers (and Vite's preloading of a part's files) word a part of the app that could not
 * be fetched: Chromium, Firefox, Safari, Vite.
 */
const DOWNLOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True when the error is a part of the app that did not arrive, not a fault in it. */
export function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && (error instanceof OfflineDownloadError || DOWNLOAD_FAILURE.test(error.message));
}

export interface FailureText {
  title: string;
  text: string;
}

export function failureText(error: unknown): FailureText {
  return isDownloadFailure(error)
    ? { title: DOWNLOAD_FAILED_TITLE, text: DOWNLOAD_FAILED_TEXT }
    : { title: PAGE_ERROR_TITLE, text: PAGE_ERROR_TEXT };
}
