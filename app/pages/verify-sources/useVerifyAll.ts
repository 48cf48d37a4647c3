/**
 * Amendment verification states (spec part 2 §4): idle, then loading, then results. On a reply
 * that is not OK, or any error, nothing is shown to the user (only a diagnostic log) and no
 * results appear.
 */
import { useCallback, useState } from 'react';
import { amendmentVerificationResponseSchema, type AmendmentVerificationResponse } from '../../../core/schemas/verify';
import { apiRequest } from '../../api/client';

export const VERIFY_ALL_PATH = '/api/verify/all-amendment-sources';

export type VerifyAllState = { state: 'idle' } | { state: 'loading' } | { state: 'done'; result: AmendmentVerificationResponse };

export function useVerifyAll(): [VerifyAllState, () => void] {
  const [status, setStatus] = useState<VerifyAllState>({ state: 'idle' });
  const run = useCallback(() => {
    setStatus({ state: 'loading' });
    void apiRequest('GET', VERIFY_ALL_PATH)
      .then((reply) => setStatus({ state: 'done', result: amendmentVerificationResponseSchema.parse(reply) }))
      .catch((error: unknown) => {
        console.error('[laws-ai] amendment source verification failed:', error);
        setStatus({ state: 'idle' });
      });
  }, []);
  return [status, run];
}
