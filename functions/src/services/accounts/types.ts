/** What the account service needs, passed in explicitly (no globals); failures are AppErrors (./errors.ts). */
import type { EmailSender } from '../../adapters/email/port';
import type { RateRule } from '../../domain/accounts/rate-limits';
import type { RateLimitRepo } from '../../adapters/repositories/rate-limit';
import type { SessionsRepo } from '../../adapters/repositories/sessions';
import type { TokensRepo } from '../../adapters/repositories/tokens';
import type { User, UsersRepo } from '../../adapters/repositories/users';
import type { SessionSigningKey } from '../../domain/accounts/session-jwt';
import type { Clock } from '../../adapters/clock';
import type { LogPort } from '../../log/port';

export { systemClock, type Clock } from '../../adapters/clock';

export type ServiceLog = Pick<LogPort, 'warn' | 'error'>;

export interface AccountsConfig {
  /** Sign-up limits; the domain's rules unless a test gives its own (own names, so counters never collide). */
  signUpRules?: { perAddress: RateRule; overall: RateRule };
  /** The site's origin: JWT issuer and base of email links. */
  appOrigin: string;
  freeCreditsOnVerify: number;
  session: { idleMinutes: number; maxHours: number };
  /**
   * The forgot-password answer never comes sooner than this, whether or not the email exists, so
   * its timing does not reveal registered addresses.
   */
  resetResponseFloorMs: number;
}

export interface AccountDeps {
  users: UsersRepo;
  tokens: TokensRepo;
  sessions: SessionsRepo;
  rateLimits: RateLimitRepo;
  email: EmailSender;
  clock: Clock;
  config: AccountsConfig;
  signingKey: SessionSigningKey;
  log: ServiceLog;
}

/** The caller of a request, as far as rate limits care. */
export interface RequestMeta {
  clientAddress: string;
}

export interface AuthenticatedSession {
  user: User;
  sid: string;
}

export type { User };
