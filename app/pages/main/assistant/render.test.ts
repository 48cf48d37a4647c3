// @vitest-environment happy-dom
import { createElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../../core/brand';
import { legalCategories } from '../../../../core/data/legalCategories';
import type { Source } from '../../../../core/schemas/legal';
import { addExchange, appendAnswerText, assistantState, completeExchange, markRevealed, startExchange } from '../../../state/assistant';
import { setSignedIn } from '../../../state/auth';
import {
  fieldLabels,
  fireEvent,
  headingTexts,
  links,
  namesOf,
  readText,
  renderElement,
  renderScreen,
  screen,
} from '../../../testing/render';
import MainPage from '../index';
import { AnswerView } from '../../../components/answer/AnswerView';
import { SourcesList } from './SourcesList';

const renderMain = () => renderScreen(MainPage);
/** The answer being typed out (hidden from assistive technology until it is done). */
const typingPart = () => document.querySelector<HTMLElement>('[data-typing="true"]');

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
    renderMain();
    const text = readText();
    expect(headingTexts(1)).toEqual(['Federal Legal Research Assistant']);
    expect(headingTexts(2)).toEqual([
      'Ask About Federal Regulations',
      'Try an Example',
      'Legal Categories',
      'Recent Searches',
      'Offline Library',
    ]);
    expect(text).toContain(DISCLAIMER);
    for (const badge of ['GovInfo API', 'Congress.gov', 'Federal Register', 'Enhanced Search']) expect(text).toContain(badge);
    const buttons = namesOf('button');
    expect(buttons).toEqual(expect.arrayContaining(legalCategories.map((c) => c.label)));
    for (const title of ['Tenant Rights & Eviction', 'Consumer Protection', 'Small Business Compliance', 'Student Loan Rights']) {
      expect(buttons.some((b) => b.startsWith(title))).toBe(true);
    }
    expect(text).not.toContain('This feature is not available yet.');
  });

  it('has a labelled question box and a Search button that is disabled while the box is blank', () => {
    assistantState.query = '   ';
    renderMain();
    expect(fieldLabels()).toContain('Your question about federal law');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toHaveAttribute('type', 'submit');
    expect(search).toBeDisabled();
  });

  it('enables Search once there is a question', () => {
    assistantState.query = 'Can my boss fire me for being pregnant?';
    renderMain();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('shows three placeholder rows while recent searches load', () => {
    renderMain();
    expect(screen.getByText('Loading recent searches...')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Searches' });
    expect(recent.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(6);
  });

  it('keeps the conversation in a polite log and announces the answer only when it is finished', () => {
    const reply = addExchange('Can my landlord refuse families?', { response: answer, sources, nextSteps: [], engine: 'built-in' });
    renderMain();
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('article', { name: 'Answer' })).toHaveAttribute('aria-busy', 'true');
    expect(typingPart()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Show full answer' })).toBeInTheDocument();
    expect(screen.getByText('Answered by the built-in engine')).toBeInTheDocument();

    markRevealed(reply.id);
    renderMain();
    expect(typingPart()).toBeNull();
    expect(readText()).toContain('Verify on Government Website');
    expect(namesOf('button')).toContain('Copy');
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
    renderMain();
    const buttons = screen.getAllByRole('button').map((b) => readText(b));
    for (const name of ['Save', 'Print', 'Share', 'Download PDF', 'Listen', 'Follow'])
      expect(buttons.some((b) => b.startsWith(name))).toBe(true);
    expect(readText()).toContain('Deadline: Your written billing-error notice must reach the card issuer');
    expect(
      screen.getByRole('button', { name: 'Follow: I was charged twice on my credit card last month, what can I do?' }),
    ).toBeInTheDocument();
  });

  it('offers none of it while the answer is still being typed', () => {
    addExchange('I was charged twice on my credit card last month, what can I do?', {
      response: billing,
      sources: [],
      nextSteps: [],
      engine: 'built-in',
    });
    renderMain();
    const buttons = screen.getAllByRole('button').map((b) => readText(b));
    expect(buttons.some((b) => b.startsWith('Listen'))).toBe(false);
    expect(buttons.some((b) => b.startsWith('Follow'))).toBe(false);
  });
});

describe('an answer streaming in', () => {
  const question = 'Can my landlord refuse families?';
  const firstLine = 'Fair Housing Act — discrimination in the sale or rental of housing [42 U.S.C. § 3604]\n';
  /** aria-busy of the answer article. */
  const answerBusy = () => screen.getByRole('article', { name: 'Answer' }).getAttribute('aria-busy');

  it('is busy and typing, with "Show full answer", and no structured view before the final answer', () => {
    const id = startExchange(question);
    appendAnswerText(id, firstLine);
    renderMain();
    expect(screen.getByText(question)).toBeInTheDocument();
    expect(answerBusy()).toBe('true');
    expect(typingPart()).toHaveAttribute('aria-hidden', 'true');
    expect(namesOf('button')).toContain('Show full answer');
    expect(readText()).not.toContain('Verify on Government Website');
    expect(readText()).not.toContain('Answered by');
  });

  it('shows the text so far, still busy and without the structured view, when "Show full answer" was pressed', () => {
    const id = startExchange(question);
    appendAnswerText(id, firstLine);
    markRevealed(id);
    renderMain();
    expect(answerBusy()).toBe('true');
    const typing = readText(typingPart()!);
    // Typed as a formatted card: the title and its citation badge, never the raw "[…]" line.
    expect(typing).toContain('Fair Housing Act — discrimination in the sale or rental of housing');
    expect(typing).toContain('42 U.S.C. § 3604');
    expect(typing).not.toContain('[42 U.S.C. § 3604]');
    expect(namesOf('button')).not.toContain('Show full answer');
    expect(headingTexts(3)).toEqual([]);

    // The final answer in: straight to the structured view, with its sources.
    completeExchange(id, { response: answer, sources, nextSteps: [], engine: 'ai' });
    renderMain();
    expect(answerBusy()).toBe('false');
    expect(typingPart()).toBeNull();
    expect(readText()).toContain('Verify on Government Website');
    expect(readText()).toContain('Law number 1');
    expect(readText()).toContain('Answered by the AI model');
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
    renderMain();
    expect(readText(screen.getByRole('note', { name: 'About this answer' }))).toBe(notice);
    const marked = screen.getByText(flagged).closest('.answer-unverified');
    expect(marked).not.toBeNull();
    expect(readText(marked!)).toBe(flagged);
    expect(headingTexts(3)).toEqual([]);
  });
});

describe('the structured answer', () => {
  let text = '';
  beforeAll(() => {
    renderElement(createElement(AnswerView, { text: answer.replace(/\*/g, '') }));
    text = readText();
  });

  it('shows the law title with its citation badge, the penalties line and the details', () => {
    expect(text).toContain('Fair Housing Act — discrimination in the sale or rental of housing');
    expect(screen.getByText('42 U.S.C. § 3604', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    // Each law is a heading carrying its citation, so it can be found by heading navigation; the
    // laws after the first are behind "More of this answer".
    expect(headingTexts(3)).toEqual(['Fair Housing Act — discrimination in the sale or rental of housing']);
    fireEvent.click(screen.getByRole('button', { name: 'More of this answer' }));
    expect(headingTexts(3)).toEqual(['Fair Housing Act — discrimination in the sale or rental of housing', 'Made-up Act']);
    expect(text).toContain('99 U.S.C. § 1');
    // Penalties and details are behind "More" (a native disclosure: in the page, folded).
    expect(document.querySelector('details')).toHaveClass('answer-more');
    expect(text).toContain('More about 42 U.S.C. § 3604');
    expect(text).toContain('Penalties: Civil penalties under 42 U.S.C. § 3614');
    expect(screen.getAllByText('Penalties:', { selector: 'span' }).length).toBeGreaterThan(0);
    expect(text).toContain('It is unlawful to refuse to rent because of familial status.');
  });

  it('links "Verify on Government Website" only for official https links, in a new tab without opener', () => {
    const verify = links().filter(([, label]) => label.startsWith('Verify on Government Website'));
    expect(verify).toEqual([
      [
        'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section3604&num=0&edition=prelim',
        'Verify on Government Website (42 U.S.C. § 3604) (opens in a new tab)',
      ],
    ]);
    const link = screen.getByRole('link', { name: /^Verify on Government Website/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.body.innerHTML).not.toContain('evil.example.com');
  });

  it('puts the disclaimer lines together in the amber box', () => {
    expect(readText(screen.getByRole('note'))).toBe('Disclaimer: This is not legal advice. Disclaimer: Consult a qualified attorney.');
  });

  it('renders markup in the answer as text, never as HTML', () => {
    expect(document.querySelector('b')).toBeNull();
    expect(text).toContain('<b>landlords</b>');
    expect(text).not.toContain('*');
  });
});

describe('the sources of an answer', () => {
  const folded = () => renderElement(createElement(SourcesList, { sources, showAll: false, onToggle: () => {}, onOpenLaw: () => {} }));
  const expanded = () => renderElement(createElement(SourcesList, { sources, showAll: true, onToggle: () => {}, onOpenLaw: () => {} }));

  it('shows the first 5 with title, citation, summary and official link, then "Show 2 More Laws"', () => {
    folded();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const text = readText();
    expect(text).toContain('Law number 1');
    expect(text).toContain('42 U.S.C. § 3601');
    expect(text).toContain('Summary 1');
    expect(text).not.toContain('Law number 6');
    expect(links().map(([href]) => href)).toEqual(sources.slice(0, 5).map((s) => s.url));
    expect(screen.getByRole('button', { name: 'Show 2 More Laws' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows all 7 and "Show Less" once expanded', () => {
    expanded();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers "Details" only for a source that has a law record', () => {
    folded();
    expect(
      namesOf('button')
        .filter((b) => b.startsWith('Details'))
        .map((b) => b.replace(' :', ':')),
    ).toEqual(['Details: Law number 1']);
  });
});
