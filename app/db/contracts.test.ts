import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_TEMPLATES, CONTRACT_TYPES } from '../../core/contracts';
import { db } from './database';
import { getContractTemplates, getContractTypes, seedContractData } from './contracts';
import { getDataVersion } from './index';

beforeEach(async () => {
  await db.contractTemplates.clear();
  await db.contractTypes.clear();
  await db.meta.clear();
});

describe('contract templates and types on the device', () => {
  it('are seeded from core and read back complete, in the spec order', async () => {
    expect(await getContractTemplates()).toEqual([]);
    await seedContractData();
    const templates = await getContractTemplates();
    expect(templates.map((t) => t.id)).toEqual(['rental', 'employment', 'service', 'nda', 'sale', 'loan']);
    expect(templates[5]!.fields.find((f) => f.name === 'interestRate')).toMatchObject({ required: false, hint: 'Enter 0 for no interest' });
    expect(templates.map(({ order: _order, ...t }) => t)).toEqual(JSON.parse(JSON.stringify(CONTRACT_TEMPLATES)));

    const types = await getContractTypes();
    expect(types.map((t) => t.id)).toEqual([
      'nda',
      'employment',
      'contractor',
      'service',
      'purchase',
      'lease',
      'partnership',
      'licensing',
      'settlement',
      'custom',
    ]);
    expect(types.map(({ order: _order, ...t }) => t)).toEqual(JSON.parse(JSON.stringify(CONTRACT_TYPES)));
    expect(await getDataVersion('contractTemplates')).toMatch(/\S/);
    expect(await getDataVersion('contractTypes')).toMatch(/\S/);
  });

  it('are re-seeded when the stored copy is from another data version, and skip unreadable rows', async () => {
    await db.contractTemplates.put({ id: 'old', category: 'Old', name: 'Old template' });
    await db.meta.put({ key: 'data-version:contractTemplates', value: 'old-version' });
    await seedContractData();
    expect((await getContractTemplates()).map((t) => t.id)).not.toContain('old');

    await db.contractTypes.put({ id: 'broken' });
    expect(await getContractTypes()).toHaveLength(10);
  });
});
