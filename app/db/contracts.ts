/**
 * Contract templates (Draft tab) and contract types (/contract-drafting) on the device: seeded
 * from core/contracts (DESIGN.md "Data: what lives where") and read back from IndexedDB, so both
 * pickers work offline. Only the drafting screens import this module, so the data stays out of
 * other screens' bundles.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { CONTRACT_TEMPLATES, CONTRACT_TYPES } from '../../core/contracts';
import { contractTemplateRecordSchema, contractTypeRecordSchema } from '../../core/schemas/contracts';
import { db } from './database';
import { dataVersionOf, seedOncePerPage, seedReferenceData, type SeedState } from './seed';

export type StoredContractTemplate = z.infer<typeof contractTemplateRecordSchema>;
export type StoredContractType = z.infer<typeof contractTypeRecordSchema>;

const templateRows = CONTRACT_TEMPLATES.map((t, order) => ({ ...t, fields: t.fields.map((f) => ({ ...f })), order }));
const typeRows = CONTRACT_TYPES.map((t, order) => ({ ...t, order }));

/** Copies the templates and types into IndexedDB when their data version changed. */
export async function seedContractData(): Promise<void> {
  await seedReferenceData('contractTemplates', dataVersionOf(templateRows), db.contractTemplates, templateRows);
  await seedReferenceData('contractTypes', dataVersionOf(typeRows), db.contractTypes, typeRows);
}

/** Rows that read as the schema says, in their spec order; anything else is skipped. */
function readRows<S extends z.ZodType<{ order: number }>>(schema: S, rows: unknown[]): z.infer<S>[] {
  return rows
    .map((row) => schema.safeParse(row))
    .filter((r) => r.success)
    .map((r) => r.data as z.infer<S>)
    .sort((a, b) => a.order - b.order);
}

export async function getContractTemplates(): Promise<StoredContractTemplate[]> {
  return readRows(contractTemplateRecordSchema, await db.contractTemplates.toArray());
}

export async function getContractTypes(): Promise<StoredContractType[]> {
  return readRows(contractTypeRecordSchema, await db.contractTypes.toArray());
}

const seedOnce = seedOncePerPage(seedContractData);

function useSeedState(): SeedState {
  const [state, setState] = useState<SeedState>('pending');
  useEffect(() => {
    let live = true;
    void seedOnce().then((done) => live && setState(done));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * Live rows of a seeded table: undefined until they are there. (Seeding happens outside the
 * live query: Dexie does not allow writes inside one.) Where IndexedDB cannot be used at all, the
 * rows come straight from core so the picker still works.
 */
function useSeededRows<T>(read: () => Promise<T[]>, fallback: T[]): T[] | undefined {
  const state = useSeedState();
  const rows = useLiveQuery(read, []);
  if (state === 'failed') return rows && rows.length > 0 ? rows : fallback;
  if (state === 'pending' && rows?.length === 0) return undefined;
  return rows;
}

export function useContractTemplates(): StoredContractTemplate[] | undefined {
  return useSeededRows(getContractTemplates, templateRows as StoredContractTemplate[]);
}

export function useContractTypes(): StoredContractType[] | undefined {
  return useSeededRows(getContractTypes, typeRows as StoredContractType[]);
}
