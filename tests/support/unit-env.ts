/**
 * The unit tier's environment: a valid function configuration whose AWS endpoints all point at a
 * closed local port, so code that reads the config (a router, a handler factory) runs, and any
 * call that would need the local cloud or AWS fails at once instead of reaching either.
 */
const unreachable = 'http://127.0.0.1:9';

Object.assign(process.env, {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'unit-tests',
  AWS_SECRET_ACCESS_KEY: 'unit-tests',
  TABLE_NAME: 'unit-tests',
  UPLOADS_BUCKET: 'unit-tests',
  APP_ORIGIN: 'http://127.0.0.1:5173',
  AWS_ENDPOINT_URL_DYNAMODB: unreachable,
  AWS_ENDPOINT_URL_S3: unreachable,
  AWS_ENDPOINT_URL_SQS: unreachable,
  AWS_ENDPOINT_URL_SES: unreachable,
  AWS_ENDPOINT_URL_SECRETS_MANAGER: unreachable,
  AWS_ENDPOINT_URL_BEDROCK_RUNTIME: unreachable,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});
