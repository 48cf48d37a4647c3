/**
 * Penalties everywhere a penalty is given (docs/evidence.md): every prepared activity and guide that
 * names an offence states its penalty from the text, or says why none is set.
 */
import { describe, expect, it } from 'vitest';
import { allGuides } from '../data/guides';
import { activityKnowledge } from '../whatsIllegal/knowledge';
import { matchTypedActivity, typedActivities } from '../whatsIllegal/typed';

/** Words that make a summary name an offence (a rule someone can break). */
const OFFENCE = /\b(may not|must not|cannot|can't|illegal|unlawful|a crime|prohibit\w*|forbid\w*|bans?|barred)\b/i;
/** "None stated in this section." and nothing else: no penalty and no reason. */
const BARE_NONE = /^\s*none stated(?: in this section| for this program| for this requirement)?\.?\s*$/i;

describe('every offence has its penalty, or says why none is set', () => {
  it('guides', () => {
    const offences = allGuides.filter((g) => OFFENCE.test(g.summary));
    const missing = offences.filter((g) => !g.penalties.trim() || BARE_NONE.test(g.penalties)).map((g) => g.id);
    console.info(`guides naming an offence: ${offences.length}; without a penalty or a reason: ${missing.length}`);
    expect(missing).toEqual([]);
  });

  it('prepared and typed activities', () => {
    const missing = [...activityKnowledge.map((k) => ({ id: String(k.id), penalty: k.penalty })), ...typedActivities]
      .filter((a) => !a.penalty?.trim() || BARE_NONE.test(a.penalty))
      .map((a) => a.id);
    expect(missing).toEqual([]);
  });

  it('a manager taking servers’ tips gets 29 U.S.C. § 216(e)(2), not "no reliable penalty"', () => {
    const match = matchTypedActivity('my manager takes part of the tips the servers make every night, is that legal');
    expect(match?.activity.id).toBe('tip-theft');
    expect(match?.activity.penalty).toMatch(/up to \$1,100 for each violation of the tip rule under 29 U\.S\.C\. § 216\(e\)\(2\)/);
    expect(match?.activity.penalty).toMatch(/adjusted for inflation each year/);
  });

  it('the OSH Act’s willful violation causing death gives the 18 U.S.C. § 3571 ceilings wherever it is named', () => {
    for (const guide of allGuides.filter((g) => /causes? an employee's death/.test(g.penalties))) {
      expect(guide.penalties, guide.id).toMatch(/\$250,000 for an individual and \$500,000 for an organization/);
      expect(guide.penalties, guide.id).toMatch(/3571\(b\)\(4\)/);
    }
  });
});
