import { describe, expect, it } from 'vitest';
import { findLawsBySection } from '../laws/corpus';
import { resolveAmendment, resolveSection } from '../laws/resolveCitation';
import { parseAnswer } from './format';
import { CheckedAnswer, LINK_REMOVED, MISQUOTE, PHONE_REMOVED, UNVERIFIED } from './aiCheck';
import { aiSearchResponse } from './aiAnswer';
import { DISCLAIMER } from '../brand';

const checker = () => new CheckedAnswer((title, section) => resolveSection(title, section), resolveAmendment);
const run = (text: string, pieces = 1) => {
  const checked = checker();
  let out = '';
  const size = Math.ceil(text.length / pieces);
  for (let i = 0; i < text.length; i += size) out += checked.push(text.slice(i, i + size));
  out += checked.finish();
  return { checked, out };
};

const fdcpa = findLawsBySection(15, '1692c')[0]!;

describe('CheckedAnswer', () => {
  it('keeps a verified law block with the record’s own title, citation, link and penalties', () => {
    const { checked, out } = run(
      'Yes, there are limits.\n\nDebt collectors [15 U.S.C. § 1692c]\n  Verify: https://example.com/fake\n  Penalties: $1,000,000 fine\n  They may not call before 8 a.m.\n',
    );
    const blocks = parseAnswer(out);
    expect(blocks[0]).toEqual({ kind: 'paragraph', text: 'Yes, there are limits.' });
    const law = blocks[1];
    expect(law).toMatchObject({
      kind: 'law',
      title: fdcpa.title,
      badge: fdcpa.citation,
      verifyUrl: fdcpa.government_source,
      details: ['They may not call before 8 a.m.'],
    });
    expect(out).not.toContain('example.com');
    expect(out).not.toContain('$1,000,000');
    expect(checked.laws.map((l) => l.id)).toEqual([fdcpa.id]);
    expect(checked.unverified).toEqual([]);
  });

  it('flags a citation the library does not hold and drops its details', () => {
    const { checked, out } = run(
      'Here is the law.\n\nDebt Relief Act [15 U.S.C. § 1692zz]\n  Collectors must forgive debts after 3 years.\n',
    );
    expect(out).toContain(`Debt Relief Act (15 U.S.C. § 1692zz): this citation ${UNVERIFIED} against the official U.S. Code`);
    expect(out).not.toContain('forgive');
    expect(parseAnswer(out).some((b) => b.kind === 'law')).toBe(false);
    expect(checked.laws).toEqual([]);
    expect(checked.unverified).toEqual(['15 U.S.C. § 1692zz']);
  });

  it('marks unknown citations in running text and keeps known ones', () => {
    const { checked, out } = run('See 15 U.S.C. § 1692c and also 15 U.S.C. § 9999zz for details.');
    expect(out).toBe(`See 15 U.S.C. § 1692c and also 15 U.S.C. § 9999zz (${UNVERIFIED}) for details.\n`);
    expect(checked.unverified).toEqual(['15 U.S.C. § 9999zz']);
  });

  it('checks amendments of the Constitution against the official texts the library holds', () => {
    const { checked, out } = run(
      'Police need a warrant.\n\nSearches [U.S. Const. amend. IV]\n  Verify: https://example.com/4th\n  A warrant needs probable cause.\n\nStates [U.S. Const. amend. XI]\n  Suits against states.\n\nNew rights [Amendment XXVIII]\n  Made up.',
    );
    const laws = parseAnswer(out).filter((b) => b.kind === 'law');
    expect(laws).toEqual([
      {
        kind: 'law',
        title: '4th Amendment — Protection from Unreasonable Searches and Seizures',
        badge: 'U.S. Const. amend. IV',
        verifyUrl: 'https://constitution.congress.gov/constitution/amendment-4/',
        details: ['A warrant needs probable cause.'],
      },
    ]);
    expect(checked.amendments.map((a) => a.citation)).toEqual(['U.S. Const. amend. IV']);
    // The 11th is real but not in the library (it holds the 17 Know Your Rights amendments): not verified.
    expect(checked.unverified).toEqual(['U.S. Const. amend. XI', 'Amendment XXVIII']);
    expect(out).not.toContain('Made up');
    const reply = aiSearchResponse(checked, out, [fdcpa]);
    expect(reply.sources.map((s) => s.citation)).toEqual(['U.S. Const. amend. IV', fdcpa.citation]);
    expect(reply.sources[0]).toMatchObject({ url: 'https://constitution.congress.gov/constitution/amendment-4/' });
    expect(reply.sources[0]!.lawId).toBeUndefined();
  });

  it('takes a range of sections held by the library as verified', () => {
    const { checked, out } = run('The Act is at 15 U.S.C. §§ 1692–1692p.');
    expect(out).toBe('The Act is at 15 U.S.C. §§ 1692–1692p.\n');
    expect(checked.unverified).toEqual([]);
  });

  it('gives the same text however the reply is split into chunks', () => {
    const reply =
      'Short answer.\n\nA paragraph citing 42 U.S.C. § 3604 here.\n\nDebt collectors [15 U.S.C. § 1692c]\n  Detail one.\n\nFake law [99 U.S.C. § 1]\n  Gone.\nClosing line.';
    const whole = run(reply).out;
    for (const pieces of [3, 17, reply.length]) expect(run(reply, pieces).out).toBe(whole);
  });

  it('removes web addresses, phone numbers, Markdown and the model’s own disclaimer', () => {
    const { out } = run(
      '## Answer\n**Call** 1-800-555-0199 or (202) 555-0143, or visit https://scam.example.com/help.\nDisclaimer: I am a lawyer.',
    );
    expect(out).toBe(`Answer\nCall ${PHONE_REMOVED} or ${PHONE_REMOVED}, or visit ${LINK_REMOVED}\n`);
  });

  it('counts an answer of only unverified citations as no content', () => {
    expect(run('Fake law [99 U.S.C. § 1]\n  Gone.').checked.hasContent).toBe(false);
    expect(run('   \n\n').checked.hasContent).toBe(false);
    expect(run('A real sentence.').checked.hasContent).toBe(true);
  });
});

describe('aiSearchResponse', () => {
  it('ends with the disclaimer and engine line, sources from the corpus, a notice for unverified citations', () => {
    const other = findLawsBySection(42, '3604')[0]!;
    const { checked, out } = run('Short answer.\n\nDebt collectors [15 U.S.C. § 1692c]\n  Detail.\n\nFake [99 U.S.C. § 1]\n');
    const reply = aiSearchResponse(checked, out, [other, fdcpa]);
    expect(reply.engine).toBe('ai');
    expect(reply.response.startsWith(out.trimEnd())).toBe(true);
    expect(reply.response).toContain(`Disclaimer: ${DISCLAIMER}`);
    expect(reply.sources.map((s) => s.lawId)).toEqual([fdcpa.id, other.id]);
    expect(reply.sources[0]).toMatchObject({ citation: fdcpa.citation, url: fdcpa.government_source });
    expect(reply.notice).toMatch(/^1 citation in the AI model's answer could not be verified/);
    expect(reply.nextSteps.length).toBeGreaterThanOrEqual(3);
  });
});

describe('CheckedAnswer: quotations of the law (issue 15)', () => {
  // 15 U.S.C. § 1692c(a)(3), word for word from the official text (release point 119-100).
  const official =
    'at the consumer’s place of employment if the debt collector knows or has reason to know that the consumer’s employer prohibits the consumer from receiving such communication.';
  const quoting = (text: string) => {
    const checked = new CheckedAnswer((title, section) => resolveSection(title, section), resolveAmendment, [official]);
    const out = checked.push(`${text}\n`) + checked.finish();
    return { checked, out, reply: aiSearchResponse(checked, out, [fdcpa]) };
  };

  it('keeps a quotation that is word for word in the official text (curly or straight quotes, any spacing)', () => {
    const { out, checked, reply } = quoting(
      'The law says a collector may not call you "at the consumer\'s place of employment if the debt collector knows or has reason to know" that it is forbidden (15 U.S.C. § 1692c(a)(3)).',
    );
    expect(out).not.toContain(MISQUOTE);
    expect(checked.misquoted).toEqual([]);
    expect(reply.notice).toBeUndefined();
  });

  it('accepts words left out with an ellipsis when each part is in the text', () => {
    const { out } = quoting('It bars calls “at the consumer’s place of employment … from receiving such communication.”');
    expect(out).not.toContain(MISQUOTE);
  });

  it('marks a misquotation, like an unverified citation, and says so in the notice', () => {
    const { out, checked, reply } = quoting(
      'The law says "a debt collector may never call you at work for any reason" (15 U.S.C. § 1692c).',
    );
    expect(out).toContain(`"a debt collector may never call you at work for any reason" ${MISQUOTE}`);
    expect(checked.misquoted).toEqual(['a debt collector may never call you at work for any reason']);
    expect(reply.notice).toBe(
      "1 quotation in the AI model's answer is not word for word in the official text of the law: it is marked in the text.",
    );
  });

  it('leaves short quoted terms alone, and checks nothing when no official text was given', () => {
    expect(quoting('This is called "place of employment" in the law.').out).not.toContain(MISQUOTE);
    const { out } = run('The law says "a debt collector may never call you at work for any reason".');
    expect(out).not.toContain(MISQUOTE);
  });
});
