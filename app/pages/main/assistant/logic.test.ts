import { describe, expect, it } from 'vitest';
import { SOURCES_SHOWN } from '../../../../core/constants';
import { searchRequestSchema } from '../../../../core/schemas/legal';
import { ApiError, NetworkError } from '../../../api/client';
import { engineLabel } from '../../../components/answerEngine';
import { assistantExamples } from './examples';
import { SEARCH_FAILED_FALLBACK, readRecentSearches, searchErrorMessage } from './search';
import { sourcesToggleLabel, visibleSources } from './sources';

describe('sources: first 5, then "Show N More Laws" / "Show Less"', () => {
  const sources = Array.from({ length: 8 }, (_, i) => `law ${i + 1}`);

  it('shows the first 5 until expanded, then all', () => {
    expect(SOURCES_SHOWN).toBe(5);
    expect(visibleSources(sources, false)).toEqual(['law 1', 'law 2', 'law 3', 'law 4', 'law 5']);
    expect(visibleSources(sources, true)).toEqual(sources);
  });

  it('names how many are hidden, and offers "Show Less" once expanded', () => {
    expect(sourcesToggleLabel(8, false)).toBe('Show 3 More Laws');
    expect(sourcesToggleLabel(6, false)).toBe('Show 1 More Laws');
    expect(sourcesToggleLabel(10, false)).toBe('Show 5 More Laws');
    expect(sourcesToggleLabel(8, true)).toBe('Show Less');
  });

  it('offers no toggle when 5 or fewer', () => {
    expect(sourcesToggleLabel(5, false)).toBeNull();
    expect(sourcesToggleLabel(0, true)).toBeNull();
    expect(visibleSources(['a', 'b'], false)).toEqual(['a', 'b']);
  });
});

describe('the examples', () => {
  it('are exactly the four of the spec, each with a real question the server accepts', () => {
    expect(assistantExamples.map((e) => e.title)).toEqual([
      'Tenant Rights & Eviction',
      'Consumer Protection',
      'Small Business Compliance',
      'Student Loan Rights',
    ]);
    for (const { question } of assistantExamples) {
      expect(question).toMatch(/\?$/);
      expect(searchRequestSchema.safeParse({ query: question }).success).toBe(true);
    }
  });
});

describe('which engine answered', () => {
  it('says it in words', () => {
    expect(engineLabel('built-in')).toBe('Answered by the built-in engine');
    expect(engineLabel('ai')).toBe('Answered by the AI model');
    expect(engineLabel('offline')).toBe('Offline: answered from your saved library');
    expect(engineLabel(undefined)).toBeNull();
  });
});

describe('"Search Failed" toast message', () => {
  it("is the server's own words", () => {
    expect(searchErrorMessage(new ApiError(400, 'Please enter a question'))).toBe('Please enter a question');
  });

  it('is the network message when the server could not be reached', () => {
    expect(searchErrorMessage(new NetworkError())).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('falls back to the spec text when there is no message', () => {
    expect(SEARCH_FAILED_FALLBACK).toBe('Failed to search legal information. Please try again.');
    expect(searchErrorMessage(new Error(''))).toBe(SEARCH_FAILED_FALLBACK);
    expect(searchErrorMessage('boom')).toBe(SEARCH_FAILED_FALLBACK);
    expect(searchErrorMessage(undefined)).toBe(SEARCH_FAILED_FALLBACK);
  });
});

describe('recent searches reply', () => {
  it('reads a list of id, query, createdAt and refuses anything else', () => {
    const list = [{ id: '1', query: 'overtime', createdAt: '2026-01-01T00:00:00.000Z' }];
    expect(readRecentSearches(list)).toEqual(list);
    expect(() => readRecentSearches({ searches: list })).toThrow();
    expect(() => readRecentSearches([{ id: 1, query: 'x' }])).toThrow();
  });
});
