/** Leads that stand alone (docs/evidence.md): nothing above a lead for "this section" to point at. */
import { describe, expect, it } from 'vitest';
import { allGuides } from '../data/guides';
import { findLaw } from '../laws/corpus';
import { actName, federalLead } from './lead';

const DANGLING = /\b([Tt]h(?:is|e) section|[Tt]his law|[Tt]his Act|[Tt]he Act)\b(?!\s+of\b)/;

describe('leads that stand alone', () => {
  it('no guide lead says "this section", "this law" or "the Act" before naming it', () => {
    const dangling: string[] = [];
    for (const guide of allGuides) {
      const law = findLaw(guide.id)!;
      const lead = federalLead(law.summary, law.citation, law);
      const m = DANGLING.exec(lead);
      if (!m) continue;
      const before = lead.slice(0, m.index);
      const act = actName(law.title)?.replace(/^the /, '');
      if (!before.includes(law.citation) && !(act && before.includes(act))) dangling.push(`${guide.id}: ${lead.slice(0, 120)}`);
    }
    expect(dangling).toEqual([]);
  });

  it('names the law the lead is about', () => {
    const harassment = findLaw('title-vii-harassment')!;
    expect(federalLead(harassment.summary, '42 U.S.C. § 2000e-2(a)(1)', harassment)).toMatch(
      /^Because 42 U\.S\.C\. § 2000e-2 bans discrimination/,
    );
    const adea = findLaw('adea-covered-employers')!;
    expect(federalLead(adea.summary, adea.citation, adea)).toMatch(/^The Age Discrimination in Employment Act covers employers/);
    const comp = findLaw('flsa-comp-time')!;
    expect(federalLead(comp.summary, comp.citation, comp)).toMatch(
      /^Under the Fair Labor Standards Act, only state and local government agencies/,
    );
  });

  it('a bare section’s summary says what it is, not "read the full text at the official link"', () => {
    const bare = findLaw('usc-49-14710')!;
    expect(bare.summary).not.toMatch(/read the full text/i);
    expect(bare.summary).toBe(`49 U.S.C. § 14710, in Title 49 — Transportation, is headed “${bare.heading}”.`);
  });
});
