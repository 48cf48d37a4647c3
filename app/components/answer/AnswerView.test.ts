/**
 * The answer shaped for a phone: the lead first, a state-law answer's route to the
 * state's own law, each law a compact card with its quoted passage, "Read the law", "Verify on
 * Government Website" and "More"; while typing, formatted blocks and never a raw "Verify:" line.
 */
// @vitest-environment happy-dom
import { createElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatAnswer, type AnswerBlock } from '../../../core/answer/format';
import { ALSO_FEDERAL_HEADING } from '../../../core/answer/lead';
import { findState } from '../../../core/data/states';
import type { Jurisdiction, Source } from '../../../core/schemas/legal';
import { setYourState } from '../../state/yourState';
import { fieldLabels, headingTexts, links, namesOf, precedes, readText, renderElement, screen } from '../../testing/render';
import { AnswerView } from './AnswerView';
import { typingText } from './typingText';

const FDCPA_URL = 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim';
const lead = 'Debt collectors may not contact you at work if they know your employer forbids it (15 U.S.C. § 1692c(a)(3)).';
const federal: AnswerBlock[] = [
  { kind: 'paragraph', text: lead },
  {
    kind: 'law',
    title: 'Fair Debt Collection Practices Act — when and where debt collectors may contact you',
    badge: '15 U.S.C. § 1692c',
    verifyUrl: FDCPA_URL,
    quote: { citation: '15 U.S.C. § 1692c(a)(3)', text: 'at the consumer’s place of employment if the debt collector knows …' },
    penalties: 'Civil liability (15 U.S.C. § 1692k).',
    details: ['They must deal with your lawyer if you have one.'],
  },
  { kind: 'disclaimer', text: 'Not legal advice.' },
];
const sources: Source[] = [{ title: 'FDCPA', citation: '15 U.S.C. § 1692c', url: FDCPA_URL, lawId: 'fdcpa-contact-times' }];
const render = (props: Parameters<typeof AnswerView>[0]) => renderElement(createElement(AnswerView, props));
const hrefs = () => links().map(([href]) => href);

beforeEach(() => setYourState(null));

describe('a federal answer', () => {
  beforeAll(() => render({ text: formatAnswer(federal), sources, onOpenLaw: () => {} }));

  it('opens with the lead, then the law card with its quoted passage and designation', () => {
    expect(readText().indexOf(lead)).toBe(0);
    const quote = screen.getByText('“at the consumer’s place of employment if the debt collector knows …”');
    expect(quote.closest('blockquote')).toHaveClass('answer-quote');
    expect(screen.getByText('15 U.S.C. § 1692c(a)(3)')).toBeInTheDocument();
    expect(precedes(quote, screen.getByRole('link', { name: /^Verify on Government Website/ }))).toBe(true);
  });

  it('offers "Read the law" (the in-app text) and "Verify on Government Website", with penalties and details behind "More"', () => {
    // The name's second half is a visually hidden span: its own word, so a space before it.
    expect(namesOf('button').map((b) => b.replace(' :', ':'))).toContain('Read the law: 15 U.S.C. § 1692c');
    expect(hrefs()).toContain(FDCPA_URL);
    const more = screen.getByText('More').closest('details');
    expect(more).toHaveClass('answer-more');
    expect(readText(more!)).toContain('Penalties: Civil liability (15 U.S.C. § 1692k).');
    expect(readText(more!)).toContain('They must deal with your lawyer if you have one.');
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('types the formatted blocks: the lead, the card and its passage, never the raw Verify or Penalties lines', () => {
    const typed = typingText(formatAnswer(federal));
    expect(typed).not.toContain('Verify:');
    expect(typed).not.toContain('Penalties:');
    expect(typed).toContain('Quote: 15 U.S.C. § 1692c(a)(3)');
    // Half-way through the Verify line of a streamed answer: nothing of it shows.
    const half = formatAnswer(federal).slice(0, formatAnswer(federal).indexOf('Verify:') + 20);
    render({ text: typingText(half), typing: true });
    expect(readText()).not.toMatch(/Verify|https:/);
    expect(readText()).toContain('15 U.S.C. § 1692c');
    expect(headingTexts(3)).toEqual([]);
  });
});

describe('a state-law answer', () => {
  const stateLaw: Jurisdiction = {
    kind: 'state',
    topicId: 'security-deposits',
    topic: 'security deposits',
    varies: 'how long the landlord has',
  };
  const text = formatAnswer([
    {
      kind: 'paragraph',
      text: 'It depends on your state’s law: security deposits are decided mainly by state law, not by a federal statute.',
    },
    {
      kind: 'paragraph',
      text: 'Choose your state to see where its law on security deposits is published, or ask the state-law chat at /state-laws.',
    },
    { kind: 'paragraph', text: ALSO_FEDERAL_HEADING },
    { kind: 'law', title: 'Servicemembers Civil Relief Act — ending a lease early', badge: '50 U.S.C. § 3955', details: [] },
    { kind: 'disclaimer', text: 'Not legal advice.' },
  ]);

  it('links the state’s official code and legislature and offers the state-law chat', () => {
    const tx = findState('TX')!;
    render({ text, jurisdiction: { ...stateLaw, stateCode: 'TX' } });
    expect(hrefs()).toContain(tx.statutesUrl);
    expect(hrefs()).toContain(tx.legislatureUrl);
    expect(hrefs()).toContain('/state-laws');
    expect(readText()).toContain('Decided by Texas law');
    expect(readText()).toContain('Ask the state-law chat about Texas');
    expect(headingTexts(3)).toContain('Federal law that may also apply');
  });

  it('asks once for "Your state" when none is set, and uses the one set on this device', () => {
    render({ text, jurisdiction: stateLaw });
    expect(fieldLabels()).toContain('Your state');
    setYourState('OH');
    render({ text, jurisdiction: stateLaw });
    expect(fieldLabels()).not.toContain('Your state');
    expect(hrefs()).toContain(findState('OH')!.statutesUrl);
  });
});

describe('an answer to a post that signals danger', () => {
  it('shows the crisis lines first, each a tap to call, and keeps the lead and the state card after them', () => {
    const text = formatAnswer([
      { kind: 'paragraph', text: 'Your safety comes first. If you or someone else is in danger, help is available now:' },
      { kind: 'paragraph', text: '988 Suicide & Crisis Lifeline: call or text 988, any time, free and confidential.' },
      { kind: 'paragraph', text: '911: call 911 now if you or someone else is in immediate danger.' },
      {
        kind: 'paragraph',
        text: 'It depends on Texas law: wills, inheritance and estates are decided mainly by state law, not by a federal statute.',
      },
      { kind: 'paragraph', text: 'Texas’s law is published in the Texas Statutes.' },
      { kind: 'disclaimer', text: 'Not legal advice.' },
    ]);
    render({ text, jurisdiction: { kind: 'state', topicId: 'wills-estates', topic: 'wills', varies: 'x', stateCode: 'TX' } });
    expect(hrefs().slice(0, 2)).toEqual(['tel:988', 'tel:911']);
    const stateLead = screen.getByText(/^It depends on Texas law/);
    expect(precedes(screen.getByText(/^Your safety comes first/), stateLead)).toBe(true);
    expect(stateLead).toHaveClass('answer-lead');
    expect(readText()).toContain('Decided by Texas law');
  });
});
