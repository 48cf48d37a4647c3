import { subscribe } from 'valtio';
import { authState } from '../state/auth';

/**
 * Keep a chat's messages only while the same user is signed in: `clear` runs when another user
 * signs in or the user signs out. `state.userId` is whose messages the chat holds.
 */
export function followSignedInUser(state: { userId: string | null }, clear: () => void): void {
  const follow = () => {
    const userId = authState.status === 'signedIn' ? (authState.user?.id ?? null) : null;
    if (authState.status === 'unknown' || userId === state.userId) return;
    if (state.userId !== null || userId === null) clear();
    state.userId = userId;
  };
  follow();
  subscribe(authState, follow);
}
