import type { Locator, Page } from '@playwright/test';
import { DOWNLOAD_FAILED_TEXT, DOWNLOAD_FAILED_TITLE, TRY_AGAIN } from '../../app/components/loadFailure/messages';

/**
 * The message in place of a part of the app whose file could not be downloaded (a screen, a tab,
 * a detail dialog), inside `scope`, with its "Try again" button.
 */
export class LoadFailure {
  constructor(private readonly scope: Page | Locator) {}

  get alert(): Locator {
    return this.scope.getByRole('alert').filter({ hasText: DOWNLOAD_FAILED_TITLE }).filter({ hasText: DOWNLOAD_FAILED_TEXT });
  }

  get tryAgain(): Locator {
    return this.alert.getByRole('button', { name: TRY_AGAIN, exact: true });
  }
}

/** react-router's page for an error nobody handled: users must never see it. */
export function developerErrorPage(page: Page): Locator {
  return page.getByText('Unexpected Application Error');
}

/** Requests for the app's file matching `file`, as they happen (for what the browser re-fetches). */
export function watchRequests(page: Page, file: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (file.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}
