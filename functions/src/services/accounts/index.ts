/**
 * The account service: sign-up, verification, sign-in, sessions and password recovery, built from
 * explicit dependencies, e.g. createAccountService({ users, tokens, sessions, rateLimits, email,
 * clock, config, signingKey, log }).
 */
import { createAuthentication } from './authentication';
import { createRecovery } from './recovery';
import { createRegistration } from './registration';
import type { AccountDeps } from './types';

export function createAccountService(deps: AccountDeps) {
  return { ...createRegistration(deps), ...createAuthentication(deps), ...createRecovery(deps) };
}

export type AccountService = ReturnType<typeof createAccountService>;
export { accountErrors, isSessionExpired } from './errors';
export { systemClock, type AccountDeps, type Clock, type User } from './types';
