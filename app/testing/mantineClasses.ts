import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which Mantine class names the app's code can put on an element (the app imports only
 * the Mantine stylesheets it uses, app/mantineStyles.ts). Node-only, for tests: reads the app's
 * imports from @mantine/core and @mantine/notifications, follows Mantine's own ES modules from
 * each imported name (a Select renders a Combobox, a Popover, an Input...), and collects the
 * class names of every CSS module reached.
 */
const nodeModules = fileURLToPath(new URL('../../node_modules', import.meta.url));
const packageDir = (name: string) => path.join(nodeModules, name);

const IMPORT = /import\s*(?:\{([^}]*)\}|[\w$]+)\s*from\s*["']([^"']+)["']/g;
const names = (list: string) =>
  list
    .split(',')
    .map((n) =>
      n
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim(),
    )
    .filter(Boolean);

/** Named imports from `pkg` in every .ts/.tsx file under `dir` (tests excluded). */
export function importedNames(dir: string, pkg: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      for (const n of importedNames(file, pkg)) found.add(n);
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) if (m[2] === pkg && m[1]) names(m[1]).forEach((n) => found.add(n));
    }
  }
  return found;
}

/** name -> module file, from a Mantine package's esm/index.mjs. */
function exportsOf(pkg: string): Map<string, string> {
  const esm = path.join(packageDir(pkg), 'esm');
  const map = new Map<string, string>();
  for (const m of readFileSync(path.join(esm, 'index.mjs'), 'utf8').matchAll(IMPORT)) {
    if (m[1] && m[2].startsWith('.')) for (const n of names(m[1])) map.set(n, path.join(esm, m[2]));
  }
  return map;
}

/** Every class name of every Mantine CSS module reachable from `used` names of `pkg`. */
export function reachableMantineClasses(used: Iterable<string>, pkg = '@mantine/core'): Set<string> {
  const packages = new Map<string, Map<string, string>>();
  const exported = (p: string) => packages.get(p) ?? packages.set(p, exportsOf(p)).get(p)!;
  const seen = new Set<string>();
  const classes = new Set<string>();
  const queue = [...used].map((n) => exported(pkg).get(n)).filter((f): f is string => Boolean(f));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (file.endsWith('.module.mjs')) for (const m of source.matchAll(/"(m_[0-9a-f]+)"/g)) classes.add(m[1]);
    for (const m of source.matchAll(IMPORT)) {
      if (m[2].startsWith('.')) queue.push(path.resolve(path.dirname(file), m[2]));
      else if (m[2].startsWith('@mantine/') && m[1])
        for (const n of names(m[1])) {
          const f = exported(m[2]).get(n);
          if (f) queue.push(f);
        }
    }
  }
  return classes;
}

/** The Mantine stylesheet files (under @mantine/core/styles/) that define a class or keyframes. */
export function stylesheetsDefining(classes: Iterable<string>): Map<string, string[]> {
  const dir = path.join(packageDir('@mantine/core'), 'styles');
  const sheets = readdirSync(dir).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'));
  const text = new Map(sheets.map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
  return new Map([...classes].map((c) => [c, sheets.filter((f) => new RegExp(`\\b${c}\\b`).test(text.get(f)!))]));
}

/** The text of a stylesheet imported as a bare specifier ("@mantine/core/styles/Button.css"). */
export function packageStylesheet(specifier: string): string {
  const [scope, name, ...rest] = specifier.split('/');
  return readFileSync(path.join(packageDir(`${scope}/${name}`), ...rest), 'utf8');
}
