import { describe, expect, it } from 'vitest';
import { preloadScreen } from './screens';

describe('the screen of the address being opened', () => {
  it('is fetched at once for the route the address matches, parameters included', () => {
    expect(preloadScreen('/login', false)).toBe('/login');
    expect(preloadScreen('/terms', true)).toBe('/terms');
    expect(preloadScreen('/federal-laws', true)).toBe('/federal-laws');
    expect(preloadScreen('/federal-laws/42', true)).toBe('/federal-laws/:title');
    expect(preloadScreen('/federal-laws/42/3604', true)).toBe('/federal-laws/:title/:section');
  });

  it('is the signed-in home only when a user is remembered on the device', () => {
    expect(preloadScreen('/', true)).toBe('/');
    // A signed-out visitor is sent to /login: the Assistant's code would be wasted on them.
    expect(preloadScreen('/', false)).toBeUndefined();
    // And a signed-in one is sent away from /login.
    expect(preloadScreen('/login', true)).toBeUndefined();
  });

  it('is nothing for an address no route has', () => {
    expect(preloadScreen('/no-such-page', true)).toBeUndefined();
  });
});
