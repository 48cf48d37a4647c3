import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedNames, packageStylesheet, reachableMantineClasses } from './testing/mantineClasses';

const appDir = fileURLToPath(new URL('.', import.meta.url));
/** The stylesheets app/mantineStyles.ts imports, in order. */
const imported = [...readFileSync(new URL('./mantineStyles.ts', import.meta.url), 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map(
  (m) => m[1],
);
const definedIn = (css: string, name: string) => new RegExp(`\\b${name}\\b`).test(css);

describe('the Mantine styles the app imports (issue 18: not the whole styles.css)', () => {
  it('define every class of every Mantine component the app uses and of what those render', () => {
    const css = imported.map(packageStylesheet).join('\n');
    const classes = [
      ...reachableMantineClasses(importedNames(appDir, '@mantine/core')),
      ...reachableMantineClasses(importedNames(appDir, '@mantine/notifications'), '@mantine/notifications'),
    ];
    // Sanity: Button, Loader, Notifications and Tabs are used, so their classes must be among them.
    expect(classes.length).toBeGreaterThan(200);
    expect(classes.filter((name) => !definedIn(css, name))).toEqual([]);
  });

  it("keep Mantine's own order from styles.css, so the cascade is the one of the whole file", () => {
    const whole = packageStylesheet('@mantine/core/styles.css');
    const positions = imported
      .filter((file) => file.startsWith('@mantine/core/'))
      .map((file) => whole.indexOf(packageStylesheet(file).trim().slice(0, 300)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('start with the baseline, the default CSS variables and the global styles', () => {
    expect(imported.slice(0, 3)).toEqual([
      '@mantine/core/styles/baseline.css',
      '@mantine/core/styles/default-css-variables.css',
      '@mantine/core/styles/global.css',
    ]);
  });
});
