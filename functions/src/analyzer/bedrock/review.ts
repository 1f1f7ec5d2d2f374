/**
 * The model-backed analyzer, independent of any SDK: for each chunk of the contract, one forced
 * tool call; the answer's quotes are turned into verified spans and the result validated against
 * AnalysisSchema; an invalid answer gets ONE repair round (the issues go back as the tool's error
 * result); chunks run with bounded parallelism and are merged (./merge.ts). Token usage of every
 * call, repairs included, is summed into the result.
 */
import type { Analysis } from '../../../../shared/schemas/analysis';
import type { AnalyzeOptions, Analyzer, AnalyzerInput, AnalyzerResult } from '../port';
import { chunkContract, contractOutline, type Chunk } from './chunks';
import { applyDeterministicChecks } from './deterministic';
import { mergeAnalyses } from './merge';
import { mapLimit } from './pool';
import { repairMessages, reviewMessage, systemPrompt, type ChunkContext } from './prompt';
import { foldText, type FoldedText } from './quotes';
import { resolveQuotes, validateAnalysis } from './resolve';
import { REVIEW_TOOL_NAME, reviewTool } from './tool';
import type { ModelCall, ModelMessage, ModelReply, TokenUsage } from './types';

export interface ModelAnalyzerSettings {
  call: ModelCall;
  /** Recorded with the analysis (e.g. the Bedrock model id). */
  model: string;
  /** Chunks reviewed at the same time (BEDROCK_MAX_CONCURRENCY). */
  maxConcurrency: number;
  /** Token budget of the contract text in one call (BEDROCK_CHUNK_TOKENS). */
  chunkTokens: number;
}

/** The model's answer could not be turned into a valid analysis, even after the repair round. */
export class ModelOutputError extends Error {
  override name = 'ModelOutputError';
}

function toolInput(reply: ModelReply): unknown {
  for (const block of reply.content)
    if ('toolUse' in block && block.toolUse.name === REVIEW_TOOL_NAME) return block.toolUse.input;
  return undefined;
}

interface ChunkJob {
  input: AnalyzerInput;
  text: string;
  folded: FoldedText;
  chunk: Chunk;
  context: ChunkContext;
}

export function createModelAnalyzer(settings: ModelAnalyzerSettings): Analyzer {
  const { call, model } = settings;

  /** Validates one answer; the issues are what the repair round sends back. */
  function check(reply: ModelReply, job: ChunkJob): { analysis?: Analysis; issues: string[] } {
    const input = toolInput(reply);
    if (input === undefined)
      return { issues: [`no ${REVIEW_TOOL_NAME} tool call in the answer (stopReason ${reply.stopReason})`] };
    const result = validateAnalysis(resolveQuotes(input, job.text, job.folded, job.chunk));
    return result.ok ? { analysis: result.analysis, issues: [] } : { issues: result.issues };
  }

  async function reviewChunk(job: ChunkJob, usage: TokenUsage, signal: AbortSignal | undefined): Promise<Analysis> {
    const system = systemPrompt(job.input, job.context);
    const messages: ModelMessage[] = [
      reviewMessage(job.text, job.text.slice(job.chunk.start, job.chunk.end), job.context),
    ];
    const ask = async () => {
      signal?.throwIfAborted();
      const reply = await call({ system, messages, tool: reviewTool }, signal ? { signal } : undefined);
      usage.inputTokens += reply.usage.inputTokens;
      usage.outputTokens += reply.usage.outputTokens;
      return reply;
    };
    const first = await ask();
    const firstCheck = check(first, job);
    if (firstCheck.analysis) return firstCheck.analysis;
    messages.push(...repairMessages(first, firstCheck.issues));
    const second = await ask();
    const secondCheck = check(second, job);
    if (secondCheck.analysis) return secondCheck.analysis;
    throw new ModelOutputError(
      `${model} returned no valid analysis for part ${job.context.part} of ${job.context.parts} after a repair round: ${secondCheck.issues.slice(0, 3).join('; ')}`,
    );
  }

  return {
    async analyze(input: AnalyzerInput, options: AnalyzeOptions = {}): Promise<AnalyzerResult> {
      const text = input.contractText;
      const folded = foldText(text);
      const chunks = chunkContract(text, settings.chunkTokens);
      const outline = chunks.length > 1 ? contractOutline(text) : [];
      const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
      const parts = await mapLimit(chunks, settings.maxConcurrency, (chunk) =>
        reviewChunk(
          { input, text, folded, chunk, context: { part: chunk.index + 1, parts: chunks.length, outline } },
          usage,
          options.signal,
        ),
      );
      const analysis = applyDeterministicChecks(mergeAnalyses(parts, input.behalfOf), input);
      analysis.engine = { provider: 'bedrock', version: model };
      return { analysis, usage, provider: 'bedrock', model };
    },
  };
}
