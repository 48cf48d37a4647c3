/**
 * The modal's source verification (spec part 1 §4 "Amendment modal": opening it triggers the
 * verification: loading, then a result or an error; §8: a reply that is not OK is "Failed to
 * verify source", no reply at all is "Network error during verification").
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { ordinal } from '../../../core/schemas/amendments';
import { amendmentSourceVerificationSchema, type AmendmentSourceVerification } from '../../../core/schemas/verify';
import { ApiError, apiRequest, NetworkError } from '../../api/client';
import { pwaState } from '../../pwa/pwaState';

export const VERIFY_FAILED = 'Failed to verify source';
export const VERIFY_NETWORK_ERROR = 'Network error during verification';
/** Offline is not a failed check: neutral words, and the check runs again when back online. */
export const VERIFY_OFFLINE =
  'You’re offline, so the official source can’t be checked now. It will be checked again when you’re back online.';

class OfflineNow extends Error {}

export type VerificationState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'offline'; message: string }
  | { state: 'done'; result: AmendmentSourceVerification };

export function verificationFailureMessage(error: unknown): string {
  return error instanceof ApiError ? VERIFY_FAILED : VERIFY_NETWORK_ERROR;
}

export function useSourceVerification(number: number): VerificationState {
  const path = `/api/verify/amendment-source/${ordinal(number)}`;
  const query = useQuery({
    queryKey: ['/api/verify/amendment-source', ordinal(number)],
    queryFn: async ({ signal }) => {
      if (!pwaState.online) throw new OfflineNow();
      const reply = await apiRequest('GET', path, undefined, { signal }).catch((error: unknown) => {
        // No reply while the browser says it is offline: offline, not a failed source.
        throw error instanceof NetworkError && !pwaState.online ? new OfflineNow() : error;
      });
      const parsed = amendmentSourceVerificationSchema.safeParse(reply);
      if (!parsed.success) throw new ApiError(200, VERIFY_FAILED, reply);
      return parsed.data;
    },
  });
  const { online } = useSnapshot(pwaState);
  const offline = query.error instanceof OfflineNow;
  const { refetch } = query;
  useEffect(() => {
    if (online && offline) void refetch();
  }, [online, offline, refetch]);
  if (query.isPending || (offline && online)) return { state: 'loading' };
  if (offline) return { state: 'offline', message: VERIFY_OFFLINE };
  if (query.isError) return { state: 'error', message: verificationFailureMessage(query.error) };
  return { state: 'done', result: query.data };
}
