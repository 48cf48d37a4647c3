/**
 * The field table of a request or reply, read from its zod schema with zod 4's JSON Schema
 * output (z.toJSONSchema), so the API Documentation page says what the server really parses.
 */
import { z } from 'zod';

export interface ApiField {
  /** Dotted path: "laws[].title", "usc.section". */
  name: string;
  /** "string", "integer", "array of objects", `"built-in" | "ai" | "offline"`, "string or null"... */
  type: string;
  required: boolean;
  /** Limits and defaults in words: "1 to 500 characters", "default 20". */
  notes: string;
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

/** Nested objects are listed this deep (e.g. "laws[].usc.title" is depth 3). */
const MAX_DEPTH = 3;

const isObject = (s: JsonSchema) => s.type === 'object' || (!!s.properties && !s.type);

function typeOf(s: JsonSchema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return [...new Set(variants.map(typeOf))].join(' or ');
  if (s.type === 'array') {
    const item = s.items ? typeOf(s.items) : 'any';
    return item === 'object' ? 'array of objects' : `array of ${item}`;
  }
  if (isObject(s) && s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties) {
    return `map of text to ${typeOf(s.additionalProperties)}`;
  }
  if (isObject(s)) return 'object';
  const type = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any');
  return s.format ? `${type} (${s.format})` : type;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const u = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}${u}` : `${min} to ${max.toLocaleString('en-US')}${u}`;
  if (min !== undefined) return min === 1 && unit === 'characters' ? 'not empty' : `at least ${min}${u}`;
  if (max !== undefined) return `at most ${max.toLocaleString('en-US')}${u}`;
  return undefined;
}

function notesOf(s: JsonSchema): string {
  const notes = [
    range(s.minLength, s.maxLength, 'characters'),
    range(s.minimum, s.maximum, ''),
    range(s.minItems, s.maxItems, 'items'),
    // Formats (email, date-time) already say it; their generated patterns would only confuse.
    s.pattern && !s.format ? `matches ${s.pattern}` : undefined,
    s.default !== undefined ? `default ${JSON.stringify(s.default)}` : undefined,
  ];
  return notes.filter(Boolean).join('; ');
}

function collect(s: JsonSchema, prefix: string, depth: number, out: ApiField[]): void {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  for (const [key, prop] of Object.entries(properties)) {
    const name = prefix ? `${prefix}.${key}` : key;
    out.push({ name, type: typeOf(prop), required: required.has(key), notes: notesOf(prop) });
    if (depth >= MAX_DEPTH) continue;
    if (isObject(prop) && prop.properties) collect(prop, name, depth + 1, out);
    if (prop.type === 'array' && prop.items && isObject(prop.items) && prop.items.properties)
      collect(prop.items, `${name}[]`, depth + 1, out);
  }
}

export interface SchemaShape {
  /** "object", "array of objects", ... (what the body or reply is as a whole). */
  type: string;
  fields: ApiField[];
}

/**
 * What a schema accepts (`io: 'input'`, for requests: defaults make a field optional) or
 * produces (`io: 'output'`, for replies), as a field table.
 */
export function schemaShape(schema: z.ZodType, io: 'input' | 'output'): SchemaShape {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const fields: ApiField[] = [];
  if (json.type === 'array' && json.items && isObject(json.items)) collect(json.items, '', 1, fields);
  else collect(json, '', 1, fields);
  return { type: typeOf(json), fields };
}
