/**
 * What every log line of one request or job names without its call site passing it: the request id
 * (API Gateway's, or the local API's equivalent), or the SQS message id, and the contract id once it
 * is known. Held per invocation in an AsyncLocalStorage (docs/decisions/240-log-context.md), so
 * concurrent requests in one process never mix their ids.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface LogContext {
  /** API Gateway's request id (requestContext.requestId), or the Lambda invocation's for a job. */
  requestId?: string;
  /** The SQS (or SNS) message being worked. */
  messageId?: string;
  contractId?: string;
  [field: string]: unknown;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` with these fields on every log line it writes, over any enclosing context's. */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return storage.run({ ...storage.getStore(), ...definedOnly(fields) }, work);
}

/** Adds fields learnt part-way (the signed-in user, the contract) to the current context, if any. */
export function addLogContext(fields: LogContext): void {
  const store = storage.getStore();
  if (store) Object.assign(store, definedOnly(fields));
}

/** The current invocation's fields (empty outside any). */
export function currentLogContext(): LogContext {
  return storage.getStore() ?? {};
}

function definedOnly(fields: LogContext): LogContext {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
}

/** A job invocation's own id: Lambda's request id, or a fresh one where nothing gives one (a local timer). */
export function invocationLogContext(context?: { awsRequestId?: string }): LogContext {
  return { requestId: context?.awsRequestId ?? randomUUID() };
}
