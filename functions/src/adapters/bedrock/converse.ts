/**
 * The Bedrock Converse call behind the analyzer's ModelCall port: maps the plain conversation
 * (functions/src/analyzer/bedrock/types.ts) onto ConverseCommand with the review tool forced
 * (toolChoice), and back. Throttling, ServiceUnavailable and ModelNotReady are retried with
 * exponential backoff and full jitter, a bounded number of times; every other error fails at once
 * with a BedrockCallError naming the model and the service's error. The SDK's own retries are
 * switched off in the client (./client.ts) so there is exactly one retry policy. An abort signal
 * (the analysis job's deadline) cancels the HTTP request in flight and any wait before a retry.
 */
import {
  ConverseCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type ConverseCommandInput,
  type Message,
  type ToolUseBlock,
} from '@aws-sdk/client-bedrock-runtime';
import type { ModelBlock, ModelCall, ModelReply, ModelRequest } from '../../analyzer/bedrock/types';
import { explainBedrockError } from './explain';
import { backoffDelayMs, DEFAULT_BACKOFF } from './quota';

/** The SDK's JSON document type (tool inputs and schemas). */
type DocumentType = NonNullable<ToolUseBlock['input']>;

export const RETRYABLE_ERRORS = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'ModelNotReadyException',
]);
/** Errors no retry can fix (no model access, wrong model id, a request the model rejects). */
const PERMANENT_ERRORS = new Set([
  'AccessDeniedException',
  'ResourceNotFoundException',
  'ValidationException',
  'UnrecognizedClientException',
]);

export class BedrockCallError extends Error {
  override name = 'BedrockCallError';
  constructor(
    message: string,
    /** The service's error name, e.g. AccessDeniedException. */
    readonly code: string,
    /** True when retrying later cannot help (configuration or access). */
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface RetrySettings {
  /**
   * Attempts in all, the first included (default 8: seven retries wait at least a minute, so a
   * per-minute quota rolls over; the job's deadline signal ends them sooner if it must).
   */
  maxAttempts?: number;
  /** First backoff ceiling in ms, doubled per attempt (default 2 s, ./quota.ts). */
  baseDelayMs?: number;
  /** Largest backoff ceiling in ms (default 30 s). */
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface ConverseSettings {
  client: BedrockRuntimeClient;
  modelId: string;
  maxOutputTokens: number;
  retry?: RetrySettings;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits, or rejects with the signal's reason as soon as it is aborted. */
function abortable(wait: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return wait;
  signal.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    void wait.then(() => (signal.removeEventListener('abort', onAbort), resolve()));
  });
}

function toSdkBlock(block: ModelBlock): ContentBlock {
  if ('text' in block) return { text: block.text };
  if ('toolUse' in block) return { toolUse: { ...block.toolUse, input: block.toolUse.input as DocumentType } };
  return {
    toolResult: {
      toolUseId: block.toolResult.toolUseId,
      status: block.toolResult.status,
      content: block.toolResult.content,
    },
  };
}

function fromSdkBlock(block: ContentBlock): ModelBlock | undefined {
  if (block.toolUse)
    return {
      toolUse: { toolUseId: block.toolUse.toolUseId ?? '', name: block.toolUse.name ?? '', input: block.toolUse.input },
    };
  if (typeof block.text === 'string') return { text: block.text };
  return undefined; // reasoning, citations, images: not part of the review
}

/** The ConverseCommand input for a request (exported for the request-shape tests). */
export function converseInput(modelId: string, maxOutputTokens: number, request: ModelRequest): ConverseCommandInput {
  const messages: Message[] = request.messages.map((m) => ({ role: m.role, content: m.content.map(toSdkBlock) }));
  return {
    modelId,
    system: [{ text: request.system }],
    messages,
    toolConfig: {
      tools: [
        {
          toolSpec: {
            name: request.tool.name,
            description: request.tool.description,
            inputSchema: { json: request.tool.inputSchema as DocumentType },
          },
        },
      ],
      toolChoice: { tool: { name: request.tool.name } },
    },
    inferenceConfig: { maxTokens: maxOutputTokens, temperature: 0 },
  };
}

const errorName = (err: unknown) => (err instanceof Error ? err.name : 'Error');

export function createConverseCall(settings: ConverseSettings): ModelCall {
  const { client, modelId, maxOutputTokens } = settings;
  const {
    maxAttempts = 8,
    baseDelayMs = DEFAULT_BACKOFF.baseDelayMs,
    maxDelayMs = DEFAULT_BACKOFF.maxDelayMs,
    sleep = defaultSleep,
    random = Math.random,
  } = settings.retry ?? {};

  return async (request: ModelRequest, options: { signal?: AbortSignal } = {}): Promise<ModelReply> => {
    const { signal } = options;
    const input = converseInput(modelId, maxOutputTokens, request);
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      try {
        const out = await client.send(new ConverseCommand(input), signal ? { abortSignal: signal } : {});
        const content = (out.output?.message?.content ?? []).map(fromSdkBlock).filter((b) => b !== undefined);
        return {
          content,
          stopReason: out.stopReason ?? 'unknown',
          usage: { inputTokens: out.usage?.inputTokens ?? 0, outputTokens: out.usage?.outputTokens ?? 0 },
        };
      } catch (err) {
        // Aborted at the deadline: stop here, whatever the SDK made of the cancelled request.
        if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : err;
        const name = errorName(err);
        const message = err instanceof Error ? err.message : String(err);
        if (RETRYABLE_ERRORS.has(name)) {
          // Never permanent: the quota frees up; the message says what to change if it keeps happening.
          if (attempt >= maxAttempts)
            throw new BedrockCallError(
              `Bedrock ${modelId}: ${name} after ${attempt} attempts: ${message}. ${explainBedrockError(name, message, modelId)}`,
              name,
              false,
              { cause: err },
            );
          await abortable(sleep(backoffDelayMs(attempt, { baseDelayMs, maxDelayMs }, random)), signal);
          continue;
        }
        throw new BedrockCallError(
          `Bedrock ${modelId}: ${name}: ${message}. ${explainBedrockError(name, message, modelId)}`.trim(),
          name,
          PERMANENT_ERRORS.has(name),
          {
            cause: err,
          },
        );
      }
    }
  };
}
