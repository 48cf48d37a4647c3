import { useState } from 'react';
import { failureMessage } from '../api/client';

/**
 * A form's failed request, for the red alert above it: cleared when the form is sent again,
 * then the server's own words, else `fallback` (no reply, or one the app could not read).
 */
export function useRequestError() {
  const [error, setError] = useState<string | null>(null);
  /** Runs `request`; false when it failed (the error is then shown). */
  const attempt = async (request: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setError(null);
    try {
      await request();
      return true;
    } catch (failure) {
      setError(failureMessage(failure, fallback));
      return false;
    }
  };
  return { error, attempt, clearError: () => setError(null) };
}
