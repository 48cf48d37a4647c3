/**
 * What the app says when a part of it fails to show (not in the spec: our own words). A part
 * whose code did not arrive (a bad connection, offline before it was saved on the device) is
 * named as such; anything else is "something went wrong". Tests import these.
 */
export const DOWNLOAD_FAILED_TITLE = 'This part of the app could not be downloaded';
export const DOWNLOAD_FAILED_TEXT = 'Check your connection and try again.';
export const PAGE_ERROR_TITLE = 'Something went wrong on this page';
export const PAGE_ERROR_TEXT = 'Please try again.';
export const TRY_AGAIN = 'Try again';
