/** The one stack: wires data, storage, queues, secrets, API, jobs and site, and names the outputs. */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { FunctionDef } from '../../functions/src/http/routes';
import { AccessLogs } from './access-logs';
import { Alarms } from './alarms';
import { Api } from './api';
import { DataTable } from './data';
import { Jobs, type JobFunctionDef } from './jobs';
import { MailFeedback } from './mail-feedback';
import { OriginGuard } from './origin-guard';
import { Queues } from './queues';
import { Schedules } from './schedules';
import { AppSecrets } from './secrets';
import { bedrockSizing } from './bedrock-sizing';
import { deployNeeds, readSettings, requireSiteDir, type AppSettings } from './settings';
import { Site } from './site';
import { SettingsError } from './settings-error';
import { UploadsBucket } from './storage';
import { EdgeWaf } from './waf';

export interface ClausewiseStackProps extends StackProps {
  /** Defaults to the stack's context (cdk.json / -c). */
  settings?: AppSettings;
  /** Catalogue overrides for tests; default to functions/src/http/routes.ts. */
  apiFunctions?: Readonly<Record<string, FunctionDef>>;
  jobFunctions?: Readonly<Record<string, JobFunctionDef>>;
  resolveEntry?: (entry: string) => string;
  /** A web ACL made elsewhere (the us-east-1 edge stack, app-stacks.ts); else settings.waf decides. */
  webAclArn?: string;
}

export class ClausewiseStack extends Stack {
  readonly settings: AppSettings;
  readonly data: DataTable;
  readonly uploads: UploadsBucket;
  readonly queues: Queues;
  readonly secrets: AppSecrets;
  readonly api: Api;
  readonly jobs: Jobs;
  readonly schedules: Schedules;
  readonly site: Site;
  readonly accessLogs: AccessLogs;
  readonly originGuard: OriginGuard;
  readonly alarms: Alarms;
  readonly mailFeedback: MailFeedback;
  /** Set when the web ACL is created in this stack (a stack in us-east-1). */
  readonly waf: EdgeWaf | undefined;

  constructor(scope: Construct, id: string, props: ClausewiseStackProps = {}) {
    super(scope, id, props);
    const settings = props.settings ?? readSettings(this.node);
    this.settings = settings;

    if (settings.appOriginIsPlaceholder) {
      Annotations.of(this).addWarningV2(
        'clausewise:appOriginPlaceholder',
        `Context "appOrigin" is not set: emails will link to ${settings.appOrigin} and browser uploads fail CORS ` +
          'until you redeploy with -c appOrigin=https://<SiteUrl host> (see docs/DEPLOY.md).',
      );
    }
    if (settings.sesFromAddressIsDefault) {
      Annotations.of(this).addWarningV2(
        'clausewise:sesFromAddressDefault',
        `Context "sesFromAddress" is not set: emails are sent from ${settings.sesFromAddress}, which SES will refuse.`,
      );
    }
    const sizing = bedrockSizing(settings);
    if (sizing && !sizing.fits) {
      Annotations.of(this).addWarningV2(
        'clausewise:bedrockQuota',
        `Bedrock: ${sizing.tokensPerMinute} tokens per minute hold ${sizing.callsInFlight} call(s) of ${sizing.reservedPerCall} ` +
          'reserved tokens, fewer than the two analyses Lambda always allows at once: throttling will be routine. ' +
          'Request a higher quota or lower bedrockChunkTokens / bedrockMaxOutputTokens (docs/DEPLOY.md).',
      );
    }
    const needs = deployNeeds(settings);
    if (settings.deployment === 'local' && needs.length > 0) {
      Annotations.of(this).addWarningV2(
        'clausewise:deployNeeds',
        `Offline synth with defaults. A deploy (-c deployment=aws, the default with credentials) will need:\n  - ${needs.join('\n  - ')}`,
      );
    }

    this.accessLogs = new AccessLogs(this, 'AccessLogs', { retentionDays: settings.accessLogRetentionDays });
    this.alarms = new Alarms(this, 'Alarms', { email: settings.alarmEmail ?? settings.operatorsEmail });
    this.originGuard = new OriginGuard(this, 'OriginGuard');
    this.data = new DataTable(this, 'Data');
    this.uploads = new UploadsBucket(this, 'Uploads', {
      allowedOrigin: settings.appOrigin,
      accessLogs: this.accessLogs.serverAccessLogsOf('uploads'),
    });
    this.queues = new Queues(this, 'Queues');
    this.secrets = new AppSecrets(this, 'Secrets', { stripeSecretName: settings.stripeSecretName });

    // Before the functions that send mail: they are given its configuration set.
    this.mailFeedback = new MailFeedback(this, 'MailFeedback', {
      targets: {
        table: this.data.table,
        bucket: this.uploads.bucket,
        queue: this.queues.analysis,
        sessionKey: this.secrets.sessionKey,
      },
      settings,
      resolveEntry: props.resolveEntry,
    });
    const targets = {
      sesConfigurationSetName: this.mailFeedback.configurationSet.configurationSetName,
      table: this.data.table,
      bucket: this.uploads.bucket,
      queue: this.queues.analysis,
      extractionQueue: this.queues.extraction,
      webhookQueue: this.queues.webhooks,
      webhookDeadLetterQueue: this.queues.webhooksDeadLetter,
      sessionKey: this.secrets.sessionKey,
      sessionKeyReady: this.secrets.sessionKeyReady,
      stripeKeys: this.secrets.stripeKeys,
    };
    const common = { targets, settings, resolveEntry: props.resolveEntry };

    this.api = new Api(this, 'Api', {
      ...common,
      functions: props.apiFunctions,
      accessLogGroup: this.accessLogs.apiLogGroup,
      originVerifySecret: this.originGuard.value,
    });
    this.jobs = new Jobs(this, 'Jobs', { ...common, queues: this.queues.byName, functions: props.jobFunctions });
    this.schedules = new Schedules(this, 'Schedules', common);
    for (const [name, fn] of Object.entries(this.jobs.functions)) this.alarms.alarmOnJobErrors(name, fn);
    this.alarms.alarmOnJobErrors('mailFeedback', this.mailFeedback.function);
    this.alarms.alarmOnApiErrors(this.api.httpApi);

    let webAclArn = props.webAclArn ?? (settings.waf.mode === 'existing' ? settings.waf.webAclArn : undefined);
    this.waf = undefined;
    if (settings.waf.mode === 'create' && !webAclArn) {
      if (this.region !== 'us-east-1') {
        throw new SettingsError(
          'The WAF web ACL for CloudFront must be created in us-east-1: deploy through infra/bin/app.ts (it adds a ' +
            'us-east-1 edge stack when the account and region are known), pass -c webAclArn=<existing CLOUDFRONT web ACL>, or -c waf=false.',
        );
      }
      this.waf = new EdgeWaf(this, 'Waf', { rateLimits: settings.waf.rateLimits });
      webAclArn = this.waf.webAcl.attrArn;
    }

    this.site = new Site(this, 'Site', {
      httpApi: this.api.httpApi,
      apiOriginDomain: this.api.originDomainName,
      uploadsOrigin: `https://${this.uploads.bucket.bucketRegionalDomainName}`,
      siteDir: settings.skipSiteDeployment ? undefined : requireSiteDir(settings),
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
      logBucket: this.accessLogs.bucket,
      originVerifySecret: this.originGuard.value,
      webAclArn,
    });

    const siteUrl = settings.domainName
      ? `https://${settings.domainName}`
      : `https://${this.site.distribution.distributionDomainName}`;
    const outputs: Record<string, [string, string]> = {
      SiteUrl: [siteUrl, 'Public URL of the web app (use its origin as -c appOrigin=...)'],
      DistributionDomainName: [
        this.site.distribution.distributionDomainName,
        'CloudFront domain (CNAME target for domainName)',
      ],
      ApiUrl: [
        settings.apiDomain ? `https://${settings.apiDomain.name}` : this.api.httpApi.apiEndpoint,
        'HTTP API endpoint (browsers use SiteUrl/api/*)',
      ],
      TableName: [this.data.table.tableName, 'DynamoDB table'],
      UploadsBucketName: [this.uploads.bucket.bucketName, 'Uploads bucket'],
      WebBucketName: [this.site.bucket.bucketName, 'Static site bucket'],
      AnalysisQueueUrl: [this.queues.analysis.queueUrl, 'Analysis queue'],
      AnalysisDeadLetterQueueUrl: [this.queues.analysisDeadLetter.queueUrl, 'Analysis dead-letter queue'],
      ExtractionQueueUrl: [this.queues.extraction.queueUrl, 'Extraction queue (scanned or long PDFs)'],
      SessionKeySecretArn: [this.secrets.sessionKey.secretArn, 'Session signing key (Secrets Manager)'],
      AppOrigin: [settings.appOrigin, 'Origin the functions and upload CORS were configured with'],
      AlarmTopicArn: [this.alarms.topic.topicArn, 'SNS topic of every alarm (subscribe more addresses here)'],
      AccessLogsBucketName: [this.accessLogs.bucket.bucketName, 'CloudFront and S3 access logs'],
      SesConfigurationSetName: [
        this.mailFeedback.configurationSet.configurationSetName,
        'SES configuration set every email is sent with (bounces and complaints)',
      ],
      MailFeedbackTopicArn: [
        this.mailFeedback.topic.topicArn,
        'SNS topic of SES bounces and complaints (feeds the suppression list)',
      ],
    };
    if (this.api.customDomain) {
      outputs.ApiDomainTarget = [
        this.api.customDomain.regionalDomainName,
        `CNAME target for ${settings.apiDomain?.name ?? 'the API domain'} (the execute-api endpoint is disabled)`,
      ];
    }
    for (const [key, [value, description]] of Object.entries(outputs)) {
      new CfnOutput(this, key, { value, description });
    }
  }
}
