/// <reference types="vite/client" />
// ^ The screens rendered here are Vite code (import.meta.env); tests type-check under tsconfig.node.json.
import '@testing-library/jest-dom/vitest';
import type { ComponentType, ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within, type RenderResult } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, vi } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { AuthProvider } from '../auth';
import type { Heading } from '../components/info/headingOutline';
import { theme } from '../theme';

export { fireEvent, screen, waitFor, within } from '@testing-library/react';

// findBy* and waitFor wait up to 10 s, not their own 1 s: a render can take longer on a loaded
// machine (docs/performance.md, "Flaky tests found and fixed (s11)"). Against a hang, not a speed check.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom has no FontFaceSet, and Mantine's autosizing textarea listens to document.fonts.
if (typeof document !== 'undefined' && !('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

/**
 * The last screen of a file is unmounted before the file's environment goes, once the modules its
 * effects import on demand (the outbox when signed in, the quiz bank) have loaded: without a window
 * they fail. Registered here for an isolated file; the app-dom project, whose files share this
 * module, registers it for every file in its setup file (app/testing/domSetup.ts).
 */
export async function unmountWhenSettled(): Promise<void> {
  await vi.dynamicImportSettled();
  cleanup();
}
afterAll(unmountWhenSettled);

export interface RenderOptions {
  /** The address the router starts at. */
  path?: string;
  /** A query client with replies already in its cache. */
  client?: QueryClient;
}

/**
 * Mounts a screen in the app's providers (theme, queries, session, router) in the test file's DOM
 * (happy-dom) and returns Testing Library's queries for it.
 *
 * One screen at a time: a render first unmounts the one before, so a describe block can draw a
 * screen once (beforeAll) and ask several things of it. These tests check a screen as first drawn:
 * no server answers them, so a request the screen makes stays pending (it shows its loading state)
 * instead of reaching whatever listens on the test URL's port.
 */
export function renderScreen(Screen: ComponentType, { path = '/', client = createQueryClient() }: RenderOptions = {}): RenderResult {
  cleanup();
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <MemoryRouter initialEntries={[path]}>
            <Screen />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** renderScreen for one element (a component with its props). */
export function renderElement(element: ReactElement, options?: RenderOptions): RenderResult {
  return renderScreen(() => element, options);
}

/**
 * The width of the test window, in CSS pixels (happy-dom's default is 1024). Mantine's hiddenFrom
 * and visibleFrom are media queries: a phone and a desktop see different controls.
 */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM.setViewport({ width });
}

/** [href, accessible name] of every link a screen reader lists, in document order. */
export function links(container: HTMLElement = document.body): [string, string][] {
  return screenQueries(container)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href') ?? '', computeAccessibleName(link)]);
}

/** The accessible names of the elements of a role (buttons, tabs, headings of a level...). */
export function namesOf(role: 'button' | 'tab' | 'radio' | 'listitem' | 'option', container: HTMLElement = document.body): string[] {
  return screenQueries(container)
    .queryAllByRole(role)
    .map((element) => computeAccessibleName(element));
}

/**
 * The labels of the form fields, in document order: each label tied to its control (a label that
 * names nothing is left out), without the required-field asterisk.
 */
export function fieldLabels(container: HTMLElement = document.body): string[] {
  return [...container.querySelectorAll('label')].filter((label) => label.control).map((label) => readText(label).replace(/\s*\*$/, ''));
}

/** The text of the headings of one level, in document order. */
export function headingTexts(level: number, container: HTMLElement = document.body): string[] {
  return screenQueries(container)
    .queryAllByRole('heading', { level })
    .map((heading) => normalised(heading.textContent));
}

/** Every heading with its level, in document order (for outlineProblems). */
export function headings(container: HTMLElement = document.body): Heading[] {
  return screenQueries(container)
    .queryAllByRole('heading')
    .map((heading) => ({
      level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
      text: normalised(heading.textContent),
    }));
}

/**
 * The words of an element as read in order, a space where one element ends and the next begins
 * (so "Total Laws" and "51,102" in two elements read "Total Laws 51,102"); styles left out.
 */
export function readText(element: Node = document.body): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node.nodeType === node.ELEMENT_NODE && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes((node as Element).tagName)) {
      parts.push(' ');
      node.childNodes.forEach(walk);
      parts.push(' ');
    }
  };
  walk(element);
  return normalised(parts.join(''));
}

/** Whether a comes before b in the document. */
export function precedes(a: Node, b: Node): boolean {
  return Boolean(a.compareDocumentPosition(b) & a.DOCUMENT_POSITION_FOLLOWING);
}

const normalised = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function screenQueries(container: HTMLElement) {
  return container === document.body ? screen : within(container);
}
