/**
 * The mail feedback, CDK side: the SES configuration set every email is sent with, its bounce and
 * complaint events published to an SNS topic, the subscriber that suppresses the addresses, and
 * the send grant covering the configuration sets.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiFunctions } from '../../functions/src/http/routes';
import { actionsOf, functionProps, statementsOf, synthStack } from './helpers';

const { stack, template } = synthStack({ operatorsEmail: 'sales@review.example.com' });
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as never);
const configurationSetId = logicalId(stack.mailFeedback.configurationSet);
const topicId = logicalId(stack.mailFeedback.topic);

describe('SES bounces and complaints', () => {
  it('the stack has a configuration set with reputation metrics', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
  });

  it('publishes only bounces and complaints of that set to the topic', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSetId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
  });

  it('only SES, for this configuration set, may publish to the topic, and only over TLS', () => {
    const [policy] = Object.values(
      template.findResources('AWS::SNS::TopicPolicy', { Properties: { Topics: [{ Ref: topicId }] } }),
    );
    const statements = JSON.stringify(policy!.Properties.PolicyDocument.Statement);
    expect(statements).toContain('"Service":"ses.amazonaws.com"');
    expect(statements).toMatch(
      /"AWS:SourceArn":\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":ses:eu-west-1:123456789012:configuration-set\/",\{"Ref":"/,
    );
    expect(statements).toContain('"aws:SecureTransport":"false"');
  });

  it('the topic feeds the mail-feedback function, which may write the table and send nothing', () => {
    const fn = stack.mailFeedback.function;
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [logicalId(fn), 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'sns.amazonaws.com',
      SourceArn: { Ref: topicId },
    });
    const actions = actionsOf(template, fn);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem']));
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    expect(functionProps(template, fn)).toMatchObject({ Timeout: 30, MemorySize: 256 });
  });

  it('an error of the function raises an alarm', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('mailFeedback job function failed'),
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(stack.mailFeedback.function) } }],
    });
  });
});

describe('sending through the configuration set', () => {
  const senders = Object.entries(apiFunctions).filter(([, def]) => 'ses' in def.needs && def.needs.ses);

  it('every function that sends mail gets the set and a grant on it', () => {
    expect(senders.map(([name]) => name).sort()).toEqual(['emailTest', 'organizations', 'outreach', 'session']);
    for (const [name] of senders) {
      const fn = stack.api.functions[name]!;
      expect(functionProps(template, fn).Environment?.Variables.SES_CONFIGURATION_SET, name).toEqual({
        Ref: configurationSetId,
      });
      const send = statementsOf(template, fn).find((s) => s.Sid === 'SesSend');
      const resources = JSON.stringify(send?.Resource);
      expect(resources, name).toContain(':identity/*');
      expect(resources, name).toContain(`:configuration-set/",{"Ref":"${configurationSetId}"}`);
    }
  });

  it("the sending identity's default configuration set is granted when configured, and its name validated", () => {
    const { stack: s2, template: t2 } = synthStack({ sesIdentityConfigurationSet: 'clausewise-default' });
    const send = statementsOf(t2, s2.api.functions.session!).find((s) => s.Sid === 'SesSend');
    expect(JSON.stringify(send?.Resource)).toContain(':configuration-set/clausewise-default');
    expect(() => synthStack({ sesIdentityConfigurationSet: 'not a name' })).toThrow(
      /sesIdentityConfigurationSet" must be the name of an SES configuration set/,
    );
  });

  it('functions that send no mail get neither', () => {
    const reports = stack.api.functions.reports!;
    expect(functionProps(template, reports).Environment?.Variables.SES_CONFIGURATION_SET).toBeUndefined();
    expect(actionsOf(template, reports).filter((a) => a.startsWith('ses:'))).toEqual([]);
  });
});
