import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerReachable, pwaState } from './pwaState';

describe('noteServerReachable', () => {
  it('shows the app offline when the server cannot be reached, and online again when it answers', () => {
    pwaState.online = true;
    noteServerReachable(false);
    expect(pwaState.online).toBe(false);
    noteServerReachable(true);
    expect(pwaState.online).toBe(true);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('keeps the offline banner when a late reply arrives after the browser went offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    pwaState.online = false;
    noteServerReachable(true);
    expect(pwaState.online).toBe(false);
  });
});
