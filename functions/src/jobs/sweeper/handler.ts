/**
 * The sweeper: invoked on a schedule (EventBridge, every few minutes; an interval in the local
 * cloud). Fails and refunds, once, the contracts no delivery will finish (services/contracts/sweep.ts).
 */
import { assertConfigured, getConfig } from '../../config';
import type { Context } from 'aws-lambda';
import { invocationLogContext, metric, metricNames, withLogContext } from '../../log';
import { createSweeper, type Sweep, type SweepResult } from '../../services/contracts';
import { contractStorageDeps } from '../shared-deps';

assertConfigured('the sweeper', 'uploadsBucket');

export function createSweeperHandler(sweep: Sweep) {
  return async (): Promise<SweepResult> => {
    const result = await sweep();
    if (result.failed > 0) metric(metricNames.sweptContracts, result.failed, { refunded: result.refunded });
    return result;
  };
}

let handle: (() => Promise<SweepResult>) | undefined;

export const handler = (_event?: unknown, context?: Pick<Context, 'awsRequestId'>): Promise<SweepResult> => {
  const sweep = (handle ??= createSweeperHandler(createSweeper(contractStorageDeps(getConfig()))));
  return withLogContext(invocationLogContext(context), () => sweep());
};
