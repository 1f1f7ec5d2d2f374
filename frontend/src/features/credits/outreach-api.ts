/** Top-up request and refer-a-friend (docs/product-spec.md section 7), through the one API client. */
import type { CreditTarget } from '../../../../shared/organization-credits';
import type { UserStatus } from '../../../../shared/schemas/auth';
import type { ReferralRequest, TopUpRequest } from '../../../../shared/schemas/outreach';
import { postNoContent } from '../../lib/api';

/** The spec's fields; `organizationId` when the request is for the organisation's balance. */
export const requestTopUp = (status: UserStatus, target: CreditTarget, requestDetails: TopUpRequest) =>
  postNoContent('/api/email/notify-low-credits', {
    email: status.email,
    firstName: status.firstName,
    creditsRemaining: target.creditsRemaining,
    subscriptionType: target.kind === 'organization' ? target.plan : status.subscriptionType,
    requestDetails,
    ...(target.kind === 'organization' ? { organizationId: target.id } : {}),
  });

export const referFriend = (request: ReferralRequest) => postNoContent('/api/email/refer-friend', request);
