import { writeFileSync } from 'node:fs';

/**
 * Writes `data` as a JSON object with one entry a line: small on the wire, and a rebuild's diff
 * shows which entry changed. Returns how many entries were written.
 */
export function writeKeyedJson(file: string, data: Record<string, unknown>): number {
  const lines = Object.entries(data).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  writeFileSync(file, `{\n${lines.join(',\n')}\n}\n`);
  return lines.length;
}
