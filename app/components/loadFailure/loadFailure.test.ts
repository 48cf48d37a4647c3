// @vitest-environment happy-dom
// A real DOM and React's client renderer: a part that fails, then "Try again" clicked.
import { act, createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED } from '../../testing/settled';
import { DISCLAIMER } from '../../../core/brand';
import { ScreenError } from '../../routes/RouteError';
import { theme } from '../../theme';
import { failureText, isDownloadFailure } from './failureText';
import { lazyWithRetry, OfflineDownloadError } from './lazyWithRetry';
import { DOWNLOAD_FAILED_TEXT, DOWNLOAD_FAILED_TITLE, PAGE_ERROR_TEXT, PAGE_ERROR_TITLE, TRY_AGAIN } from './messages';
import { PartBoundary } from './PartBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// What Chromium rejects an import() with when the file does not arrive.
const offline = () => new TypeError(`Failed to fetch dynamically imported module: ${DETAIL_FILE}`);

const DETAIL_FILE = 'http://localhost/assets/AmendmentModal-x1.js';

/**
 * A part whose first `failures` attempts fail as given, then give a component saying `text`:
 * `load` is its import as written in the app, `importFile` the import of its file under a new
 * address (both count as attempts; `files` lists the addresses asked for).
 */
function flakyPart(text: string, failures: (() => Error)[]) {
  const failing = [...failures];
  const Part: ComponentType = () => createElement('p', null, text);
  const attempt = async () => {
    const failure = failing.shift();
    if (failure) throw failure();
    return { default: Part };
  };
  const files: string[] = [];
  const load = vi.fn(attempt);
  const importFile = vi.fn(async (url: string) => {
    files.push(url);
    return attempt();
  });
  // The file does not arrive by a plain fetch either, unless a test says otherwise.
  const reachable = vi.fn(async (_url: string) => false);
  const reload = vi.fn();
  const options = { importFile, reachable, reload };
  return { load, importFile, files, reachable, reload, options, attempts: () => load.mock.calls.length + importFile.mock.calls.length };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // React reports caught errors on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setOnline(true);
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function show(tree: ReactNode) {
  await act(async () => root.render(createElement(MantineProvider, { theme }, tree)));
}

const alertShown = () => container.querySelector('[role="alert"]');
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name);

async function tryAgain() {
  const target = button(TRY_AGAIN);
  if (!target) throw new Error(`no "${TRY_AGAIN}" button`);
  await act(async () => target.click());
}

/** A screen with a lazy part in its own boundary, beside the rest of the screen. */
function screenWithPart(Part: ComponentType, resetKey?: unknown) {
  return createElement(
    'div',
    null,
    createElement('h1', null, 'Know Your Rights'),
    createElement(PartBoundary, {
      resetKey,
      children: createElement(Suspense, { fallback: createElement('span', null, 'Loading...') }, createElement(Part)),
    }),
  );
}

describe('what a failure says', () => {
  it('names a part that could not be downloaded (Chromium, Firefox, Safari, Vite), and anything else as something that went wrong', () => {
    expect(isDownloadFailure(offline())).toBe(true);
    expect(isDownloadFailure(new TypeError('error loading dynamically imported module: http://localhost/assets/a.js'))).toBe(true);
    expect(isDownloadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isDownloadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isDownloadFailure(new OfflineDownloadError())).toBe(true);
    expect(failureText(offline())).toEqual({ title: DOWNLOAD_FAILED_TITLE, text: DOWNLOAD_FAILED_TEXT });
    expect(failureText(new TypeError("Cannot read properties of undefined (reading 'title')"))).toEqual({
      title: PAGE_ERROR_TITLE,
      text: PAGE_ERROR_TEXT,
    });
    expect(failureText('not an error')).toEqual({ title: PAGE_ERROR_TITLE, text: PAGE_ERROR_TEXT });
  });
});

describe('a lazy part whose file did not arrive', () => {
  it('says so in its place, the rest of the screen stays, and Try again imports its file anew (a new address) and shows it', async () => {
    const part = flakyPart('The 19th Amendment', [offline]);
    const Part = lazyWithRetry(part.load, part.options);
    await show(screenWithPart(Part));

    await vi.waitFor(() => expect(alertShown()?.textContent).toContain(DOWNLOAD_FAILED_TITLE), SETTLED);
    expect(alertShown()?.textContent).toContain(DOWNLOAD_FAILED_TEXT);
    expect(container.querySelector('h1')?.textContent).toBe('Know Your Rights');
    // One import per attempt: the failure is not retried behind the user's back.
    expect(part.attempts()).toBe(1);

    await tryAgain();
    await vi.waitFor(() => expect(container.textContent).toContain('The 19th Amendment'), SETTLED);
    expect(alertShown()).toBeNull();
    // The browser keeps a failed file's failure: the same file, under an address it has not seen.
    expect(part.files).toEqual([`${DETAIL_FILE}?retry=1`]);
    expect(part.attempts()).toBe(2);
  });

  it('says so again when the file still does not arrive, and shows it on a later try', async () => {
    const part = flakyPart('The 19th Amendment', [offline, offline]);
    await show(screenWithPart(lazyWithRetry(part.load, part.options)));
    await vi.waitFor(() => expect(alertShown()?.textContent).toContain(DOWNLOAD_FAILED_TITLE), SETTLED);

    await tryAgain();
    await vi.waitFor(() => expect(part.attempts()).toBe(2), SETTLED);
    await vi.waitFor(() => expect(alertShown()?.textContent).toContain(DOWNLOAD_FAILED_TITLE), SETTLED);
    expect(container.textContent).not.toContain('The 19th Amendment');

    await tryAgain();
    await vi.waitFor(() => expect(container.textContent).toContain('The 19th Amendment'), SETTLED);
    expect(part.files).toEqual([`${DETAIL_FILE}?retry=1`, `${DETAIL_FILE}?retry=2`]);
  });

  it('is not asked for while the browser is offline (nothing for the browser to remember), and is once back online', async () => {
    setOnline(false);
    const part = flakyPart('The 19th Amendment', []);
    await show(screenWithPart(lazyWithRetry(part.load, part.options)));
    await vi.waitFor(() => expect(alertShown()?.textContent).toContain(DOWNLOAD_FAILED_TITLE), SETTLED);
    expect(part.attempts()).toBe(0);

    setOnline(true);
    await tryAgain();
    await vi.waitFor(() => expect(container.textContent).toContain('The 19th Amendment'), SETTLED);
    // Never imported, never failed: the file's own address.
    expect(part.load).toHaveBeenCalledTimes(1);
    expect(part.files).toEqual([]);
  });

  it('keeps a failed preload: the first render then imports the file under a new address', async () => {
    const part = flakyPart('The 19th Amendment', [offline]);
    const Part = lazyWithRetry(part.load, part.options);
    await expect(Part.preload()).rejects.toThrow(DETAIL_FILE);
    await show(screenWithPart(Part));
    await vi.waitFor(() => expect(container.textContent).toContain('The 19th Amendment'), SETTLED);
    expect(part.files).toEqual([`${DETAIL_FILE}?retry=1`]);
  });

  it('whose file arrives but a file it imports is held failed by the browser: Try again loads a new page', async () => {
    const part = flakyPart(
      'The 19th Amendment',
      Array.from({ length: 9 }, () => offline),
    );
    part.reachable.mockResolvedValue(true);
    await show(screenWithPart(lazyWithRetry(part.load, part.options)));
    await vi.waitFor(() => expect(alertShown()?.textContent).toContain(DOWNLOAD_FAILED_TITLE), SETTLED);
    // Its own file under a new address at once: not enough; no new page unasked.
    expect(part.files).toEqual([`${DETAIL_FILE}?retry=1`]);
    expect(part.reload).not.toHaveBeenCalled();

    await tryAgain();
    await vi.waitFor(() => expect(part.reload).toHaveBeenCalledTimes(1), SETTLED);
    expect(part.files).toEqual([`${DETAIL_FILE}?retry=1`, `${DETAIL_FILE}?retry=2`, `${DETAIL_FILE}?retry=3`]);
  });

  it('is tried again when opened again (a new reset key), without Try again', async () => {
    const part = flakyPart('The 19th Amendment', [offline]);
    const Part = lazyWithRetry(part.load, part.options);
    await show(screenWithPart(Part, 1));
    await vi.waitFor(() => expect(alertShown()).not.toBeNull(), SETTLED);

    await show(screenWithPart(Part, 2));
    await vi.waitFor(() => expect(container.textContent).toContain('The 19th Amendment'), SETTLED);
    expect(part.attempts()).toBe(2);
  });

  it('that broke (not a download) says something went wrong; Try again runs its import again', async () => {
    const part = flakyPart('The 19th Amendment', [() => new TypeError('x is not a function')]);
    await show(screenWithPart(lazyWithRetry(part.load, part.options)));
    await vi.waitFor(() => expect(alertShown()?.textContent).toContain(PAGE_ERROR_TITLE), SETTLED);
    expect(alertShown()?.textContent).toContain(PAGE_ERROR_TEXT);
    await tryAgain();
    await vi.waitFor(() => expect(container.textContent).toContain('The 19th Amendment'), SETTLED);
    expect(part.load).toHaveBeenCalledTimes(2);
  });
});

describe('a screen whose file did not arrive', () => {
  it('is replaced by the message inside the shell, with the disclaimer; Try again shows the screen', async () => {
    const part = flakyPart('Know Your Rights screen', [offline]);
    const Screen = lazyWithRetry(part.load, part.options);
    // As app/routes/router.tsx: the shell, a pathless route with ScreenError, the screens.
    const router = createMemoryRouter(
      [
        {
          element: createElement('div', null, createElement('header', null, 'Laws AI'), createElement(Outlet)),
          children: [
            {
              errorElement: createElement(ScreenError),
              children: [{ path: '/know-your-rights', element: createElement(Suspense, { fallback: null }, createElement(Screen)) }],
            },
          ],
        },
      ],
      { initialEntries: ['/know-your-rights'] },
    );
    await show(createElement(RouterProvider, { router }));

    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe(DOWNLOAD_FAILED_TITLE), SETTLED);
    expect(alertShown()?.textContent).toContain(DOWNLOAD_FAILED_TEXT);
    expect(container.querySelector('header')?.textContent).toBe('Laws AI');
    expect(container.querySelector('[aria-label="Disclaimer"]')?.textContent).toContain(DISCLAIMER);
    expect(container.textContent).not.toContain('Unexpected Application Error');

    await tryAgain();
    await vi.waitFor(() => expect(container.textContent).toContain('Know Your Rights screen'), SETTLED);
    expect(alertShown()).toBeNull();
    expect(router.state.location.pathname).toBe('/know-your-rights');
    expect(part.attempts()).toBe(2);
  });
});
