/**
 * The DynamoDB document client, built from plain settings so the functions (from config.ts) and the
 * operator CLI (from its own config) share one data-access path.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface TableSettings {
  region: string;
  tableName: string;
  /** A local emulator; unset in AWS. */
  endpoint?: string | undefined;
  /** Fixed credentials (the local emulator's dummy keys); otherwise the SDK's default chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface Table {
  doc: DynamoDBDocumentClient;
  name: string;
}

export function createTable(settings: TableSettings): Table {
  const client = new DynamoDBClient({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { doc, name: settings.tableName };
}

/** True for a failed ConditionExpression, whichever way the SDK surfaces it. */
export function isConditionFailed(err: unknown): boolean {
  return err instanceof Error && err.name === 'ConditionalCheckFailedException';
}
