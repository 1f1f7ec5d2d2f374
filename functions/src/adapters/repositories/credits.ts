/**
 * The credits repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/credits-repo.ts.
 */

export type ChargeOutcome =
  | {
      kind: 'charged';
      creditsRemaining: number;
    }
  /** This contract id already holds a credit (a retried submission): nothing was charged. */
  | {
      kind: 'alreadyCharged';
    }
  | {
      kind: 'insufficient';
      creditsRemaining: number;
    }
  | {
      kind: 'noUser';
    };

export type OperatorCreditOutcome =
  | {
      kind: 'done';
      creditsRemaining: number;
    }
  /** The condition did not hold: the balance would go below 0, or it changed since it was read. */
  | {
      kind: 'refused';
      creditsRemaining: number;
    }
  | {
      kind: 'noUser';
    };

export interface CreditsRepo {
  charge(userId: string, contractId: string): Promise<ChargeOutcome>;
  /** True when this call gave the credit back; false when it was already refunded or settled. */
  refund(userId: string, contractId: string): Promise<boolean>;
  /** The analysis completed: the credit is spent. Idempotent. */
  settle(userId: string, contractId: string): Promise<void>;
  /**
   * Operator top-up or correction: one atomic `ADD` (negative to remove), conditional on the
   * balance staying at 0 or more, so it composes with charges and refunds in flight.
   */
  add(userId: string, delta: number): Promise<OperatorCreditOutcome>;
  /**
   * Operator set: the balance becomes `credits` only if it still is `expected` (what the operator's
   * command read), never a blind overwrite of a charge or refund that landed in between.
   */
  setIf(userId: string, credits: number, expected: number): Promise<OperatorCreditOutcome>;
  balance: (userId: string) => Promise<number | undefined>;
  /** True while the contract's credit is charged but neither settled nor refunded. */
  isHeld(userId: string, contractId: string): Promise<boolean>;
}
