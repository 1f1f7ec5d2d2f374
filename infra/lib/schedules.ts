/**
 * Functions run on a schedule, generated from `scheduledFunctions` (functions/src/http/routes.ts):
 * one function and one EventBridge rule per entry (the sweeper: every 5 minutes). The local cloud
 * runs the same entries on an interval (scripts/local-cloud/start.ts).
 *
 * The alarms on what the contract jobs report (swept and dead-lettered contracts, sweeper errors)
 * are created here without actions and exposed as `alarms`: the stack points them at the
 * operators' SNS topic.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, metricNames } from '../../functions/src/log';
import { scheduledFunctions as catalogueSchedules, type ScheduledFunctionDef } from '../../functions/src/http/routes';
import { pascal } from './api';
import { createAppFunction } from './app-function';
import type { GrantTargets } from './permissions';
import type { AppSettings } from './settings';

export interface SchedulesProps {
  targets: GrantTargets;
  settings: AppSettings;
  /** Defaults to `scheduledFunctions` in functions/src/http/routes.ts. */
  functions?: Readonly<Record<string, ScheduledFunctionDef>>;
  resolveEntry?: (entry: string) => string;
}

export class Schedules extends Construct {
  readonly functions: Readonly<Record<string, nodejs.NodejsFunction>>;
  readonly rules: Readonly<Record<string, events.Rule>>;
  /** Alarms an operator must hear about; without actions until the stack adds its topic. */
  readonly alarms: readonly cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    const defs = props.functions ?? catalogueSchedules;
    const functions: Record<string, nodejs.NodejsFunction> = {};
    const rules: Record<string, events.Rule> = {};
    const alarms: cloudwatch.Alarm[] = [];

    for (const [name, def] of Object.entries(defs)) {
      if (!Number.isInteger(def.everyMinutes) || def.everyMinutes < 1) {
        throw new Error(`Scheduled function "${name}": everyMinutes must be a whole number of minutes, at least 1`);
      }
      const fn = createAppFunction(this, `${pascal(name)}Function`, {
        name,
        kind: 'job',
        def,
        targets: props.targets,
        settings: props.settings,
        sessionKey: false,
        resolveEntry: props.resolveEntry,
      });
      rules[name] = new events.Rule(this, `${pascal(name)}Schedule`, {
        description: `Runs ${name} every ${def.everyMinutes} minute(s)`,
        schedule: events.Schedule.rate(Duration.minutes(def.everyMinutes)),
        // One attempt is enough: the next run comes within minutes and does the same work.
        targets: [new targets.LambdaFunction(fn, { retryAttempts: 0 })],
      });
      alarms.push(
        fn.metricErrors({ period: Duration.minutes(15) }).createAlarm(this, `${pascal(name)}ErrorsAlarm`, {
          alarmDescription: `The scheduled function ${name} failed`,
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
      functions[name] = fn;
    }

    // What the contract jobs report through log metrics (functions/src/log, Embedded Metric Format).
    const jobMetric = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName,
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    alarms.push(
      jobMetric(metricNames.sweptContracts).createAlarm(this, 'SweptContractsAlarm', {
        alarmDescription:
          'The sweeper failed and refunded contracts whose analysis worker died (timeout or out of memory)',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      jobMetric(metricNames.deadLetteredContracts).createAlarm(this, 'DeadLetteredContractsAlarm', {
        alarmDescription: 'Analysis messages reached the dead-letter queue; their contracts were failed and refunded',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      jobMetric(metricNames.remindersUnconfirmed).createAlarm(this, 'RemindersUnconfirmedAlarm', {
        alarmDescription:
          'A reminder run died while sending: the reminder is not sent again and may not have arrived (decision 191)',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      jobMetric(metricNames.auditWriteFailed).createAlarm(this, 'AuditWriteFailedAlarm', {
        alarmDescription:
          'An audit entry could not be written; its event is in the function log for replay (decision 192)',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    this.functions = functions;
    this.rules = rules;
    this.alarms = alarms;
  }
}
