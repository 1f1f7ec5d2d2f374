/**
 * Operators hear about failures: one SNS topic (an email subscription to `alarmEmail`, else
 * `operatorsEmail`) is the action of every CloudWatch alarm in the stack, including those other
 * constructs create (the dead-letter queues'), plus error alarms for the job functions and the API.
 */
import { Aspects, Duration, type IAspect } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct, type IConstruct } from 'constructs';
import { acknowledge } from './nag';

export interface AlarmsProps {
  /** Subscribed by email (the address must confirm the subscription once). */
  email: string | undefined;
}

/** Adds the topic as alarm and OK action of every alarm, whoever created it. */
class NotifyEveryAlarm implements IAspect {
  private readonly seen = new WeakSet<cloudwatch.Alarm>();
  constructor(private readonly action: cloudwatch.IAlarmAction) {}
  visit(node: IConstruct): void {
    if (!(node instanceof cloudwatch.Alarm) || this.seen.has(node)) return;
    this.seen.add(node);
    node.addAlarmAction(this.action);
    node.addOkAction(this.action);
  }
}

export class Alarms extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Clausewise alarms', enforceSSL: true });
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'CloudWatch alarms cannot publish to a topic encrypted with the AWS-managed SNS key, and alarm notifications carry no user data (alarm names and metrics only); a customer key would cost more than the data warrants.',
    );
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    Aspects.of(scope).add(new NotifyEveryAlarm(new actions.SnsAction(this.topic)));
  }

  /** A job function that crashes or times out leaves a contract for the sweeper: tell someone. */
  alarmOnJobErrors(name: string, fn: lambda.IFunction): cloudwatch.Alarm {
    return fn.metricErrors({ period: Duration.minutes(5) }).createAlarm(this, `${name}Errors`, {
      alarmDescription: `The ${name} job function failed (error, timeout or out of memory)`,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }

  /** Server errors answered by the API (function errors, throttling by the stage excluded: that is 429). */
  alarmOnApiErrors(api: apigwv2.HttpApi): cloudwatch.Alarm {
    return api
      .metricServerError({ period: Duration.minutes(5), statistic: 'Sum' })
      .createAlarm(this, 'ApiServerErrors', {
        alarmDescription: 'The API answered 5 or more 5xx responses in 5 minutes',
        threshold: 5,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
  }
}
