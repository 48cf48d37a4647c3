// @vitest-environment happy-dom
import { createElement, startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_ROUTES, prerenderUrl } from '../../core/prerendered';
import { App } from '../App';
import { setSignedOut } from '../state/auth';
import { pageRouter } from './renderPage';
import { startHydrating } from './useHydrated';

const exec = promisify(execFile);
/** Every prerendered screen's HTML, drawn by the build's own renderer in a process of its own. */
let pages: Record<string, string>;
beforeAll(async () => {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts', '--print'], { maxBuffer: 64 * 1024 * 1024 });
  pages = JSON.parse(stdout) as Record<string, string>;
}, 120_000);

/**
 * The build's HTML of each prerendered page, hydrated the way app/main.tsx does it, with React's
 * development build (which reports every text, element and attribute difference): nothing said.
 */
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.restoreAllMocks();
});

describe('a prerendered page hydrates without a mismatch', () => {
  it.each(PRERENDERED_ROUTES.map((route) => [route]))('%s', async (route) => {
    const url = prerenderUrl(route);
    const html = pages[route]!;
    const container = document.createElement('div');
    container.id = 'root';
    container.setAttribute(PRERENDERED_ATTRIBUTE, route);
    container.innerHTML = html;
    document.body.replaceChildren(container);
    const drawn = container.textContent;

    const said: string[] = [];
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void said.push(args.map(String).join(' ')));
    }
    const recoverable: unknown[] = [];
    // As app/main.tsx does it: marked as hydrating, in a transition.
    setSignedOut();
    startHydrating();
    startTransition(() => {
      root = hydrateRoot(container, createElement(StrictMode, null, createElement(App, { createRouter: () => pageRouter(url) })), {
        onRecoverableError: (error) => void recoverable.push(error),
      });
    });
    // Hydrated: the main landmark's screen is React's (its lazy file loaded), the text unchanged.
    // React's own: the screen's first element is one React has taken over (its lazy code loaded).
    const takenOver = (element: Element | null | undefined) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    await vi.waitFor(() => expect(takenOver(container.querySelector('main')?.firstElementChild)).toBe(true), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recoverable).toEqual([]);
    expect(said.filter((line) => /hydrat|did not match|server rendered/i.test(line))).toEqual([]);
    expect(container.textContent).toBe(drawn);
  });

  it('the sign-in form is read-only, its button disabled, until React has taken the page over', async () => {
    const html = pages['/login']!;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.replaceChildren(container);
    expect(container.querySelector<HTMLInputElement>('input[type="email"]')?.readOnly).toBe(true);
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Log In');
    expect(button?.disabled).toBe(true);

    setSignedOut();
    startHydrating();
    startTransition(() => {
      root = hydrateRoot(container, createElement(StrictMode, null, createElement(App, { createRouter: () => pageRouter('/login') })));
    });
    await vi.waitFor(() => expect(button?.disabled).toBe(false), { timeout: 10_000 });
    expect(container.querySelector<HTMLInputElement>('input[type="email"]')?.readOnly).toBe(false);
  });
});
