import { describe, expect, it } from 'vitest';
import { ANSWER_TYPEWRITER_STEP_MS, TYPEWRITER_STEP_MS, advance, stepSize, stepsDue, totalSteps, typingResumesAt } from './typewriter';

describe('typewriter step sizes (spec part 1 §9)', () => {
  it('reveals 2 characters per step', () => {
    expect(stepSize('abcdef', 0)).toBe(2);
    expect(advance('abcdef', 0)).toBe(2);
    expect(advance('abcdef', 2)).toBe(4);
  });

  it('reveals 5 when the next character is a space or a newline', () => {
    expect(stepSize('ab cdefgh', 2)).toBe(5);
    expect(stepSize('ab\ncdefgh', 2)).toBe(5);
    expect(advance('ab cdefghij', 2)).toBe(7);
  });

  it('reveals 10 when the next character is a box-drawing character', () => {
    const rule = '──────────────────── Fair Housing Act';
    expect(stepSize(rule, 0)).toBe(10);
    expect(advance(rule, 0)).toBe(10);
    expect(stepSize('┌─┐', 0)).toBe(10);
    expect(stepSize('╚═╝', 0)).toBe(10);
  });

  it('never goes past the end, and stops there', () => {
    expect(advance('abc', 2)).toBe(3);
    expect(advance('abc', 3)).toBe(3);
    expect(advance('abc', 0, 100)).toBe(3);
  });

  it('never cuts an emoji in half', () => {
    const text = 'a👍b';
    expect(advance(text, 0)).toBe(3);
    expect(text.slice(0, advance(text, 0))).toBe('a👍');
  });

  it('takes several steps at once when asked', () => {
    // 2 + 5 (space) + 2
    expect(advance('ab cdefghijk', 0, 3)).toBe(9);
  });

  it('counts the steps of a whole text', () => {
    expect(totalSteps('')).toBe(0);
    expect(totalSteps('abcd')).toBe(2);
    expect(totalSteps('ab cdefgh')).toBe(3);
  });
});

describe('typewriter timing', () => {
  it('steps every 20 ms by default and every 12 ms for answers', () => {
    expect(TYPEWRITER_STEP_MS).toBe(20);
    expect(ANSWER_TYPEWRITER_STEP_MS).toBe(12);
    expect(stepsDue(11, ANSWER_TYPEWRITER_STEP_MS)).toBe(0);
    expect(stepsDue(12, ANSWER_TYPEWRITER_STEP_MS)).toBe(1);
    expect(stepsDue(120, ANSWER_TYPEWRITER_STEP_MS)).toBe(10);
    expect(stepsDue(120, TYPEWRITER_STEP_MS)).toBe(6);
  });

  it('catches up after a throttled timer instead of slowing down', () => {
    expect(stepsDue(1000, ANSWER_TYPEWRITER_STEP_MS)).toBe(83);
    expect(stepsDue(-5, ANSWER_TYPEWRITER_STEP_MS)).toBe(0);
  });
});

describe('typing a text that changes', () => {
  it('goes on from where it is when the new text starts with what is shown (a streamed answer growing)', () => {
    expect(typingResumesAt('Fair Hou', 'Fair Housing Act\n')).toBe(8);
    expect(typingResumesAt('Fair Housing Act\n', 'Fair Housing Act\nIt is unlawful.\n')).toBe(17);
    // The final answer is the streamed text: typing goes on, it does not restart.
    expect(typingResumesAt('Fair Housing Act\nIt is', 'Fair Housing Act\nIt is unlawful.\n')).toBe(22);
    // All of it already shown: nothing left to type.
    expect(typingResumesAt('abc', 'abc')).toBe(3);
  });

  it('restarts for any other text', () => {
    expect(typingResumesAt('Fair Housing Act\nIt is', 'From your saved library: Fair Housing Act')).toBe(0);
    expect(typingResumesAt('Question one', 'Question two')).toBe(0);
    expect(typingResumesAt('Fair Housing Act', 'Fair')).toBe(0);
    expect(typingResumesAt('abc', '')).toBe(0);
  });

  it('starts from the beginning when nothing is shown yet', () => {
    expect(typingResumesAt('', 'Fair Housing Act')).toBe(0);
  });

  it('types a growing text to the same place as the whole text typed at once', () => {
    const whole = 'Fair Housing Act — discrimination [42 U.S.C. § 3604]\nIt is unlawful 👪 to refuse.\n';
    const chunks = ['Fair Housing Act — discrimination [42 U.S.C. § 3604]\n', 'It is unlawful 👪 ', 'to refuse.\n'];
    let text = '';
    let position = 0;
    let steps = 0;
    for (const chunk of chunks) {
      position = typingResumesAt(text.slice(0, position), text + chunk);
      text += chunk;
      for (let i = 0; i < 3 && position < text.length; i += 1, steps += 1) position = advance(text, position);
    }
    while (position < text.length) ((position = advance(text, position)), (steps += 1));
    expect(text).toBe(whole);
    expect(steps).toBe(totalSteps(whole));
  });
});
