/**
 * Where access logs go: one private bucket for the S3-delivered logs (CloudFront standard logs
 * under `cloudfront/`, S3 server access logs of the uploads and site buckets under `s3/<bucket>/`)
 * and a log group for the HTTP API's access log. Both expire after `accessLogRetentionDays`.
 * Who uploaded which contract from where is the audit trail for users' documents.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

/** CloudWatch Logs only accepts these retention periods (days). */
const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
];

/** The shortest allowed retention that keeps logs at least `days`. */
export function logRetentionFor(days: number): logs.RetentionDays {
  const allowed = LOG_RETENTION_DAYS.find((d) => d >= days) ?? 3653;
  return allowed as logs.RetentionDays;
}

export interface AccessLogsProps {
  retentionDays: number;
}

export class AccessLogs extends Construct {
  readonly bucket: s3.Bucket;
  readonly apiLogGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // CloudFront standard logging writes with an ACL (the awslogsdelivery account); S3 server
      // access logs are allowed by bucket policy (cdk.json: serverAccessLogsUseBucketPolicy).
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [
        { id: 'expire-access-logs', expiration: Duration.days(props.retentionDays) },
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // Logs outlive a deleted stack only until they expire; keep them for an investigation.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.bucket,
      'AwsSolutions-S1',
      'This is the access-log bucket itself; logging it into itself would loop.',
    );

    this.apiLogGroup = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: logRetentionFor(props.retentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** S3 server access logging of `bucket` into this bucket under s3/<name>/. */
  serverAccessLogsOf(name: string): { serverAccessLogsBucket: s3.IBucket; serverAccessLogsPrefix: string } {
    return { serverAccessLogsBucket: this.bucket, serverAccessLogsPrefix: `s3/${name}/` };
  }
}
