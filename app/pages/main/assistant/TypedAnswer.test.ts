// @vitest-environment happy-dom
// A real DOM, React's client renderer and a fake clock: how often the typed answer renders is
// what this test is about, counted in frames of the fake clock, never timed.
import { act, createElement, type ComponentProps } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_TYPEWRITER_STEP_MS, totalSteps } from '../../../components/answer/typewriter';
import { typingText } from '../../../components/answer/typingText';
import { TYPING_FRAME_MS } from '../../../components/answer/useTypewriter';
import { theme } from '../../../theme';
import { TypedAnswer } from './TypedAnswer';

/** Each render of a block of the typed answer: its place and its content then. */
const renders = vi.hoisted(() => [] as { index: number; part: string }[]);

// The real block renderer, counted.
vi.mock('../../../components/answer/AnswerPart', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../components/answer/AnswerPart')>();
  return {
    ...original,
    AnswerPart(props: ComponentProps<typeof original.AnswerPart>) {
      renders.push({ index: props.index, part: JSON.stringify(props.part) });
      return original.AnswerPart(props);
    },
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answer = `Your landlord may not refuse to rent to you because you have children: the Fair Housing Act makes familial status a protected class, with exceptions for housing for older persons.

Fair Housing Act — discrimination in the sale or rental of housing [42 U.S.C. § 3604]
  Verify: https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section3604&num=0&edition=prelim
  Quote: 42 U.S.C. § 3604(a): “To refuse to sell or rent after the making of a bona fide offer … because of … familial status”
  Penalties: Civil penalties (42 U.S.C. § 3614).

Fair Housing Act — housing for older persons [42 U.S.C. § 3607]
  Quote: 42 U.S.C. § 3607(b)(1): “Nothing in this subchapter regarding familial status applies with respect to housing for older persons.”

Disclaimer: This is general legal information, not legal advice.`;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  renders.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function show(props: ComponentProps<typeof TypedAnswer>) {
  act(() => root.render(createElement(MantineProvider, { theme }, createElement(TypedAnswer, props))));
}

/** Lets `ms` of the fake clock pass, frame by frame, with React's renders. */
function pass(ms: number) {
  for (let t = 0; t < ms; t += 16) act(() => vi.advanceTimersByTime(16));
}

describe('an answer being typed', () => {
  it('types its blocks in order, renders each finished block once, and at most one frame of text per TYPING_FRAME_MS', () => {
    const onDone = vi.fn();
    show({ text: answer, final: true, onDone });
    const typed = typingText(answer);
    const duration = totalSteps(typed) * ANSWER_TYPEWRITER_STEP_MS;

    // Halfway: the lead is there, the disclaimer is not yet.
    pass(duration / 2);
    expect(container.textContent).toContain('Your landlord may not refuse to rent to you');
    expect(container.textContent).not.toContain('not legal advice');
    expect(onDone).not.toHaveBeenCalled();

    pass(duration / 2 + 200);
    expect(onDone).toHaveBeenCalledTimes(1);
    const text = container.querySelector('[data-typing="true"]')?.textContent ?? '';
    // Every block, in order, as text; the cards' links and penalties come with the finished answer.
    const order = [
      'Your landlord may not refuse',
      '42 U.S.C. § 3604',
      'because of … familial status',
      '42 U.S.C. § 3607',
      'applies with respect to housing for older persons.',
      'not legal advice.',
    ];
    const at = order.map((s) => text.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).not.toContain('Verify');
    expect(text).not.toContain('Civil penalties');
    expect(container.querySelector('[data-typing="true"]')?.getAttribute('aria-hidden')).toBe('true');

    // Four blocks: each rendered once in its finished form, never again while later ones type.
    const last = new Map(renders.map((r) => [r.index, r.part]));
    expect([...last.keys()]).toEqual([0, 1, 2, 3]);
    for (const [index, part] of last)
      expect(
        renders.filter((r) => r.index === index && r.part === part),
        `block ${index}`,
      ).toHaveLength(1);
    // Renders follow TYPING_FRAME_MS, not the 12 ms steps: one block rendered an update (and the first one).
    const frames = Math.ceil(duration / TYPING_FRAME_MS) + 1;
    expect(renders.length).toBeLessThanOrEqual(frames + last.size);
    expect(totalSteps(typed)).toBeGreaterThan(frames);
  });

  it('shows the whole answer at once when typing is skipped', () => {
    const onDone = vi.fn();
    show({ text: answer, final: true, instant: true, onDone });
    expect(container.textContent).toContain('not legal advice.');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
