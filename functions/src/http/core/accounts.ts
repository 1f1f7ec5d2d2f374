/**
 * The cold-start check every handler that signs or verifies sessions runs. The account service
 * itself is built in the session Lambda's composition root, http/session/deps.ts.
 */
import { getConfig, requireSessionKeySource } from '../../config';

/**
 * Fails the cold start, not the first request, when no session key is configured: called at module
 * load by every handler that signs or verifies sessions.
 */
export function assertSessionKeyConfigured(): void {
  requireSessionKeySource(getConfig());
}
