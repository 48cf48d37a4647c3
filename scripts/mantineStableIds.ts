import type { Plugin } from 'vite';

/**
 * Mantine's useId (@mantine/hooks) draws React's id, then swaps it for a random one in a layout
 * effect. On a page hydrated from the build's HTML that swap re-draws every input, label and
 * drawer synchronously right after hydration, and rewrites their ids and aria links: one long
 * task on a phone (docs/lighthouse.md). React's useId is already the same on the server and in the
 * browser, so the app keeps it. The id's format is Mantine's own (`mantine-` + React's id without
 * colons), which the prerender (Mantine's code as published, run by Node) draws too.
 */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from "react";
export function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === "string") return staticId;
  return \`mantine-\${reactId.replace(/:/g, "")}\`;
}
`;

export function mantineStableIds(): Plugin {
  return {
    name: 'laws-ai:mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id.split('?')[0]!) ? STABLE_USE_ID : null;
    },
  };
}
