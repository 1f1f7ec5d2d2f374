/**
 * The model conversation as plain data: the shapes of the Bedrock Converse API (content blocks,
 * tool use and tool results) without the SDK, so prompt, repair and merge logic stay pure and the
 * adapter (functions/src/adapters/bedrock/) maps them one to one onto ConverseCommand.
 */
export type ModelBlock =
  | { text: string }
  | { toolUse: { toolUseId: string; name: string; input: unknown } }
  | { toolResult: { toolUseId: string; status: 'success' | 'error'; content: { text: string }[] } };

export interface ModelMessage {
  role: 'user' | 'assistant';
  content: ModelBlock[];
}

export interface ModelTool {
  name: string;
  description: string;
  inputSchema: object;
}

/** One Converse call with a single tool the model is forced to call. */
export interface ModelRequest {
  system: string;
  messages: ModelMessage[];
  tool: ModelTool;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ModelReply {
  content: ModelBlock[];
  /** Converse stopReason: 'tool_use' expected; 'max_tokens' means the answer was cut off. */
  stopReason: string;
  usage: TokenUsage;
}

/** The model behind the port: the Bedrock adapter, or a fake in tests. `signal` aborts the call and its retries. */
export type ModelCall = (request: ModelRequest, options?: { signal?: AbortSignal }) => Promise<ModelReply>;
