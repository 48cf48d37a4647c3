import { describe, expect, it } from 'vitest';
import { LEAD_REPLACED_NOTICES, LeadGate } from './aiLead';

const LEAD = 'It depends on your state’s law: security deposits are decided mainly by state law, not by a federal statute.';
const feed = (gate: LeadGate, lines: string[]) => lines.map((l) => gate.push(`${l}\n`)).join('') + gate.finish();

describe('the AI answer’s first paragraph (issue 16)', () => {
  it('keeps a state-law answer that says state law decides it, shown once its first paragraph is whole', () => {
    const gate = new LeadGate({ lead: LEAD, stateLaw: true });
    expect(gate.push('This is decided mainly by state law, and deadlines vary by state.\n')).toBe('');
    expect(gate.push('\n')).toBe('This is decided mainly by state law, and deadlines vary by state.\n\n');
    expect(gate.push('More.\n')).toBe('More.\n');
    expect(gate.notice).toBeUndefined();
  });

  it('replaces a state-law answer’s first paragraph that does not say so, and keeps the rest, with a notice', () => {
    const gate = new LeadGate({ lead: LEAD, stateLaw: true });
    const out = feed(gate, ['Yes, you can get it back.', 'It is your right.', '', 'Fair Housing Act [42 U.S.C. § 3604]', '  Detail.']);
    expect(out).toBe(`${LEAD}\n\nFair Housing Act [42 U.S.C. § 3604]\n  Detail.\n`);
    expect(gate.notice).toBe(LEAD_REPLACED_NOTICES.state);
  });

  it('adds the built-in lead before an answer that opens with a law block', () => {
    const gate = new LeadGate({ lead: 'Collectors may not call you at work (15 U.S.C. § 1692c(a)(3)).', stateLaw: false });
    const out = feed(gate, ['FDCPA [15 U.S.C. § 1692c]', '  Detail.']);
    expect(out.startsWith('Collectors may not call you at work (15 U.S.C. § 1692c(a)(3)).\n\nFDCPA [15 U.S.C. § 1692c]')).toBe(true);
    expect(gate.notice).toBe(LEAD_REPLACED_NOTICES.missing);
  });

  it('lets a federal answer’s first line through at once (streaming is not held back)', () => {
    const gate = new LeadGate({ lead: 'x', stateLaw: false });
    expect(gate.push('Yes: federal law limits calls at work.\n')).toBe('Yes: federal law limits calls at work.\n');
    expect(gate.notice).toBeUndefined();
  });

  it('replaces a state-law answer that is one paragraph and ends without a blank line', () => {
    const gate = new LeadGate({ lead: LEAD, stateLaw: true });
    expect(feed(gate, ['The SCRA protects you.'])).toBe(`${LEAD}\n`);
    expect(gate.notice).toBe(LEAD_REPLACED_NOTICES.state);
  });
});
