/// <reference types="vite/client" />
// ^ The screens rendered here are Vite code (import.meta.env); tests type-check under tsconfig.node.json.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { decodeHTML } from 'entities';
import { createQueryClient } from '../api/queryClient';
import { AuthProvider } from '../auth';
import { theme } from '../theme';

/**
 * Server-renders a screen inside the app's providers (no jsdom on Node 20): enough to check
 * what a user would read, the roles and names of controls, and where links go.
 */
export function renderPage(Screen: ComponentType, path = '/'): string {
  const tree: ReactNode = createElement(
    MantineProvider,
    { theme },
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      createElement(AuthProvider, null, createElement(MemoryRouter, { initialEntries: [path] }, createElement(Screen))),
    ),
  );
  return renderToString(tree);
}

/** The visible text, with tags removed and spaces collapsed. */
export function textOf(html: string): string {
  return decodeHTML(
    html
      .replace(/<style\b[\s\S]*?<\/style>/g, '')
      .replace(/<!--.*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text content of every element with this tag name. */
export function elementTexts(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map((m) => textOf(m[1] ?? ''));
}

/** [href, text] of every link. */
export function links(html: string): [string, string][] {
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [decodeHTML(m[1] ?? ''), textOf(m[2] ?? '')]);
}

/** The label texts of the form fields. */
export function labels(html: string): string[] {
  return elementTexts(html, 'label').map((label) => label.replace(/\s*\*$/, ''));
}
