/**
 * The suppression list as the services and the suppressing sender see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/suppression-repo.ts.
 */

export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  address: string;
  reason: SuppressionReason;
  /** SES's bounce sub-type or complaint feedback type, for operators. */
  detail: string;
  /** ISO time of the first report; later reports only count. */
  suppressedAt: string;
  reports: number;
}

export interface SuppressionRepo {
  suppress(address: string, reason: SuppressionReason, detail: string, at: string): Promise<void>;
  get(address: string): Promise<Suppression | undefined>;
}
