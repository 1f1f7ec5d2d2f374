/**
 * The operator CLI's configuration (the only place in scripts/admin that reads process.env).
 * Without TABLE_NAME it targets a running local cloud with `npm start`'s defaults; with TABLE_NAME
 * (and AWS credentials) and no endpoint it targets the deployed table.
 */
import * as v from 'valibot';
import { describeIssues } from '../../functions/src/config';
import { localResourceNames, LOCAL_REGION, DUMMY_CREDENTIALS } from '../local-cloud/provision';
import type { TableSettings } from '../../functions/src/adapters/dynamo/client';

const AdminEnvSchema = v.object({
  TABLE_NAME: v.optional(v.pipe(v.string(), v.minLength(1))),
  AWS_REGION: v.optional(v.pipe(v.string(), v.minLength(1))),
  AWS_ENDPOINT_URL_DYNAMODB: v.optional(v.pipe(v.string(), v.url())),
  LOCAL_DYNAMODB_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number')), '8000'),
  FREE_CREDITS_ON_VERIFY: v.pipe(
    v.optional(v.string(), '1'),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
  ),
  // The reminder job (`reminders run`) sends mail and writes links like the functions do.
  AWS_ENDPOINT_URL_SES: v.optional(v.pipe(v.string(), v.url())),
  LOCAL_SES_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number')), '8005'),
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number')), '3000'),
  APP_ORIGIN: v.optional(v.pipe(v.string(), v.url())),
  SES_FROM_ADDRESS: v.optional(v.pipe(v.string(), v.email()), 'no-reply@clausewise.local'),
  SES_CONFIGURATION_SET: v.optional(v.pipe(v.string(), v.minLength(1))),
});

/** What `reminders run` needs besides the table: the functions' mail settings. */
export interface AdminMailConfig {
  region: string;
  /** Unset in AWS. */
  sesEndpoint: string | undefined;
  sesFromAddress: string;
  sesConfigurationSet: string | undefined;
  /** Undefined in AWS unless APP_ORIGIN is set (links in emails need it). */
  appOrigin: string | undefined;
  /** The local emulators accept any credentials; the SDK still wants some. */
  local: boolean;
}

export interface AdminConfig {
  table: TableSettings;
  /** Human-readable target, printed with each change. */
  target: string;
  /** Credits `verify` grants if the account never received its free allowance (as the functions do). */
  freeCreditsOnVerify: number;
  mail: AdminMailConfig;
}

export function parseAdminConfig(env: Record<string, string | undefined>): AdminConfig {
  const result = v.safeParse(AdminEnvSchema, env);
  if (!result.success) throw new Error(`Invalid admin configuration: ${describeIssues(result.issues)}`);
  const e = result.output;
  if (!e.TABLE_NAME) {
    // The local cloud's defaults (npm start): emulator on loopback, fixed table name.
    const endpoint = e.AWS_ENDPOINT_URL_DYNAMODB ?? `http://127.0.0.1:${e.LOCAL_DYNAMODB_PORT}`;
    return {
      table: {
        region: e.AWS_REGION ?? LOCAL_REGION,
        tableName: localResourceNames.table,
        endpoint,
        credentials: DUMMY_CREDENTIALS,
      },
      target: `local table ${localResourceNames.table} at ${endpoint}`,
      freeCreditsOnVerify: e.FREE_CREDITS_ON_VERIFY,
      mail: {
        region: e.AWS_REGION ?? LOCAL_REGION,
        sesEndpoint: e.AWS_ENDPOINT_URL_SES ?? `http://127.0.0.1:${e.LOCAL_SES_PORT}`,
        sesFromAddress: e.SES_FROM_ADDRESS,
        sesConfigurationSet: e.SES_CONFIGURATION_SET,
        appOrigin: (e.APP_ORIGIN ?? `http://127.0.0.1:${e.PORT}`).replace(/\/$/, ''),
        local: true,
      },
    };
  }
  const region = e.AWS_REGION ?? LOCAL_REGION;
  return {
    mail: {
      region,
      sesEndpoint: e.AWS_ENDPOINT_URL_SES,
      sesFromAddress: e.SES_FROM_ADDRESS,
      sesConfigurationSet: e.SES_CONFIGURATION_SET,
      appOrigin: e.APP_ORIGIN?.replace(/\/$/, ''),
      local: e.AWS_ENDPOINT_URL_SES !== undefined,
    },
    table: { region, tableName: e.TABLE_NAME, endpoint: e.AWS_ENDPOINT_URL_DYNAMODB },
    target: e.AWS_ENDPOINT_URL_DYNAMODB
      ? `table ${e.TABLE_NAME} at ${e.AWS_ENDPOINT_URL_DYNAMODB}`
      : `table ${e.TABLE_NAME} in AWS (${region})`,
    freeCreditsOnVerify: e.FREE_CREDITS_ON_VERIFY,
  };
}
