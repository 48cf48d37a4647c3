import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../../core/brand';
import { legalCategories } from '../../../../core/data/legalCategories';
import type { Source } from '../../../../core/schemas/legal';
import { addExchange, appendAnswerText, assistantState, completeExchange, markRevealed, startExchange } from '../../../state/assistant';
import { setSignedIn } from '../../../state/auth';
import { elementTexts, labels, links, renderPage, textOf } from '../../../testing/renderPage';
import MainPage from '../index';
import { AnswerView } from '../../../components/answer/AnswerView';
import { SourcesList } from './SourcesList';

const render = (element: () => ReturnType<typeof createElement>) => renderPage(() => element());

const answer = `Here is what federal law says about <b>landlords</b> and **families**.

Fair Housing Act — discrimination in the sale or rental of housing [42 U.S.C. § 3604]
  Verify: https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section3604&num=0&edition=prelim
  Penalties: Civil penalties under 42 U.S.C. § 3614
  It is unlawful to refuse to rent because of familial status.
Made-up Act [99 U.S.C. § 1]
  Verify: https://evil.example.com/fake

Disclaimer: This is not legal advice.
Disclaimer: Consult a qualified attorney.`;

const sources: Source[] = Array.from({ length: 7 }, (_, i) => ({
  title: `Law number ${i + 1}`,
  citation: `42 U.S.C. § ${3601 + i}`,
  summary: `Summary ${i + 1}`,
  url: `https://uscode.house.gov/view.xhtml?req=${i}`,
  lawId: i === 0 ? 'usc-42-3601' : undefined,
}));

beforeEach(() => {
  setSignedIn({ id: 'u1', username: 'jane', fullLegalName: 'Jane Doe', email: 'jane@example.com' });
  assistantState.messages = [];
  assistantState.query = '';
});

describe('the Assistant tab', () => {
  it('shows the disclaimer, the hero, the data sources, the sidebar cards and the examples', () => {
    const html = renderPage(MainPage);
    const text = textOf(html);
    expect(elementTexts(html, 'h1')).toEqual(['Federal Legal Research Assistant']);
    expect(elementTexts(html, 'h2')).toEqual([
      'Ask About Federal Regulations',
      'Try an Example',
      'Legal Categories',
      'Recent Searches',
      'Offline Library',
    ]);
    expect(text).toContain(DISCLAIMER);
    for (const badge of ['GovInfo API', 'Congress.gov', 'Federal Register', 'Enhanced Search']) expect(text).toContain(badge);
    const buttons = elementTexts(html, 'button');
    expect(buttons).toEqual(expect.arrayContaining(legalCategories.map((c) => c.label)));
    for (const title of ['Tenant Rights & Eviction', 'Consumer Protection', 'Small Business Compliance', 'Student Loan Rights']) {
      expect(buttons.some((b) => b.startsWith(title))).toBe(true);
    }
    expect(text).not.toContain('This feature is not available yet.');
  });

  it('has a labelled question box and a Search button that is disabled while the box is blank', () => {
    assistantState.query = '   ';
    const html = renderPage(MainPage);
    expect(labels(html)).toContain('Your question about federal law');
    const search = html.match(/<button[^>]*type="submit"[^>]*>[\s\S]*?<\/button>/)?.[0] ?? '';
    expect(textOf(search)).toBe('Search');
    expect(search).toMatch(/\sdisabled=""/);
  });

  it('enables Search once there is a question', () => {
    assistantState.query = 'Can my boss fire me for being pregnant?';
    const html = renderPage(MainPage);
    const search = html.match(/<button[^>]*type="submit"[^>]*>[\s\S]*?<\/button>/)?.[0] ?? '';
    expect(search).not.toMatch(/\sdisabled=""/);
  });

  it('shows three placeholder rows while recent searches load', () => {
    const html = renderPage(MainPage);
    expect(textOf(html)).toContain('Loading recent searches...');
    const recent = html.match(/<section[^>]*aria-labelledby="recent-searches-title"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(recent.match(/mantine-Skeleton-root/g)?.length).toBe(6);
  });

  it('keeps the conversation in a polite log and announces the answer only when it is finished', () => {
    const reply = addExchange('Can my landlord refuse families?', { response: answer, sources, nextSteps: [], engine: 'built-in' });
    let html = renderPage(MainPage);
    expect(html).toMatch(/role="log"[^>]*aria-live="polite"|aria-live="polite"[^>]*role="log"/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-typing="true"/);
    expect(textOf(html)).toContain('Show full answer');
    expect(textOf(html)).toContain('Answered by the built-in engine');

    markRevealed(reply.id);
    html = renderPage(MainPage);
    expect(html).not.toContain('data-typing');
    expect(textOf(html)).toContain('Verify on Government Website');
    expect(elementTexts(html, 'button')).toContain('Copy');
  });
});

describe('taking an answer with you (issue 19)', () => {
  const billing = `Yes: send the card issuer a written notice of the billing error.

Fair Credit Billing Act — correction of billing errors [15 U.S.C. § 1666]
  Verify: https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1666&num=0&edition=prelim
  Quote: 15 U.S.C. § 1666(a): “If a creditor, within sixty days after having transmitted to an obligor a statement of the obligor's account”

Disclaimer: This is not legal advice.`;

  it('offers Save, Print, Share, Download PDF, Listen and Follow on a finished answer, and the deadline its law states', () => {
    const reply = addExchange('I was charged twice on my credit card last month, what can I do?', {
      response: billing,
      sources: [],
      nextSteps: [],
      engine: 'built-in',
    });
    markRevealed(reply.id);
    const html = renderPage(MainPage);
    const buttons = elementTexts(html, 'button');
    for (const name of ['Save', 'Print', 'Share', 'Download PDF', 'Listen', 'Follow'])
      expect(buttons.some((b) => b.startsWith(name))).toBe(true);
    expect(textOf(html)).toContain('Deadline: Your written billing-error notice must reach the card issuer');
    expect(html).toContain('aria-label="Follow: I was charged twice on my credit card last month, what can I do?"');
  });

  it('offers none of it while the answer is still being typed', () => {
    addExchange('I was charged twice on my credit card last month, what can I do?', {
      response: billing,
      sources: [],
      nextSteps: [],
      engine: 'built-in',
    });
    const buttons = elementTexts(renderPage(MainPage), 'button');
    expect(buttons.some((b) => b.startsWith('Listen'))).toBe(false);
    expect(buttons.some((b) => b.startsWith('Follow'))).toBe(false);
  });
});

describe('an answer streaming in', () => {
  const question = 'Can my landlord refuse families?';
  const firstLine = 'Fair Housing Act — discrimination in the sale or rental of housing [42 U.S.C. § 3604]\n';
  /** aria-busy of the answer article. */
  const answerBusy = (html: string) => /<article[^>]*aria-label="Answer"[^>]*>/.exec(html)?.[0].match(/aria-busy="(\w+)"/)?.[1];

  it('is busy and typing, with "Show full answer", and no structured view before the final answer', () => {
    const id = startExchange(question);
    appendAnswerText(id, firstLine);
    const html = renderPage(MainPage);
    expect(textOf(html)).toContain(question);
    expect(answerBusy(html)).toBe('true');
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-typing="true"/);
    expect(elementTexts(html, 'button')).toContain('Show full answer');
    expect(textOf(html)).not.toContain('Verify on Government Website');
    expect(textOf(html)).not.toContain('Answered by');
  });

  it('shows the text so far, still busy and without the structured view, when "Show full answer" was pressed', () => {
    const id = startExchange(question);
    appendAnswerText(id, firstLine);
    markRevealed(id);
    let html = renderPage(MainPage);
    expect(answerBusy(html)).toBe('true');
    const typing = html.slice(html.indexOf('data-typing="true"'));
    // Typed as a formatted card: the title and its citation badge, never the raw "[…]" line.
    expect(textOf(typing)).toContain('Fair Housing Act — discrimination in the sale or rental of housing');
    expect(textOf(typing)).toContain('42 U.S.C. § 3604');
    expect(textOf(typing)).not.toContain('[42 U.S.C. § 3604]');
    expect(elementTexts(html, 'button')).not.toContain('Show full answer');
    expect(elementTexts(html, 'h3')).toEqual([]);

    // The final answer in: straight to the structured view, with its sources.
    completeExchange(id, { response: answer, sources, nextSteps: [], engine: 'ai' });
    html = renderPage(MainPage);
    expect(answerBusy(html)).toBe('false');
    expect(html).not.toContain('data-typing');
    expect(textOf(html)).toContain('Verify on Government Website');
    expect(textOf(html)).toContain('Law number 1');
    expect(textOf(html)).toContain('Answered by the AI model');
  });
});

describe('what the server says about an answer', () => {
  it('shows the notice as a note and marks a flagged citation so it cannot pass for a verified law', () => {
    const flagged =
      'Debt Forgiveness Act (15 U.S.C. § 1692zz): this citation could not be verified against the official U.S. Code, so it is not listed as a source.';
    const notice =
      "1 citation in the AI model's answer could not be verified against the official U.S. Code: it is marked in the text and not listed as a source.";
    const reply = addExchange('debts', {
      response: `Short answer.\n\n${flagged}\n\nDisclaimer: Not legal advice.`,
      sources: [],
      nextSteps: [],
      engine: 'ai',
      notice,
    });
    markRevealed(reply.id);
    const html = renderPage(MainPage);
    const note = /<div[^>]*role="note"[^>]*aria-label="About this answer"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
    expect(textOf(note)).toBe(notice);
    const marked = /<div[^>]*class="[^"]*answer-unverified[^"]*"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
    expect(textOf(marked)).toBe(flagged);
    expect(elementTexts(html, 'h3')).toEqual([]);
  });
});

describe('the structured answer', () => {
  const html = render(() => createElement(AnswerView, { text: answer.replace(/\*/g, '') }));
  const text = textOf(html);

  it('shows the law title with its citation badge, the penalties line and the details', () => {
    expect(text).toContain('Fair Housing Act — discrimination in the sale or rental of housing');
    expect(html).toMatch(/mantine-Badge-label[^>]*>42 U\.S\.C\. § 3604</);
    // Each law is a heading carrying its citation, so it can be found by heading navigation.
    expect(elementTexts(html, 'h3')).toEqual(['Fair Housing Act — discrimination in the sale or rental of housing', 'Made-up Act']);
    expect(text).toContain('99 U.S.C. § 1');
    // Penalties and details are behind "More" (a native disclosure: in the page, folded).
    expect(html).toMatch(/<details class="answer-more">/);
    expect(text).toContain('More about 42 U.S.C. § 3604');
    expect(text).toContain('Penalties: Civil penalties under 42 U.S.C. § 3614');
    expect(elementTexts(html, 'span')).toContain('Penalties:');
    expect(text).toContain('It is unlawful to refuse to rent because of familial status.');
  });

  it('links "Verify on Government Website" only for official https links, in a new tab without opener', () => {
    const verify = links(html).filter(([, label]) => label.startsWith('Verify on Government Website'));
    expect(verify).toEqual([
      [
        'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section3604&num=0&edition=prelim',
        'Verify on Government Website (42 U.S.C. § 3604) (opens in a new tab)',
      ],
    ]);
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('evil.example.com');
  });

  it('puts the disclaimer lines together in the amber box', () => {
    const note = html.match(/<div[^>]*role="note"[^>]*>[\s\S]*?<\/p>/)?.[0] ?? '';
    expect(textOf(note)).toBe('Disclaimer: This is not legal advice. Disclaimer: Consult a qualified attorney.');
  });

  it('renders markup in the answer as text, never as HTML', () => {
    expect(html).not.toContain('<b>landlords</b>');
    expect(html).toContain('&lt;b&gt;landlords&lt;/b&gt;');
    expect(text).not.toContain('*');
  });
});

describe('the sources of an answer', () => {
  const folded = render(() => createElement(SourcesList, { sources, showAll: false, onToggle: () => {}, onOpenLaw: () => {} }));
  const expanded = render(() => createElement(SourcesList, { sources, showAll: true, onToggle: () => {}, onOpenLaw: () => {} }));

  it('shows the first 5 with title, citation, summary and official link, then "Show 2 More Laws"', () => {
    expect(elementTexts(folded, 'li')).toHaveLength(5);
    const text = textOf(folded);
    expect(text).toContain('Law number 1');
    expect(text).toContain('42 U.S.C. § 3601');
    expect(text).toContain('Summary 1');
    expect(text).not.toContain('Law number 6');
    expect(links(folded).map(([href]) => href)).toEqual(sources.slice(0, 5).map((s) => s.url));
    expect(elementTexts(folded, 'button')).toContain('Show 2 More Laws');
    expect(folded).toContain('aria-expanded="false"');
  });

  it('shows all 7 and "Show Less" once expanded', () => {
    expect(elementTexts(expanded, 'li')).toHaveLength(7);
    expect(elementTexts(expanded, 'button')).toContain('Show Less');
    expect(expanded).toContain('aria-expanded="true"');
  });

  it('offers "Details" only for a source that has a law record', () => {
    expect(
      elementTexts(folded, 'button')
        .filter((b) => b.startsWith('Details'))
        .map((b) => b.replace(' :', ':')),
    ).toEqual(['Details: Law number 1']);
  });
});
