import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { dataVersionOf, seedReferenceData } from './seed';

const states = [
  { code: 'CA', name: 'California' },
  { code: 'TX', name: 'Texas' },
];

beforeEach(async () => {
  await db.states.clear();
  await db.meta.clear();
});

describe('reference data seeding', () => {
  it('copies the rows once per version and replaces them when the version changes', async () => {
    expect(await seedReferenceData('states', dataVersionOf(states), db.states, states)).toBe(true);
    expect(await seedReferenceData('states', dataVersionOf(states), db.states, states)).toBe(false);
    expect((await db.states.toArray()).map((s) => s.code)).toEqual(['CA', 'TX']);

    const renamed = [{ code: 'NY', name: 'New York' }];
    expect(await seedReferenceData('states', dataVersionOf(renamed), db.states, renamed)).toBe(true);
    expect((await db.states.toArray()).map((s) => s.code)).toEqual(['NY']);
  });

  it('gives different versions to different data and the same version to the same data', () => {
    expect(dataVersionOf(states)).toBe(dataVersionOf(structuredClone(states)));
    expect(dataVersionOf(states)).not.toBe(dataVersionOf([...states].reverse()));
  });
});
