/**
 * The modal's source verification (spec part 1 §4 "Amendment modal": opening it triggers the
 * verification: loading, then a result or an error; §8: a reply that is not OK is "Failed to
 * verify source", no reply at all is "Network error during verification").
 */
import { useQuery } from '@tanstack/react-query';
import { ordinal } from '../../../core/schemas/amendments';
import { amendmentSourceVerificationSchema, type AmendmentSourceVerification } from '../../../core/schemas/verify';
import { ApiError, apiRequest } from '../../api/client';

export const VERIFY_FAILED = 'Failed to verify source';
export const VERIFY_NETWORK_ERROR = 'Network error during verification';

export type VerificationState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; result: AmendmentSourceVerification };

export function verificationFailureMessage(error: unknown): string {
  return error instanceof ApiError ? VERIFY_FAILED : VERIFY_NETWORK_ERROR;
}

export function useSourceVerification(number: number): VerificationState {
  const path = `/api/verify/amendment-source/${ordinal(number)}`;
  const query = useQuery({
    queryKey: ['/api/verify/amendment-source', ordinal(number)],
    queryFn: async ({ signal }) => {
      const reply = await apiRequest('GET', path, undefined, { signal });
      const parsed = amendmentSourceVerificationSchema.safeParse(reply);
      if (!parsed.success) throw new ApiError(200, VERIFY_FAILED, reply);
      return parsed.data;
    },
  });
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'error', message: verificationFailureMessage(query.error) };
  return { state: 'done', result: query.data };
}
