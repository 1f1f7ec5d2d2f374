/** Renders the contract use-cases' failures as the spec's error bodies (section 8; docs/credits.md). */
import { contractMessages } from '../../../../shared/messages';
import { ContractError } from '../../services/contracts';
import { AppError, notFound } from '../core/errors';

export function toContractAppError(err: unknown): unknown {
  if (!(err instanceof ContractError)) return err;
  switch (err.code) {
    case 'INSUFFICIENT_CREDITS':
      switch (err.reason) {
        case 'needsVerification':
          return new AppError(403, 'EMAIL_NOT_VERIFIED', contractMessages.verifyEmailFirst);
        case 'freeUsed':
          return new AppError(402, 'INSUFFICIENT_CREDITS', err.message, { freeUsed: true });
        case 'needsTopup':
          return new AppError(402, 'INSUFFICIENT_CREDITS', err.message, { needsTopup: true });
        default:
          return new AppError(402, 'INSUFFICIENT_CREDITS', err.message, { needsCredits: true });
      }
    case 'IDEMPOTENCY_KEY_REUSED':
      return new AppError(422, 'IDEMPOTENCY_KEY_REUSED', err.message);
    case 'SUBMISSION_FAILED':
      return new AppError(503, 'SERVICE_UNAVAILABLE', err.message);
    case 'INVALID_FILE_REFERENCE':
      return new AppError(400, 'VALIDATION_FAILED', err.message);
    case 'NOT_FOUND':
      return notFound('Contract not found');
  }
}
