/**
 * The payments repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/payments-repo.ts.
 */

export type PaymentStatus = 'open' | 'paid' | 'expired';

export interface PaymentRecord {
  sessionId: string;
  /** The buyer: the signed-in user who opened the checkout (status and fix-payment answer only them). */
  userId: string;
  /** Set when the credits are for this organisation's balance (the buyer is its owner or an admin). */
  organizationId?: string;
  provider: 'stripe' | 'local';
  packageId: string;
  packageName: string;
  credits: number;
  /** Minor units. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  createdAt: string;
  processingCompleted: boolean;
  creditsBeforeUpdate?: number;
  updatedCredits?: number;
  processedAt?: string;
  processedBy?: 'webhook' | 'fix-payment';
}

export type CreditOutcome =
  | {
      kind: 'added';
      before: number;
      after: number;
    }
  /** The session's credits were added earlier (by this or another caller); figures from the marker. */
  | {
      kind: 'alreadyAdded';
      before: number;
      after: number;
    }
  | {
      kind: 'noUser';
    };

export interface PaymentsRepo {
  get: (sessionId: string) => Promise<PaymentRecord | undefined>;
  /** Records a new checkout session; true when this call created it (false if it already existed). */
  create(record: Omit<PaymentRecord, 'status' | 'processingCompleted'>): Promise<boolean>;
  /** A user's payments, newest first (operators; the GSI1 keys written by create). */
  listForUser(userId: string, limit?: number): Promise<PaymentRecord[]>;
  /**
   * Adds the session's credits to the balance of `ownerId` (a user's id, or an organisation's
   * `org_...` id) at most once (see the file comment).
   */
  addCreditsOnce(ownerId: string, sessionId: string, credits: number): Promise<CreditOutcome>;
  /**
   * Marks the payment paid and processed with the figures of the credit update (once). Returns the
   * record as stored: this call's figures, or those of whoever marked it first.
   */
  markProcessed(
    sessionId: string,
    result: {
      before: number;
      after: number;
      amount: number;
      currency: string;
      at: string;
      by: 'webhook' | 'fix-payment';
    },
  ): Promise<PaymentRecord | undefined>;
  /** An abandoned checkout (checkout.session.expired): only an open record changes. */
  markExpired(sessionId: string): Promise<void>;
}
