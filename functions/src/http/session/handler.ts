/** Session Lambda: user status (and, with accounts, sign-up, sign-in, verification and reset). */
import { signedOutStatus } from '../../../../shared/schemas/auth';
import { createHandler } from '../core/router';
import { json } from '../core/respond';

export const handler = createHandler({
  'GET /api/contract/user-status': async () => json(200, signedOutStatus()),
});
