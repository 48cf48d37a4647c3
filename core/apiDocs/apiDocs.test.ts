import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { federalLawsQuerySchema, searchResponseSchema } from '../schemas/legal';
import { signupPayloadSchema } from '../schemas/auth';
import { areaName, documentedEndpoints, endpointsByArea, errorReplyShape } from './index';
import { endpointDocs } from './endpoints';
import { schemaShape } from './fields';
import { officialDataSources } from './officialSources';
import { routeKey } from './routes';

const field = (fields: { name: string }[], name: string) => fields.find((f) => f.name === name);

describe('field tables from the zod schemas', () => {
  it('reads a query string as the server parses it: optional fields with their defaults and limits', () => {
    const { type, fields } = schemaShape(federalLawsQuerySchema, 'input');
    expect(type).toBe('object');
    expect(fields.map((f) => f.name)).toEqual(['page', 'limit', 'category', 'q']);
    expect(field(fields, 'limit')).toEqual({ name: 'limit', type: 'integer', required: false, notes: '1 to 100; default 20' });
    expect(field(fields, 'q')).toMatchObject({ type: 'string', required: false, notes: 'at most 500 characters' });
  });

  it('lists nested reply fields with their paths, enums and which are always present', () => {
    const { fields } = schemaShape(searchResponseSchema, 'output');
    expect(field(fields, 'sources')).toMatchObject({ type: 'array of objects', required: true });
    expect(field(fields, 'sources[].citation')).toMatchObject({ type: 'string', required: true });
    expect(field(fields, 'sources[].summary')).toMatchObject({ required: false });
    expect(field(fields, 'engine')).toMatchObject({ type: '"built-in" | "ai" | "offline"' });
    expect(field(fields, 'notice')).toMatchObject({ required: false });
  });

  it('says what formats, patterns, constants and nullable fields accept', () => {
    const { fields } = schemaShape(signupPayloadSchema, 'input');
    expect(field(fields, 'email')).toMatchObject({ type: 'string (email)', notes: 'at most 200 characters' });
    expect(field(fields, 'phoneNumber')).toMatchObject({ notes: 'matches ^\\d{3}-\\d{3}-\\d{4}$' });
    expect(field(fields, 'disclaimerAccepted')).toMatchObject({ type: 'true', required: true });
    expect(field(fields, 'disclaimerAcceptedAt')).toMatchObject({ type: 'string (date-time) or null' });
  });

  it('describes an array reply by its items', () => {
    const shape = schemaShape(z.array(z.object({ id: z.string() })), 'output');
    expect(shape).toEqual({ type: 'array of objects', fields: [{ name: 'id', type: 'string', required: true, notes: '' }] });
  });
});

describe('the documented endpoints', () => {
  const endpoints = documentedEndpoints();

  it('are the routes read from the server, each with its purpose', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const e of endpoints) expect(e.purpose, routeKey(e)).toBeTruthy();
  });

  it('include the public endpoints the spec documents (categories, statistics) and the search', () => {
    const keys = endpoints.map((e) => `${routeKey(e)} ${e.access}`);
    expect(keys).toEqual(
      expect.arrayContaining(['GET /api/legal/categories public', 'GET /api/legal/statistics public', 'POST /api/legal/search signed-in']),
    );
    const search = endpoints.find((e) => routeKey(e) === 'POST /api/legal/search')!;
    expect(search.request?.in).toBe('body');
    expect(search.request?.shape.fields.map((f) => f.name)).toEqual(['query', 'category', 'state']);
  });

  it('name path parameters', () => {
    const detail = endpoints.find((e) => e.path === '/api/legal/laws/:id')!;
    expect(detail.params).toEqual([{ name: 'id', description: endpointDocs['GET /api/legal/laws/:id']!.params!.id }]);
  });

  it('are grouped by area in the router order', () => {
    const areas = endpointsByArea(endpoints);
    expect(areas[0]).toMatchObject({ area: 'auth', name: 'Accounts' });
    expect(areas.flatMap((a) => a.endpoints)).toHaveLength(endpoints.length);
    expect(areaName('whats-illegal')).toBe("What's Illegal");
    expect(areaName('new-area')).toBe('New Area');
  });

  it('document the error reply', () => {
    expect(errorReplyShape().fields.map((f) => `${f.name}${f.required ? '' : '?'}`)).toEqual([
      'error',
      'issues?',
      'issues[].path',
      'issues[].message',
    ]);
  });
});

describe('the official data sources', () => {
  it('are Congress.gov and GovInfo (key required) and the Federal Register (no key), each with base URL, frequency and data', () => {
    expect(officialDataSources.map((s) => [s.name, s.keyRequired])).toEqual([
      ['Congress.gov API', true],
      ['GovInfo API', true],
      ['Federal Register API', false],
    ]);
    for (const s of officialDataSources) {
      expect(new URL(s.baseUrl).protocol).toBe('https:');
      expect(new URL(s.baseUrl).hostname).toMatch(/\.gov$/);
      expect(['Real-time', 'Daily']).toContain(s.updateFrequency);
      expect(s.dataProvided.length).toBeGreaterThan(2);
    }
  });
});
