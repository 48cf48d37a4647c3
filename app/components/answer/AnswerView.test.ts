/**
 * The answer shaped for a phone: the lead first, a state-law answer's route to the
 * state's own law, each law a compact card with its quoted passage, "Read the law", "Verify on
 * Government Website" and "More"; while typing, formatted blocks and never a raw "Verify:" line.
 */
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatAnswer, type AnswerBlock } from '../../../core/answer/format';
import { ALSO_FEDERAL_HEADING } from '../../../core/answer/lead';
import { findState } from '../../../core/data/states';
import type { Jurisdiction, Source } from '../../../core/schemas/legal';
import { setYourState } from '../../state/yourState';
import { elementTexts, labels, links, renderPage, textOf } from '../../testing/renderPage';
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
const render = (props: Parameters<typeof AnswerView>[0]) => renderPage(() => createElement(AnswerView, props));

beforeEach(() => setYourState(null));

describe('a federal answer', () => {
  const html = render({ text: formatAnswer(federal), sources, onOpenLaw: () => {} });

  it('opens with the lead, then the law card with its quoted passage and designation', () => {
    const text = textOf(html);
    expect(text.indexOf(lead)).toBe(0);
    expect(html).toMatch(/<blockquote[^>]*class="[^"]*answer-quote/);
    expect(text).toContain('15 U.S.C. § 1692c(a)(3)');
    expect(text).toContain('“at the consumer’s place of employment if the debt collector knows …”');
    expect(text.indexOf('place of employment')).toBeLessThan(text.indexOf('Verify on Government Website'));
  });

  it('offers "Read the law" (the in-app text) and "Verify on Government Website", with penalties and details behind "More"', () => {
    expect(elementTexts(html, 'button').map((b) => b.replace(' :', ':'))).toContain('Read the law: 15 U.S.C. § 1692c');
    expect(links(html).map(([href]) => href)).toContain(FDCPA_URL);
    const more = /<details class="answer-more">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(textOf(more)).toContain('Penalties: Civil liability (15 U.S.C. § 1692k).');
    expect(textOf(more)).toContain('They must deal with your lawyer if you have one.');
    expect(html).not.toMatch(/<details[^>]*open/);
  });

  it('types the formatted blocks: the lead, the card and its passage, never the raw Verify or Penalties lines', () => {
    const typed = typingText(formatAnswer(federal));
    expect(typed).not.toContain('Verify:');
    expect(typed).not.toContain('Penalties:');
    expect(typed).toContain('Quote: 15 U.S.C. § 1692c(a)(3)');
    // Half-way through the Verify line of a streamed answer: nothing of it shows.
    const half = formatAnswer(federal).slice(0, formatAnswer(federal).indexOf('Verify:') + 20);
    const typing = render({ text: typingText(half), typing: true });
    expect(textOf(typing)).not.toMatch(/Verify|https:/);
    expect(textOf(typing)).toContain('15 U.S.C. § 1692c');
    expect(elementTexts(typing, 'h3')).toEqual([]);
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
    const html = render({ text, jurisdiction: { ...stateLaw, stateCode: 'TX' } });
    const hrefs = links(html).map(([href]) => href);
    expect(hrefs).toContain(tx.statutesUrl);
    expect(hrefs).toContain(tx.legislatureUrl);
    expect(hrefs).toContain('/state-laws');
    expect(textOf(html)).toContain('Decided by Texas law');
    expect(textOf(html)).toContain('Ask the state-law chat about Texas');
    expect(elementTexts(html, 'h3')).toContain('Federal law that may also apply');
  });

  it('asks once for "Your state" when none is set, and uses the one set on this device', () => {
    const ask = render({ text, jurisdiction: stateLaw });
    expect(labels(ask)).toContain('Your state');
    setYourState('OH');
    const ohio = render({ text, jurisdiction: stateLaw });
    expect(labels(ohio)).not.toContain('Your state');
    expect(links(ohio).map(([href]) => href)).toContain(findState('OH')!.statutesUrl);
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
    const html = render({ text, jurisdiction: { kind: 'state', topicId: 'wills-estates', topic: 'wills', varies: 'x', stateCode: 'TX' } });
    const hrefs = links(html).map(([href]) => href);
    expect(hrefs.slice(0, 2)).toEqual(['tel:988', 'tel:911']);
    expect(textOf(html).indexOf('Your safety comes first')).toBeLessThan(textOf(html).indexOf('It depends on Texas law'));
    expect(html).toMatch(/class="[^"]*answer-lead[^"]*"[^>]*>It depends on Texas law/);
    expect(textOf(html)).toContain('Decided by Texas law');
  });
});
