/**
 * Login ends with a full page load (spec part 1 §2), so the "Welcome back!" toast is carried
 * across it as a one-shot flag in sessionStorage.
 */
const WELCOME_FLAG = 'laws-ai:welcome-back';

export function markWelcomePending(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(WELCOME_FLAG, '1');
  } catch {
    // Storage can be disabled; the toast is a nicety.
  }
}

/** True once after markWelcomePending; the flag is consumed. */
export function takeWelcomePending(storage: Storage = sessionStorage): boolean {
  try {
    const pending = storage.getItem(WELCOME_FLAG) === '1';
    storage.removeItem(WELCOME_FLAG);
    return pending;
  } catch {
    return false;
  }
}
