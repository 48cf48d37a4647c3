/** Request bodies no client should send: odd JSON, odd types, odd encodings (the fuzz tests). */
import { signupPayload } from './harness';

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
export const oddJson: string[] = [
  'null', '[]', '{}', '"string"', '0', '-1', 'true', 'false', '1e999', '-1e999', '123456789012345678901234567890',
  deep(5000), `{"a":${deep(2000)}}`,
  '{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"x": 1}}}',
  JSON.stringify({ email: ['a@b.co'], password: ['x'] }),
  JSON.stringify({ email: { $ne: null }, password: { $gt: '' } }),
  JSON.stringify({ email: null, password: null }),
  JSON.stringify({ email: 1e308, password: -0 }),
  JSON.stringify({ email: 'maria@example.com', password: 'x'.repeat(5000) }),
  JSON.stringify({ email: '𝓂𝒶𝓇𝒾𝒶@example.com', password: '🔑\u0000\u202e' }),
  JSON.stringify({ email: 'maria@example.com\u0000', password: 'correct horse' }),
  JSON.stringify(signupPayload({ username: '\u0000\u0000\u0000' , email: 'z1@example.com' })),
  JSON.stringify(signupPayload({ username: 'ＭＡＲＩＡ_Ｒ', email: 'z2@example.com' })),
  JSON.stringify(signupPayload({ dateOfBirth: 99999999999999 })),
  JSON.stringify(signupPayload({ dateOfBirth: '+275760-09-13T00:00:00.000Z' })),
  JSON.stringify(signupPayload({ dateOfBirth: '0000-00-00' })),
  JSON.stringify(signupPayload({ disclaimerAccepted: 'true', disclaimerAcceptedAt: 5 })),
  JSON.stringify(signupPayload({ phoneNumber: ['555-123-4567'] })),
  JSON.stringify(signupPayload({ email: 'x'.repeat(300) + '@example.com' })),
  JSON.stringify(signupPayload({ fullLegalName: 'A'.repeat(10_000) })),
  JSON.stringify([signupPayload()]),
  '{"a":1}garbage', '\uFEFF{}', '{"a":"\\ud800"}', '   ', '\n',
];
export const rawBodies: { body: BodyInit; type?: string }[] = [
  ...oddJson.map((body) => ({ body, type: 'application/json' })),
  { body: 'a=b', type: 'application/x-www-form-urlencoded' },
  { body: '<xml/>', type: 'text/xml' },
  { body: new Uint8Array([0, 1, 2, 255, 254]), type: 'application/json' },
  { body: '{}', type: 'application/json; charset=latin1' },
  { body: '{}', type: 'application/json, text/plain' },
  { body: '{}', type: '' },
];
