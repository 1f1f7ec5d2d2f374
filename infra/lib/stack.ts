/** The one stack: wires data, storage, queues, secrets, API, jobs and site, and names the outputs. */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { FunctionDef } from '../../functions/src/http/routes';
import { Api } from './api';
import { DataTable } from './data';
import { Jobs, type JobFunctionDef } from './jobs';
import { Queues } from './queues';
import { Schedules } from './schedules';
import { AppSecrets } from './secrets';
import { readSettings, requireSiteDir, type AppSettings } from './settings';
import { Site } from './site';
import { UploadsBucket } from './storage';

export interface ClausewiseStackProps extends StackProps {
  /** Defaults to the stack's context (cdk.json / -c). */
  settings?: AppSettings;
  /** Catalogue overrides for tests; default to functions/src/http/routes.ts. */
  apiFunctions?: Readonly<Record<string, FunctionDef>>;
  jobFunctions?: Readonly<Record<string, JobFunctionDef>>;
  resolveEntry?: (entry: string) => string;
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

    this.data = new DataTable(this, 'Data');
    this.uploads = new UploadsBucket(this, 'Uploads', { allowedOrigin: settings.appOrigin });
    this.queues = new Queues(this, 'Queues');
    this.secrets = new AppSecrets(this, 'Secrets', { stripeSecretName: settings.stripeSecretName });

    const targets = {
      table: this.data.table,
      bucket: this.uploads.bucket,
      queue: this.queues.analysis,
      sessionKey: this.secrets.sessionKey,
      sessionKeyReady: this.secrets.sessionKeyReady,
      stripeKeys: this.secrets.stripeKeys,
    };
    const common = { targets, settings, resolveEntry: props.resolveEntry };

    this.api = new Api(this, 'Api', { ...common, functions: props.apiFunctions });
    this.jobs = new Jobs(this, 'Jobs', { ...common, queues: this.queues.byName, functions: props.jobFunctions });
    this.schedules = new Schedules(this, 'Schedules', common);

    this.site = new Site(this, 'Site', {
      httpApi: this.api.httpApi,
      uploadsOrigin: `https://${this.uploads.bucket.bucketRegionalDomainName}`,
      siteDir: settings.skipSiteDeployment ? undefined : requireSiteDir(settings),
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
    });

    const siteUrl = settings.domainName
      ? `https://${settings.domainName}`
      : `https://${this.site.distribution.distributionDomainName}`;
    const outputs: Record<string, [string, string]> = {
      SiteUrl: [siteUrl, 'Public URL of the web app (use its origin as -c appOrigin=...)'],
      DistributionDomainName: [this.site.distribution.distributionDomainName, 'CloudFront domain (CNAME target for domainName)'],
      ApiUrl: [this.api.httpApi.apiEndpoint, 'HTTP API endpoint (browsers use SiteUrl/api/*)'],
      TableName: [this.data.table.tableName, 'DynamoDB table'],
      UploadsBucketName: [this.uploads.bucket.bucketName, 'Uploads bucket'],
      WebBucketName: [this.site.bucket.bucketName, 'Static site bucket'],
      AnalysisQueueUrl: [this.queues.analysis.queueUrl, 'Analysis queue'],
      AnalysisDeadLetterQueueUrl: [this.queues.analysisDeadLetter.queueUrl, 'Analysis dead-letter queue'],
      SessionKeySecretArn: [this.secrets.sessionKey.secretArn, 'Session signing key (Secrets Manager)'],
      AppOrigin: [settings.appOrigin, 'Origin the functions and upload CORS were configured with'],
    };
    for (const [key, [value, description]] of Object.entries(outputs)) {
      new CfnOutput(this, key, { value, description });
    }
  }
}
