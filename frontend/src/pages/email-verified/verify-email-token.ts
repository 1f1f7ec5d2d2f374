/**
 * Runs the verification once per token. It is a React Query query (not a mutation) on purpose:
 * the cache dedupes the call, so React's development double-mount cannot spend a single-use
 * token twice.
 */
import { useQuery } from '@tanstack/react-query';
import { verificationMessages } from '../../../../shared/messages';
import { verifyEmail } from '../../features/auth/auth-api';
import { ApiError } from '../../lib/api';

export type VerificationOutcome =
  { state: 'verified' } | { state: 'alreadyVerified' } | { state: 'failed'; message: string; notify: boolean };

async function runVerification(token: string): Promise<VerificationOutcome> {
  try {
    const answer = await verifyEmail(token);
    return answer.alreadyVerified ? { state: 'alreadyVerified' } : { state: 'verified' };
  } catch (error) {
    if (error instanceof ApiError) {
      return { state: 'failed', message: error.serverMessage ?? verificationMessages.failedFallback, notify: true };
    }
    return { state: 'failed', message: verificationMessages.networkError, notify: true };
  }
}

export function useEmailVerification(token: string | null) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => runVerification(token ?? ''),
    enabled: token !== null,
    gcTime: Infinity,
  });
}
