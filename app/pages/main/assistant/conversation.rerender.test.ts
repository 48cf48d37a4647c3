// @vitest-environment happy-dom
// A real DOM and React's client renderer: rendering again is what this test is about.
import { act, createElement, type ComponentProps } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/queryClient';
import { AuthProvider } from '../../../auth';
import { CURRENT_USER_QUERY_KEY, type Session } from '../../../auth/session';
import {
  addExchange,
  appendAnswerText,
  assistantState,
  completeExchange,
  markRevealed,
  setQuery,
  startExchange,
} from '../../../state/assistant';
import { setSignedIn, setSignedOut } from '../../../state/auth';
import { theme } from '../../../theme';
import { Conversation } from './Conversation';
import { CONVERSATION_WINDOW } from '../../../chat/conversationWindow';

/** How many times each answer's text was rendered in its structured view (keyed by the text). */
const renders = vi.hoisted(() => new Map<string, number>());

// The real AnswerView, counted: it is the body of every finished answer.
vi.mock('../../../components/answer/AnswerView', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../components/answer/AnswerView')>();
  return {
    ...original,
    AnswerView(props: ComponentProps<typeof original.AnswerView>) {
      if (!props.typing) renders.set(props.text, (renders.get(props.text) ?? 0) + 1);
      return original.AnswerView(props);
    },
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answerText = (n: number) => `Answer number ${n}: federal law protects tenants in this case.

Disclaimer: This is not legal advice.`;

const reply = (n: number) => ({
  response: answerText(n),
  sources: [
    {
      title: `Law ${n}`,
      citation: `42 U.S.C. § ${3600 + n}`,
      summary: `Summary ${n}`,
      url: `https://uscode.house.gov/view.xhtml?req=${n}`,
    },
  ],
  nextSteps: [],
  engine: 'offline' as const,
});

let container: HTMLElement;
let root: Root;
const onOpenLaw = () => undefined;

const jane = { id: 'u1', username: 'jane', fullLegalName: 'Jane Doe', email: 'jane@example.com' };

beforeEach(async () => {
  setSignedIn(jane);
  // The session is known (as the last known user, offline): the provider asks no server.
  const client = createQueryClient();
  client.setQueryData<Session>(CURRENT_USER_QUERY_KEY, { user: jane, offline: true });
  assistantState.messages = [];
  renders.clear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      createElement(
        MantineProvider,
        { theme },
        createElement(
          QueryClientProvider,
          { client },
          createElement(AuthProvider, null, createElement(MemoryRouter, null, createElement(Conversation, { onOpenLaw }))),
        ),
      ),
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  setSignedOut();
});

/** A change to the conversation, and React's renders of it (valtio tells subscribers in a microtask). */
async function change(update: () => void) {
  await act(async () => update());
}

/** Asks question n and gets its answer, shown whole (as after the typewriter or "Show full answer"). */
async function ask(n: number) {
  await change(() => {
    const answer = addExchange(`Question number ${n}?`, reply(n));
    markRevealed(answer.id);
  });
}

const answersShown = () => [...container.querySelectorAll('article[aria-label="Answer"]')];
const answersInLog = () => [...container.querySelectorAll('[role="log"] article[aria-label="Answer"]')];
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name);
async function press(name: string) {
  const target = button(name);
  if (!target) throw new Error(`no button "${name}"`);
  await change(() => target.click());
}

// Rendering 30 Mantine answers in a simulated DOM takes seconds on a busy machine.
describe('a long conversation', { timeout: 120_000 }, () => {
  it('renders each of 30 answers once, however many come after it; the page holds the last ones and earlier ones come back on demand', async () => {
    for (let n = 1; n <= 30; n++) await ask(n);

    // The page holds the last exchanges only: the DOM does not grow with the conversation.
    const window = CONVERSATION_WINDOW / 2;
    expect(answersShown()).toHaveLength(window);
    expect(answersInLog()).toHaveLength(window);
    expect(container.querySelectorAll('article[aria-label="Your question"]')).toHaveLength(window);
    expect(answersShown()[0]?.textContent).toContain(`Answer number ${31 - window}:`);
    expect(container.textContent).toContain(`${30 - window} earlier questions and their answers not shown`);
    for (let n = 1; n <= 30; n++) expect(renders.get(answerText(n)), `answer ${n}`).toBe(1);

    // Every earlier answer can be read again, in order, above the log (not announced as new).
    // The button stays where it is, with focus, until it has opened them all.
    const toggle = button('Show earlier messages')!;
    toggle.focus();
    while (button('Show earlier messages')) await press('Show earlier messages');
    expect(document.activeElement).toBe(toggle);
    expect(toggle.textContent).toBe('Hide earlier messages');
    expect(answersShown()).toHaveLength(30);
    expect(answersInLog()).toHaveLength(window);
    for (let n = 1; n <= 30; n++) expect(answersShown()[n - 1]?.textContent).toContain(`Answer number ${n}: federal law protects tenants`);
    expect(container.textContent).toContain(`${30 - window} earlier questions and their answers shown`);
    // Opening them rendered them (again), not the answers already in the page.
    for (let n = 31 - window; n <= 30; n++) expect(renders.get(answerText(n)), `answer ${n}`).toBe(1);

    await press('Hide earlier messages');
    expect(answersShown()).toHaveLength(window);
  });

  it('closes the earlier messages again when a new question is asked', async () => {
    for (let n = 1; n <= 8; n++) await ask(n);
    await press('Show earlier messages');
    expect(answersShown()).toHaveLength(8);
    await ask(9);
    expect(answersShown()).toHaveLength(CONVERSATION_WINDOW / 2);
    expect(answersShown().at(-1)?.textContent).toContain('Answer number 9:');
    expect(button('Show earlier messages')).toBeDefined();
  });

  it('does not render the earlier answers again while a new one streams in, or while the question box changes', async () => {
    for (let n = 1; n <= 5; n++) await ask(n);
    await change(() => setQuery('Can my landlord keep my deposit?'));
    let id = '';
    await change(() => {
      id = startExchange('Question number 6?');
    });
    for (const part of ['Answer number 6: ', 'federal law ', 'protects tenants.']) await change(() => appendAnswerText(id, part));
    await change(() => {
      completeExchange(id, reply(6));
      markRevealed(id);
    });

    // Answer 1 has left the window for answer 6; the four after it stayed, not rendered again.
    expect(answersShown()).toHaveLength(CONVERSATION_WINDOW / 2);
    expect(answersShown().at(-1)?.textContent).toContain('Answer number 6: federal law protects tenants in this case.');
    for (let n = 1; n <= 6; n++) expect(renders.get(answerText(n)), `answer ${n}`).toBe(1);
  });

  it('still shows a change to an earlier answer (its sources opened) by rendering that answer alone', async () => {
    for (let n = 1; n <= 3; n++) await ask(n);
    await change(() => {
      assistantState.messages[1]!.showAll = true;
    });
    expect(renders.get(answerText(1))).toBe(2);
    expect(renders.get(answerText(2))).toBe(1);
    expect(renders.get(answerText(3))).toBe(1);
  });
});
