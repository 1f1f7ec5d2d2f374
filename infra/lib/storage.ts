/** The uploads bucket: browsers PUT through presigned URLs; unprocessed uploads expire. */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { uploadsBucketSettings } from '../../functions/src/adapters/resources';

export interface UploadsBucketProps {
  /** The only origin allowed to PUT/GET through CORS (the site). */
  allowedOrigin: string;
  /** S3 server access logging of the contracts users upload (who read or wrote what, from where). */
  accessLogs?: { serverAccessLogsBucket: s3.IBucket; serverAccessLogsPrefix: string };
}

export class UploadsBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: UploadsBucketProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      cors: [
        {
          allowedOrigins: [props.allowedOrigin],
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          // The presigned signature, not this list, decides what a PUT may carry (content type and
          // length), so any request header is allowed through the preflight.
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          id: 'expire-abandoned-uploads',
          prefix: uploadsBucketSettings.uploadPrefix,
          expiration: Duration.days(uploadsBucketSettings.abandonedUploadExpiryDays),
        },
        {
          id: 'abort-incomplete-multipart-uploads',
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      // Users' contracts: kept if the stack is deleted.
      removalPolicy: RemovalPolicy.RETAIN,
      ...(props.accessLogs ?? {}),
    });
  }
}
