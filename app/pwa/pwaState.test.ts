import { describe, expect, it } from 'vitest';
import { noteServerReachable, pwaState } from './pwaState';

describe('noteServerReachable', () => {
  it('shows the app offline when the server cannot be reached, and online again when it answers', () => {
    pwaState.online = true;
    noteServerReachable(false);
    expect(pwaState.online).toBe(false);
    noteServerReachable(true);
    expect(pwaState.online).toBe(true);
  });
});
