import { describe, expect, it } from 'vitest';
import { findLawsBySection, getLawRecords } from '../../core/laws';
import { lawDetailSchema } from '../../core/schemas/legal';
import { amendedDatesSchema } from '../../core/schemas/lawHistory';
import { windowStart } from '../../core/laws/history';
import { serverWithMember } from '../../test-support/server/harness';

// The history of each law on the law detail: the real corpus, the real server.

const ctx = serverWithMember();

async function detail(id: string) {
  const res = await ctx.jar.fetch(`/api/legal/laws/${id}`);
  expect(res.status, id).toBe(200);
  return lawDetailSchema.parse(await res.json());
}

describe('GET /api/legal/laws/:id: when the law was last amended, and its history', () => {
  it('38 U.S.C. § 4323 was last amended Jan. 2, 2025 by Pub. L. 118-210, with its source credit and amendment notes', async () => {
    const law = await detail('usc-38-4323');
    expect(law.lastAmended).toEqual({ date: '2025-01-02', publicLaw: '118-210' });
    expect(law.enacted).toEqual({ date: '1994-10-13', publicLaw: '103-353' });
    expect(law.history!.releasePoint).toBe('119-100');
    expect(law.history!.credit).toContain('Pub. L. 118–210, title II, § 221(c), (d), (e)(3), Jan. 2, 2025');
    expect(law.history!.amendments[0]).toMatch(/^2025—Subsec\. \(d\)\(1\)\(C\), \(D\)\. Pub\. L\. 118–210/);
  });

  it('15 U.S.C. § 1692c dates from Sept. 20, 1977 (Pub. L. 95-109) and has no amendment notes', async () => {
    const law = await detail('usc-15-1692c');
    expect(law.lastAmended).toEqual({ date: '1977-09-20', publicLaw: '95-109' });
    expect(law.enacted).toEqual(law.lastAmended);
    expect(law.history!.amendments).toEqual([]);
  });

  it('a guide carries the history of the section it explains', async () => {
    const guide = findLawsBySection(38, '4323').find((l) => l.kind === 'guide') ?? getLawRecords().find((l) => l.kind === 'guide')!;
    const law = await detail(guide.id);
    const section = await detail(`usc-${guide.usc.title}-${guide.usc.section}`);
    expect(law.lastAmended).toEqual(section.lastAmended);
    expect(law.history).toEqual(section.history);
  });

  it('GET /api/legal/amended-dates gives the device every section changed in 10 years, newest first', async () => {
    const res = await ctx.jar.fetch('/api/legal/amended-dates');
    expect(res.status).toBe(200);
    const dates = amendedDatesSchema.parse(await res.json());
    expect(dates.since).toBe(windowStart(10));
    expect(dates.sections.find(([t, s]) => t === 38 && s === '4323')).toEqual([38, '4323', 0, '2025-01-02', '118-210']);
    expect(dates.sections.some(([t, s]) => t === 15 && s === '1692c')).toBe(false);
    expect(dates.sections.every(([, , , d]) => d >= dates.since)).toBe(true);
    expect(dates.sections.length).toBeGreaterThan(12_000);
  });
});
