// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { activityTemplates } from '../../../core/data/activities';
import { findState, usStates } from '../../../core/data/states';
import { dangerIn, SAFETY_OPENING, withSafetyAnswer } from '../../../core/safety/danger';
import { answerTemplateActivity } from '../../../core/whatsIllegal/engine';
import { links, readText, renderElement, renderScreen, screen, within } from '../../testing/render';
import { setSignedIn } from '../../state/auth';
import { answerBlocks, linkParts } from './answerBlocks';
import { AnswerMessage, originNote } from './AnswerMessage';
import { addAnswer, addUserMessage, chatState, resetTranscript, setPending, type WhatsIllegalMessage } from './chatState';
import { QuestionPanel } from './QuestionPanel';
import { Transcript } from './Transcript';
import { APOLOGY_MESSAGE, ASK_BUTTON, PENDING_TEXT, PENDING_TITLE, WELCOME_MESSAGE } from './texts';
import StateLawsPage from './index';

const texas = findState('TX')!;
const drone = answerTemplateActivity(
  activityTemplates.find((a) => a.id === 'drone')!,
  texas,
  { engine: 'built-in' },
);

function panel(values: Parameters<typeof QuestionPanel>[0]['values'], pending = false) {
  renderElement(
    createElement(QuestionPanel, {
      values,
      onChange: () => undefined,
      onAsk: () => undefined,
      pending,
      activities: activityTemplates,
      states: usStates,
    }),
  );
}

describe('the /state-laws screen', () => {
  it('shows its title and the disclaimer', () => {
    renderScreen(StateLawsPage, { path: '/state-laws' });
    expect(readText()).toContain("101 What's Illegal");
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toBeInTheDocument();
  });

  it('the question panel: both tabs, the state selector on California, Ask enabled only with an activity', () => {
    const ask = () => screen.getByRole('button', { name: ASK_BUTTON });
    panel({ mode: 'templates', activityId: null, typed: '', stateCode: 'CA' });
    expect(screen.getByRole('tab', { name: 'Select from Templates' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Type Your Own' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('California');
    expect(ask()).toHaveAttribute('type', 'submit');
    expect(ask()).toBeDisabled();

    panel({ mode: 'templates', activityId: 'drone', typed: '', stateCode: 'TX' });
    expect(ask()).toBeEnabled();
    expect(screen.getByText('Your question: Is it illegal to fly a drone in the state of Texas?')).toBeInTheDocument();

    panel({ mode: 'templates', activityId: 'drone', typed: '', stateCode: 'TX' }, true);
    expect(ask()).toBeDisabled();
  });

  it('the transcript starts with the welcome message and shows the pending texts while asking', () => {
    resetTranscript();
    renderScreen(Transcript);
    expect(readText()).toContain(WELCOME_MESSAGE);
    addUserMessage('Is it illegal to fly a drone in the state of Texas?');
    setPending(true);
    renderScreen(Transcript);
    expect(readText()).toContain(PENDING_TITLE);
    expect(readText()).toContain(PENDING_TEXT);
    expect(PENDING_TEXT).toBe('Laws AI is researching official government sources...');
    expect(readText()).toContain('Is it illegal to fly a drone in the state of Texas?');
    setPending(false);
    renderScreen(Transcript);
    expect(readText()).not.toContain(PENDING_TITLE);
    resetTranscript();
  });

  it('an answer: the text, the legal reference and potential penalty boxes, sources with .gov badges', () => {
    resetTranscript();
    const message = addAnswer(drone, { kind: 'server' });
    renderElement(createElement(AnswerMessage, { message: message as WhatsIllegalMessage, now: Date.now() }));
    const text = readText();
    expect(text).toContain('Legal Reference');
    expect(text).toContain(drone.statute);
    expect(text).toContain('Potential Penalty');
    expect(text).toContain(drone.penalty);
    expect(text).toContain('Verified Sources');
    expect(text).toContain('Answered by the built-in engine');
    const sourceLinks = links().filter(([href]) => drone.sources.some((s) => s.url === href));
    expect(new Set(sourceLinks.map(([href]) => href))).toEqual(new Set(drone.sources.map((s) => s.url)));
    // Every source here is .gov: each carries the badge.
    const badges = screen.getAllByText('official government site');
    expect(badges).toHaveLength(drone.sources.filter((s) => s.isGov).length);
    for (const badge of badges) expect(readText(badge.parentElement!)).toBe('.gov official government site');
    expect(document.querySelector('script')).toBeNull();
    resetTranscript();
  });

  it('an answer to a post that signals danger opens with the crisis lines, each a tap to call (tel:), before any law', () => {
    resetTranscript();
    const question = 'Is it illegal to buy a gun because I want to kill myself tonight in the state of Texas?';
    const reply = withSafetyAnswer(drone, dangerIn(question));
    const message = addAnswer(reply, { kind: 'server' });
    renderElement(createElement(AnswerMessage, { message: message as WhatsIllegalMessage, now: Date.now() }));
    const hrefs = links().map(([href]) => href);
    expect(hrefs[0]).toBe('tel:988');
    expect(hrefs).toContain('tel:911');
    const text = readText();
    expect(text.indexOf(SAFETY_OPENING)).toBeLessThan(text.indexOf('Federal law'));
    // A plain answer has no tel: link.
    renderElement(createElement(AnswerMessage, { message: addAnswer(drone, { kind: 'server' }) as WhatsIllegalMessage, now: Date.now() }));
    expect(links().some(([href]) => href.startsWith('tel:'))).toBe(false);
    resetTranscript();
  });

  it('an answer to a question offers Save, Print, Share, Download PDF, Listen and Follow (issue 19); a message with no question does not', () => {
    resetTranscript();
    setSignedIn({ id: 'u1', username: 'jane', fullLegalName: 'Jane Doe', email: 'jane@example.com' });
    const message = addAnswer(drone, { kind: 'server' }) as WhatsIllegalMessage;
    const question = 'my nephew wants to fly his new drone at the park near the airport in Austin this weekend, is that illegal?';
    renderElement(createElement(AnswerMessage, { message, now: Date.now(), question }));
    const buttons = screen.getAllByRole('button').map((b) => readText(b));
    for (const name of ['Save', 'Print', 'Share', 'Download PDF', 'Listen', 'Follow'])
      expect(buttons.some((b) => b.startsWith(name))).toBe(true);
    expect(screen.getByRole('button', { name: `Follow: ${question.slice(0, 80)}` })).toBeInTheDocument();
    renderElement(createElement(AnswerMessage, { message, now: Date.now() }));
    expect(readText()).not.toContain('Download PDF');
    resetTranscript();
  });

  it('a non-.gov source has no badge; the apology is plain text', () => {
    const pa = findState('PA')!;
    const reply = answerTemplateActivity(activityTemplates[0], pa, { engine: 'offline' });
    const message = addAnswer(reply, { kind: 'device' });
    renderElement(createElement(AnswerMessage, { message: message as WhatsIllegalMessage, now: Date.now() }));
    const palegis = screen.getAllByRole('link').find((a) => a.getAttribute('href') === 'https://www.palegis.us/');
    expect(palegis).toBeDefined();
    expect(within(palegis!.closest('li')!).queryByText('official government site')).toBeNull();
    expect(readText()).toContain('Offline: answered on this device');
    expect(readText()).toContain('You are offline: this answer was worked out on this device');

    renderElement(
      createElement(AnswerMessage, {
        message: { id: 'x', type: 'assistant', content: APOLOGY_MESSAGE, timestamp: new Date().toISOString(), failed: true },
        now: Date.now(),
      }),
    );
    expect(readText()).toContain(APOLOGY_MESSAGE);
    expect(readText()).not.toContain('Legal Reference');
    resetTranscript();
    expect(chatState.messages).toHaveLength(1);
  });

  it('says when an answer is the one saved on the device', () => {
    expect(originNote({ kind: 'server' })).toBeNull();
    expect(originNote({ kind: 'saved', savedAt: 1_000 }, 1_000 + 5 * 60_000)).toBe(
      'You are offline: this is the answer saved on this device when the question was last asked (5m ago).',
    );
  });
});

describe('answer text', () => {
  it('splits paragraphs, headed lists and the disclaimer', () => {
    const blocks = answerBlocks(drone.answer);
    expect(blocks[0]).toEqual({ kind: 'paragraph', text: expect.stringMatching(/^Flying a drone for fun is legal/) });
    expect(blocks.find((b) => b.kind === 'list')).toMatchObject({
      heading: 'Federal law:',
      items: expect.arrayContaining([expect.stringMatching(/^49 U\.S\.C\. § 44809/)]),
    });
    expect(blocks.find((b) => b.kind === 'disclaimer')).toMatchObject({ text: expect.stringContaining('not legal advice') });
  });

  it('links only the addresses the answer lists as sources', () => {
    const allowed = new Set(['https://capitol.texas.gov/']);
    expect(linkParts('See https://capitol.texas.gov/. Or https://evil.example/', allowed)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://capitol.texas.gov/' },
      { kind: 'text', text: '. Or https://evil.example/' },
    ]);
  });
});
