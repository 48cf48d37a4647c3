/**
 * Amendment verification states (spec part 2 §4): idle, then loading, then results. On a reply
 * that is not OK, or any error, nothing is shown to the user (only a diagnostic log) and no
 * results appear. Offline is not an error: the page says it can't check now and runs
 * the check when the connection is back.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { amendmentVerificationResponseSchema, type AmendmentVerificationResponse } from '../../../core/schemas/verify';
import { apiRequest, NetworkError } from '../../api/client';
import { pwaState } from '../../pwa/pwaState';

export const VERIFY_ALL_PATH = '/api/verify/all-amendment-sources';
export const VERIFY_ALL_OFFLINE =
  'You’re offline, so the official sources can’t be checked now. The check will run when you’re back online.';

export type VerifyAllState =
  { state: 'idle' } | { state: 'loading' } | { state: 'offline' } | { state: 'done'; result: AmendmentVerificationResponse };

export function useVerifyAll(): [VerifyAllState, () => void] {
  const [status, setStatus] = useState<VerifyAllState>({ state: 'idle' });
  const run = useCallback(() => {
    if (!pwaState.online) {
      setStatus({ state: 'offline' });
      return;
    }
    setStatus({ state: 'loading' });
    void apiRequest('GET', VERIFY_ALL_PATH)
      .then((reply) => setStatus({ state: 'done', result: amendmentVerificationResponseSchema.parse(reply) }))
      .catch((error: unknown) => {
        if (error instanceof NetworkError && !pwaState.online) {
          setStatus({ state: 'offline' });
          return;
        }
        console.error('[laws-ai] amendment source verification failed:', error);
        setStatus({ state: 'idle' });
      });
  }, []);
  const { online } = useSnapshot(pwaState);
  useEffect(() => {
    if (online && status.state === 'offline') run();
  }, [online, status.state, run]);
  return [status, run];
}
