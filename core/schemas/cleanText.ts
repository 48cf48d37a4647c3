import type { z } from 'zod';

/**
 * Stored text must be text: no lone UTF-16 surrogate (half an emoji, cut by a length limit or
 * a broken keyboard; PostgreSQL refuses it) and no control character other than tab and line
 * breaks (invisible, and some are refused by PostgreSQL too). Every payload the server stores
 * is checked with `refuseBrokenText`, so such text gets a 400 naming the field, never a 500.
 */
// C0 controls but tab, line feed, carriage return; DEL; C1 controls.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !CONTROL.test(text);
}

/** The 400 text for a field holding such a character (its path, e.g. "subject" or "laws.0.quote.text"). */
export function brokenTextMessage(field: string): string {
  return `The field "${field}" contains a character that cannot be saved (part of a broken emoji, or an invisible control character). Remove it and try again.`;
}

/** Every string in `value` that is not clean text, with its path. */
function brokenStrings(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  if (typeof value === 'string') {
    if (!isCleanText(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => brokenStrings(v, [...path, i], found));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) brokenStrings(v, [...path, k], found);
  }
  return found;
}

/** The one refinement: `.superRefine(refuseBrokenText)` on a payload schema checks all its strings. */
export function refuseBrokenText(value: unknown, ctx: z.RefinementCtx): void {
  for (const path of brokenStrings(value)) {
    ctx.addIssue({ code: 'custom', path, message: brokenTextMessage(path.join('.')) });
  }
}

/** `schema` with every string it accepts checked by refuseBrokenText: for payloads the server stores. */
export function storedText<S extends z.ZodType>(schema: S): S {
  return schema.superRefine(refuseBrokenText) as S;
}
