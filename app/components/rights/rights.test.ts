import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { amendments, findAmendment } from '../../../core/data/amendments';
import { ordinal, type Amendment } from '../../../core/schemas/amendments';
import { DISCLAIMER } from '../../../core/brand';
import { ApiError, NetworkError } from '../../api/client';
import { elementTexts, renderPage, textOf } from '../../testing/renderPage';
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
    const html = renderPage(() => createElement(RightsBrowser, { headingOrder: 1 }));
    expect(elementTexts(html, 'h1')).toEqual(['Know Your Rights']);
    expect(textOf(html)).toContain(DISCLAIMER);
    const buttons = [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([\s\S]*?)<\/button>/g)].map((m) => [
      textOf(m[2]!),
      m[1],
    ]);
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
    expect(textOf(html)).not.toContain('Loading amendments...');
    expect(textOf(html)).toContain('Showing all 17 amendments');
    expect(elementTexts(html, 'h2')).toEqual(amendments.map((a) => `${ordinal(a.number)} Amendment`));
  });

  it('shows a card per amendment with its name, title, category, year and a button to read it', () => {
    const html = renderPage(() => createElement(AmendmentCard, { amendment: findAmendment(14)!, headingOrder: 3, onOpen: () => {} }));
    expect(elementTexts(html, 'h3')).toEqual(['14th Amendment']);
    const text = textOf(html);
    for (const part of ['Citizenship, Due Process and Equal Protection', 'Civil Rights', 'Ratified 1868', 'Read the 14th Amendment'])
      expect(text).toContain(part);
  });
});

describe('the audio controls', () => {
  it('show play when idle, a spinner while loading and stop while playing, per track', () => {
    const idle = textOf(renderPage(() => createElement(AudioControls, { number: 1, audio: fakeAudio({}) })));
    expect(idle).toContain('Play constitutional text');
    expect(idle).toContain('Play plain-language version');

    const html = renderPage(() => createElement(AudioControls, { number: 1, audio: fakeAudio({ '1:constitutional': 'loading' }) }));
    expect(textOf(html)).toContain('Loading constitutional text');
    expect(html).toContain('aria-busy="true"');
    expect(
      textOf(renderPage(() => createElement(AudioControls, { number: 1, audio: fakeAudio({ '1:simplified': 'playing' }) }))),
    ).toContain('Stop plain-language version');
  });

  it('show the spec alert after a failure', () => {
    const html = renderPage(() => createElement(AudioControls, { number: 1, audio: fakeAudio({}, AUDIO_LOAD_FAILED) }));
    expect(html).toMatch(/role="alert"/);
    expect(textOf(html)).toContain('Unable to load audio. Please try again later.');
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
