/** POST /api/waitlist/apply (docs/product-spec.md section 7), through the one API client. */
import type { WaitlistApplication } from '../../../../shared/schemas/waitlist';
import { postNoContent } from '../../lib/api';

export const applyToWaitlist = (application: WaitlistApplication) => postNoContent('/api/waitlist/apply', application);
