// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { amendments, findAmendment } from '../../../core/data/amendments';
import { ordinal, type Amendment } from '../../../core/schemas/amendments';
import { DISCLAIMER } from '../../../core/brand';
import { ApiError, NetworkError } from '../../api/client';
import { headingTexts, readText, renderElement, screen } from '../../testing/render';
import { AmendmentCard } from './AmendmentCard';
import { AudioControls } from './AudioControls';
import { AUDIO_LOAD_FAILED } from './audioMessages';
import { countText, filterAmendments } from './filter';
import { RightsBrowser } from './RightsBrowser';
import type { AudioStatus, RightsAudio } from './useRightsAudio';
import { VERIFY_FAILED, VERIFY_NETWORK_ERROR, verificationFailureMessage } from './useSourceVerification';
import { checkCouldNotRun, lastVerifiedAt } from './VerificationResult';

function fakeAudio(status: Partial<Record<string, AudioStatus>>, alert: string | null = null): RightsAudio {
  return {
    audioRef: { current: null },
    statusOf: (n, kind) => status[`${n}:${kind}`] ?? 'idle',
    toggle: () => {},
    stop: () => {},
    alert,
    dismissAlert: () => {},
  };
}

describe('the category filter', () => {
  it('keeps every amendment under All and only that category otherwise', () => {
    expect(filterAmendments(amendments, 'All')).toHaveLength(17);
    expect(filterAmendments(amendments, 'Privacy Rights').map((a) => a.number)).toEqual([3, 4]);
    expect(filterAmendments(amendments, 'Federalism').map((a) => a.number)).toEqual([10]);
    expect(countText(17, 17)).toBe('Showing all 17 amendments');
    expect(countText(2, 17)).toBe('Showing 2 of 17 amendments');
  });
});

describe('the Know Your Rights browser', () => {
  it('has its heading, the disclaimer and the filter bar with All pressed', () => {
    renderElement(createElement(RightsBrowser, { headingOrder: 1 }));
    expect(headingTexts(1)).toEqual(['Know Your Rights']);
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    const buttons = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'))
      .map((button) => [readText(button), button.getAttribute('aria-pressed')]);
    expect(buttons).toEqual([
      ['All', 'true'],
      ['Fundamental Freedoms', 'false'],
      ['Individual Rights', 'false'],
      ['Privacy Rights', 'false'],
      ['Legal Protections', 'false'],
      ['Civil Rights', 'false'],
      ['Voting Rights', 'false'],
      ['Federalism', 'false'],
    ]);
    // Before IndexedDB has answered: every amendment at once, from the app's own copy.
    expect(screen.queryByText('Loading amendments...')).not.toBeInTheDocument();
    expect(screen.getByText('Showing all 17 amendments')).toBeInTheDocument();
    expect(headingTexts(2)).toEqual(amendments.map((a) => `${ordinal(a.number)} Amendment`));
  });

  it('shows a card per amendment with its name, title, category, year and a button to read it', () => {
    renderElement(createElement(AmendmentCard, { amendment: findAmendment(14)!, headingOrder: 3, onOpen: () => {} }));
    expect(headingTexts(3)).toEqual(['14th Amendment']);
    const text = readText();
    for (const part of ['Citizenship, Due Process and Equal Protection', 'Civil Rights', 'Ratified 1868', 'Read the 14th Amendment'])
      expect(text).toContain(part);
  });
});

describe('the audio controls', () => {
  it('show play when idle, a spinner while loading and stop while playing, per track', () => {
    renderElement(createElement(AudioControls, { number: 1, audio: fakeAudio({}) }));
    expect(screen.getByRole('button', { name: 'Play constitutional text' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play plain-language version' })).toBeInTheDocument();

    renderElement(createElement(AudioControls, { number: 1, audio: fakeAudio({ '1:constitutional': 'loading' }) }));
    expect(screen.getByRole('button', { name: 'Loading constitutional text' })).toHaveAttribute('aria-busy', 'true');
    renderElement(createElement(AudioControls, { number: 1, audio: fakeAudio({ '1:simplified': 'playing' }) }));
    expect(screen.getByRole('button', { name: 'Stop plain-language version' })).toBeInTheDocument();
  });

  it('show the spec alert after a failure', () => {
    renderElement(createElement(AudioControls, { number: 1, audio: fakeAudio({}, AUDIO_LOAD_FAILED) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load audio. Please try again later.');
  });
});

describe('the verification errors', () => {
  it('name a reply that is not OK and a request that got no reply as the spec does', () => {
    expect(verificationFailureMessage(new ApiError(500, 'boom'))).toBe(VERIFY_FAILED);
    expect(VERIFY_FAILED).toBe('Failed to verify source');
    expect(verificationFailureMessage(new NetworkError())).toBe(VERIFY_NETWORK_ERROR);
    expect(VERIFY_NETWORK_ERROR).toBe('Network error during verification');
  });
});

describe('the amendments shown', () => {
  it("are the app's copy while the device has none (or cannot answer), then the stored ones", async () => {
    const { amendmentsToShow } = await import('./useAmendments');
    const stored = amendments.slice(0, 3).map((a) => ({ ...a, examples: [...a.examples], keyRights: [...a.keyRights] }));
    expect(amendmentsToShow(undefined)).toBe(amendments);
    expect(amendmentsToShow([])).toBe(amendments);
    expect(amendmentsToShow(stored)).toBe(stored);
  });

  it('never go empty while the device copy is seeded (the store answers empty first in Chromium), nor redrawn when it says the same', async () => {
    const { followAmendmentsToShow } = await import('./useAmendments');
    const seededCopy = JSON.parse(JSON.stringify(amendments)) as Amendment[];
    let answer: (stored: Amendment[]) => void = () => undefined;
    const shown: number[] = [];
    const stop = followAmendmentsToShow(
      (onStored) => {
        answer = onStored;
        return () => undefined;
      },
      (next) => shown.push(next.length),
    );
    answer([]);
    answer(seededCopy);
    expect(shown).toEqual([]);
    answer(seededCopy.filter((a) => a.number !== 26));
    expect(shown).toEqual([16]);
    stop();
  });

  it('follow the real device store: seeded without a redraw, then every change', async () => {
    const { followAmendmentsToShow } = await import('./useAmendments');
    const { db } = await import('../../db/database');
    const { watchStoredAmendments } = await import('../../db/amendments');
    const answers: number[] = [];
    const shown: number[] = [];
    const stop = followAmendmentsToShow(
      (onStored) =>
        watchStoredAmendments((stored) => {
          answers.push(stored.length);
          onStored(stored);
        }),
      (next) => shown.push(next.length),
    );
    await expect.poll(() => answers.at(-1)).toBe(17);
    expect(shown).toEqual([]);
    await db.amendments.delete(26);
    await expect.poll(() => shown).toEqual([16]);
    stop();
  });
});

describe('a source check that could not run', () => {
  const base = {
    number: '1st',
    url: 'https://constitution.congress.gov/browse/amendment-1/',
    isGovernmentSite: true,
    verifiedBy: null,
    checkedAt: '2026-11-27T22:00:00.000Z',
  };
  it('is told apart from a page that was read and lacks the text', () => {
    const unreachable = {
      ...base,
      isValid: false,
      contentFound: false,
      error: 'could not be reached',
      actualContent: null,
      checks: [
        { url: base.url, isValid: false, isGovernmentSite: true, contentFound: false, error: 'could not be reached', actualContent: null },
      ],
    };
    expect(checkCouldNotRun(unreachable)).toBe(true);
    const wrongPage = {
      ...unreachable,
      checks: [
        { ...unreachable.checks[0]!, error: 'The page does not contain the official text of the 1st Amendment', actualContent: 'Welcome' },
      ],
    };
    expect(checkCouldNotRun(wrongPage)).toBe(false);
    expect(checkCouldNotRun({ ...unreachable, isValid: true, contentFound: true, error: null, checks: [] })).toBe(false);
  });

  it('shows the last successful check kept on the device', () => {
    const storage = { getItem: (key: string) => (key === 'laws-ai.amendment-verified.1st' ? '2026-11-20T10:00:00.000Z' : null) };
    expect(lastVerifiedAt('1st', storage)).toBe('2026-11-20T10:00:00.000Z');
    expect(lastVerifiedAt('2nd', storage)).toBeUndefined();
  });
});
