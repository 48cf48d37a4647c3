import { describe, expect, it } from 'vitest';
import { overLimitMessage, postLengthNote } from './postLength';

describe('post length', () => {
  it('shows the count and the limit', () => {
    expect(postLengthNote(1234, 5000)).toBe('1,234 / 5,000 characters');
  });
  it('refuses a post over the limit with a message, and says nothing was cut', () => {
    expect(overLimitMessage(5000, 5000)).toBeUndefined();
    expect(overLimitMessage(5312, 5000)).toBe(
      'Your post is 5,312 characters; the limit is 5,000. Please shorten it by 312 characters. Nothing has been cut.',
    );
  });
});
