/**
 * The waitlist repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/waitlist-repo.ts.
 */
import type { WaitlistApplication } from '../../../../shared/schemas/waitlist';

export interface WaitlistEntry extends WaitlistApplication {
  createdAt: string;
  /** The signed-in user who applied, when there was one. */
  userId?: string;
}

export interface WaitlistRepo {
  /** False when this email has already applied. */
  add(entry: WaitlistEntry): Promise<boolean>;
  markNotified(email: string, at: string): Promise<void>;
}
