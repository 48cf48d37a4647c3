// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tapPendingButton } from './pendingTap';

afterEach(() => {
  vi.useRealTimers();
  delete window.__lawsAiPendingTap;
  delete window.__lawsAiTakenOver;
  document.body.replaceChildren();
});

/** What React leaves on an element it has hydrated. */
function hydrate(element: Element) {
  Object.assign(element, { __reactProps$test: {} });
}

function buttons(...texts: string[]): string[] {
  const tapped: string[] = [];
  texts.forEach((text, i) => {
    const button = document.createElement('button');
    button.textContent = ` ${text} `;
    button.addEventListener('click', () => tapped.push(`${text} #${i}`));
    document.body.append(button);
    hydrate(button);
  });
  return tapped;
}

describe('a tap kept from before the app took over the prerendered page', () => {
  it('is made again on the button of that text and rank, once', () => {
    const tapped = buttons('Read', 'Read the 4th Amendment', 'Read', 'Read');
    window.__lawsAiPendingTap = { text: 'Read', rank: 1 };
    tapPendingButton();
    tapPendingButton();
    expect(tapped).toEqual(['Read #2']);
    expect(window.__lawsAiTakenOver).toBe(true);
  });

  it('waits until React runs its button (a part of the page hydrated later)', () => {
    vi.useFakeTimers();
    const tapped = buttons('Read the 4th Amendment');
    const button = document.querySelector('button')!;
    delete (button as unknown as Record<string, unknown>).__reactProps$test;
    window.__lawsAiPendingTap = { text: 'Read the 4th Amendment', rank: 0 };
    tapPendingButton();
    vi.advanceTimersByTime(500);
    expect(tapped).toEqual([]);
    hydrate(button);
    vi.advanceTimersByTime(100);
    expect(tapped).toEqual(['Read the 4th Amendment #0']);
  });

  it('is dropped when its button is gone or disabled', () => {
    vi.useFakeTimers();
    const tapped = buttons('Read the 4th Amendment');
    document.querySelector('button')!.disabled = true;
    window.__lawsAiPendingTap = { text: 'Read the 4th Amendment', rank: 0 };
    tapPendingButton();
    window.__lawsAiPendingTap = { text: 'Gone', rank: 0 };
    tapPendingButton();
    vi.advanceTimersByTime(15_000);
    expect(tapped).toEqual([]);
  });
});
