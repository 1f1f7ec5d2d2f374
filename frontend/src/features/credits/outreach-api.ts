/** Top-up request and refer-a-friend (docs/product-spec.md section 7), through the one API client. */
import type { UserStatus } from '../../../../shared/schemas/auth';
import type { ReferralRequest, TopUpRequest } from '../../../../shared/schemas/outreach';
import { postNoContent } from '../../lib/api';

export const requestTopUp = (status: UserStatus, requestDetails: TopUpRequest) =>
  postNoContent('/api/email/notify-low-credits', {
    email: status.email,
    firstName: status.firstName,
    creditsRemaining: status.creditsRemaining,
    subscriptionType: status.subscriptionType,
    requestDetails,
  });

export const referFriend = (request: ReferralRequest) => postNoContent('/api/email/refer-friend', request);
