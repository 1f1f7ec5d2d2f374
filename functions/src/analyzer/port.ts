/**
 * The analyzer port used by the analysis job. Two providers sit behind it (DESIGN section 6):
 * `builtin` (deterministic, no network, no weights; this module) and `bedrock` (added separately).
 * Contract text, playbook and instructions are data: nothing in them is executed or obeyed beyond
 * the documented playbook rule grammar (docs/playbook-rules.md).
 */
import type { Analysis } from '../../../shared/schemas/analysis';
import { analyzeContract, ENGINE_VERSION } from './engine';

export interface AnalyzerInput {
  contractText: string;
  behalfOf: string;
  playbook?: { name: string; content: string } | null;
  additionalInstructions?: string | null;
}

export interface AnalyzerResult {
  analysis: Analysis;
  usage?: { inputTokens: number; outputTokens: number };
  provider: 'builtin' | 'bedrock';
  model?: string;
}

export interface AnalyzeOptions {
  /** Aborted at the job's deadline: a provider stops its calls (and retries) when it fires. */
  signal?: AbortSignal;
}

export interface Analyzer {
  analyze(input: AnalyzerInput, options?: AnalyzeOptions): Promise<AnalyzerResult>;
}

/** The deterministic built-in analyzer: pure, synchronous work wrapped in the async port. */
export function createBuiltinAnalyzer(): Analyzer {
  return {
    analyze(input: AnalyzerInput): Promise<AnalyzerResult> {
      try {
        const analysis = analyzeContract(input);
        return Promise.resolve({ analysis, provider: 'builtin', model: `builtin-rules-${ENGINE_VERSION}` });
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
    },
  };
}
