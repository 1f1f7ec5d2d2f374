/**
 * The sweeper: invoked on a schedule (EventBridge, every few minutes; an interval in the local
 * cloud). Fails and refunds, once, the contracts no delivery will finish (services/contracts/sweep.ts).
 */
import type { Context } from 'aws-lambda';
import { assertConfigured } from '../../config';
import { invocationLogContext, metric, metricNames, withLogContext } from '../../log';
import type { Sweep, SweepResult } from '../../services/contracts';
import { getSweep } from './deps';

assertConfigured('the sweeper', 'uploadsBucket');

export function createSweeperHandler(sweep: Sweep) {
  return async (): Promise<SweepResult> => {
    const result = await sweep();
    if (result.failed > 0) metric(metricNames.sweptContracts, result.failed, { refunded: result.refunded });
    return result;
  };
}

export const handler = (_event?: unknown, context?: Pick<Context, 'awsRequestId'>): Promise<SweepResult> =>
  withLogContext(invocationLogContext(context), () => createSweeperHandler(getSweep())());
