/** POST /api/waitlist/apply (spec section 7), through the one API client. */
import type { WaitlistApplication } from '../../../../shared/schemas/waitlist';
import { postNoContent } from '../../lib/api';

export const applyToWaitlist = (application: WaitlistApplication) => postNoContent('/api/waitlist/apply', application);
