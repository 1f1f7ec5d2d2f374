/** Dependencies and the caller as the organisation use-cases see them. */
import type { EmailSender } from '../../adapters/email/port';
import type { InvitesRepo } from '../../adapters/repositories/invites';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import type { RateLimitRepo } from '../../adapters/repositories/rate-limit';
import type { Clock, ServiceLog } from '../contracts/types';

export interface OrganizationDeps {
  organizations: OrganizationsRepo;
  invites: InvitesRepo;
  rateLimits: RateLimitRepo;
  email: EmailSender;
  clock: Clock;
  newId: () => string;
  log: ServiceLog;
  config: { appOrigin: string };
}

/** The signed-in caller (from the session's user record). */
export interface Caller {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  organizationId?: string;
}
