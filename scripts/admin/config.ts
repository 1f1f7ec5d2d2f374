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
  FREE_CREDITS_ON_VERIFY: v.pipe(v.optional(v.string(), '1'), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)),
});

export interface AdminConfig {
  table: TableSettings;
  /** Human-readable target, printed with each change. */
  target: string;
  /** Credits `verify` grants if the account never received its free allowance (as the functions do). */
  freeCreditsOnVerify: number;
}

export function parseAdminConfig(env: Record<string, string | undefined>): AdminConfig {
  const result = v.safeParse(AdminEnvSchema, env);
  if (!result.success) throw new Error(`Invalid admin configuration: ${describeIssues(result.issues)}`);
  const e = result.output;
  if (!e.TABLE_NAME) {
    // The local cloud's defaults (npm start): emulator on loopback, fixed table name.
    const endpoint = e.AWS_ENDPOINT_URL_DYNAMODB ?? `http://127.0.0.1:${e.LOCAL_DYNAMODB_PORT}`;
    return {
      table: { region: e.AWS_REGION ?? LOCAL_REGION, tableName: localResourceNames.table, endpoint, credentials: DUMMY_CREDENTIALS },
      target: `local table ${localResourceNames.table} at ${endpoint}`,
      freeCreditsOnVerify: e.FREE_CREDITS_ON_VERIFY,
    };
  }
  const region = e.AWS_REGION ?? LOCAL_REGION;
  return {
    table: { region, tableName: e.TABLE_NAME, endpoint: e.AWS_ENDPOINT_URL_DYNAMODB },
    target: e.AWS_ENDPOINT_URL_DYNAMODB
      ? `table ${e.TABLE_NAME} at ${e.AWS_ENDPOINT_URL_DYNAMODB}`
      : `table ${e.TABLE_NAME} in AWS (${region})`,
    freeCreditsOnVerify: e.FREE_CREDITS_ON_VERIFY,
  };
}
