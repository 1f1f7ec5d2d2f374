/**
 * SES bounce and complaint handling. Every email is sent with the stack's
 * configuration set (SES_CONFIGURATION_SET); its event destination publishes bounces and
 * complaints to an SNS topic, whose subscriber marks the addresses undeliverable in the table
 * (functions/src/jobs/mail-feedback). Every send path checks that list first, so the product stops
 * mailing them before SES's bounce or complaint rate review suspends the account.
 */
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { notificationFunctions } from '../../functions/src/http/routes';
import { createAppFunction } from './app-function';
import { acknowledge } from './nag';
import type { GrantTargets } from './permissions';
import type { AppSettings } from './settings';

export interface MailFeedbackProps {
  targets: GrantTargets;
  settings: AppSettings;
  resolveEntry?: (entry: string) => string;
}

export class MailFeedback extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly topic: sns.Topic;
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: MailFeedbackProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: 'Clausewise SES bounces and complaints',
      enforceSSL: true,
    });
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'SES cannot publish to a topic encrypted with the AWS-managed SNS key; the records only repeat what SES already holds about mail the stack sent, for one subscriber in the same account, so a customer key would cost more than the data warrants.',
    );

    // Reputation metrics give CloudWatch the bounce and complaint rates SES reviews the account on.
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true });
    // Adds the topic policy that lets SES publish for this configuration set only.
    new ses.ConfigurationSetEventDestination(this, 'BouncesAndComplaints', {
      configurationSet: this.configurationSet,
      destination: ses.EventDestination.snsTopic(this.topic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });

    this.function = createAppFunction(this, 'Function', {
      name: 'mailFeedback',
      kind: 'job',
      def: notificationFunctions.mailFeedback,
      targets: props.targets,
      settings: props.settings,
      sessionKey: false,
      resolveEntry: props.resolveEntry,
    });
    this.topic.addSubscription(new subscriptions.LambdaSubscription(this.function));
  }
}
