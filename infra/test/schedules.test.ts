/** The scheduled functions (the sweeper) and the alarms on what the contract jobs report. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { scheduledFunctions } from '../../functions/src/http/routes';
import { metricNames } from '../../functions/src/log';
import { actionsOf, functionProps, statementsOf, synthStack } from './helpers';

describe('schedules', () => {
  const { stack, template } = synthStack();
  const sweeper = stack.schedules.functions.sweeper!;

  it('runs the sweeper every 5 minutes from an EventBridge rule', () => {
    expect(scheduledFunctions.sweeper.everyMinutes).toBe(5);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: Match.arrayWith([
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSweeperFunction'), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 0 },
        }),
      ]),
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesSweeperFunction'), 'Arn'] },
    });
  });

  it('the sweeper may read and write the table (its index query included) and send only to the webhook queues', () => {
    expect(functionProps(template, sweeper)).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 60 });
    const actions = actionsOf(template, sweeper);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:GetItem']));
    // A swept contract of an organisation is announced as analysis.failed on its webhook.
    const sends = statementsOf(template, sweeper).filter((s) => JSON.stringify(s.Action).includes('sqs:SendMessage'));
    expect(sends.map((s) => s.Sid)).toEqual(['WebhookQueueSend']);
    expect(JSON.stringify(sends[0]!.Resource)).toMatch(/QueuesWebhooks/);
    expect(JSON.stringify(sends[0]!.Resource)).not.toMatch(/QueuesAnalysis/);
  });

  it('alarms on swept and dead-lettered contracts and on sweeper errors (actions added by the stack)', () => {
    for (const name of [metricNames.sweptContracts, metricNames.deadLetteredContracts]) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'Clausewise',
        MetricName: name,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^SchedulesSweeperFunction') } }],
    });
    expect(stack.schedules.alarms.length).toBeGreaterThanOrEqual(3);
  });

  it('runs the reminder job every hour; it may send mail and use the table, not the queues or the bucket', () => {
    const reminders = stack.schedules.functions.reminders!;
    expect(scheduledFunctions.reminders.everyMinutes).toBe(60);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: Match.arrayWith([
        Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SchedulesRemindersFunction'), 'Arn'] } }),
      ]),
    });
    expect(functionProps(template, reminders)).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 300 });
    const actions = actionsOf(template, reminders);
    expect(actions).toEqual(
      expect.arrayContaining(['ses:SendEmail', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem']),
    );
    expect(actions).not.toContain('sqs:SendMessage');
    expect(actions.some((a) => a.startsWith('s3:'))).toBe(false);
    for (const name of [metricNames.remindersUnconfirmed, metricNames.auditWriteFailed]) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'Clausewise',
        MetricName: name,
        Threshold: 1,
      });
    }
  });
});
