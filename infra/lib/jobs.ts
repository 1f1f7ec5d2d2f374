/**
 * SQS consumers, generated from `jobFunctions`: one function per entry, fed by the queue it names,
 * reporting partial batch failures so one bad message does not redeliver the whole batch.
 */
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobFunctions as catalogueJobs, type JobFunctionDef as CatalogueJobDef } from '../../functions/src/http/routes';
import { needsSessionKey, pascal } from './api';
import { bedrockSizing } from './bedrock-sizing';
import { createAppFunction } from './app-function';
import type { GrantTargets } from './permissions';
import type { QueueName } from './queues';
import type { AppSettings } from './settings';

export type JobFunctionDef = Omit<CatalogueJobDef, 'queue' | 'batchSize'> & { queue: QueueName; batchSize?: number };

export interface JobsProps {
  targets: GrantTargets;
  settings: AppSettings;
  queues: Readonly<Record<QueueName, sqs.IQueue>>;
  /** Defaults to `jobFunctions` in functions/src/http/routes.ts. */
  functions?: Readonly<Record<string, JobFunctionDef>>;
  sessionKeyFunctions?: readonly string[];
  resolveEntry?: (entry: string) => string;
  /** Messages per invocation when an entry names none; each is reported individually on failure. */
  batchSize?: number;
}

export class Jobs extends Construct {
  readonly functions: Readonly<Record<string, nodejs.NodejsFunction>>;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const defs: Readonly<Record<string, JobFunctionDef>> = props.functions ?? catalogueJobs;
    const functions: Record<string, nodejs.NodejsFunction> = {};
    const sizing = bedrockSizing(props.settings);

    for (const [name, def] of Object.entries(defs)) {
      const queue = props.queues[def.queue] as sqs.IQueue | undefined;
      if (!queue) throw new Error(`Job "${name}" names unknown queue "${def.queue}"`);

      const fn = createAppFunction(this, `${pascal(name)}Function`, {
        name,
        kind: 'job',
        def,
        targets: props.targets,
        settings: props.settings,
        sessionKey: needsSessionKey(name, def, props.sessionKeyFunctions ?? []),
        resolveEntry: props.resolveEntry,
      });

      // Lambda refuses an event source whose visibility timeout is shorter than the function's.
      const visibility = queueVisibilitySeconds(queue);
      if (visibility !== undefined && fn.timeout && fn.timeout.toSeconds() > visibility) {
        throw new Error(
          `Job "${name}": timeout ${fn.timeout.toSeconds()} s exceeds the ${def.queue} queue's visibility timeout of ${visibility} s`,
        );
      }

      fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: def.batchSize ?? props.batchSize ?? 5,
          // A batching window only makes sense when a batch can hold more than one message.
          ...((def.batchSize ?? props.batchSize ?? 5) > 1 ? { maxBatchingWindow: Duration.seconds(1) } : {}),
          reportBatchItemFailures: true,
          // A Bedrock consumer runs only as many analyses at once as the tokens-per-minute quota holds.
          maxConcurrency: (def.needs.bedrock ? sizing?.consumers : undefined) ?? props.settings.jobMaxConcurrency,
        }),
      );
      functions[name] = fn;
    }
    this.functions = functions;
  }
}

function queueVisibilitySeconds(queue: sqs.IQueue): number | undefined {
  const cfn = queue.node.defaultChild as sqs.CfnQueue | undefined;
  const value = cfn?.visibilityTimeout;
  return typeof value === 'number' ? value : undefined;
}
