/**
 * The analyzer port used by the analysis job. Two providers sit behind it (docs/DESIGN.md section 6):
 * `builtin` (deterministic, no network, no weights; this module) and `bedrock` (added separately).
 * Contract text, playbook and instructions are data: nothing in them is executed or obeyed beyond
 * the documented playbook rule grammar (docs/playbook-rules.md).
 */
import type { Analysis } from '../../../shared/schemas/analysis';
import type { RedlineMetadata } from '../../../shared/schemas/redline';
import { analyzeContract, ENGINE_VERSION } from './engine';
import { proposeRedline } from './redline/propose';
import type { RedlineInput } from './redline/types';
import type { AnalyzerInput } from './input';

export type { AnalyzerInput };

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
        return Promise.resolve({
          analysis,
          provider: 'builtin',
          model: `builtin-${analysis.engine?.version ?? ENGINE_VERSION}`,
        });
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Redline: suggested edits from a stored analysis (docs/decisions/085-redline-proposals.md). Both
// providers sit behind this port too; every proposal passes the same placement gate
// (analyzer/redline/accept.ts), so whatever the provider, each edit occurs exactly once.

export type { RedlineInput } from './redline/types';

export interface RedlineResult {
  redline: RedlineMetadata;
  provider: 'builtin' | 'bedrock';
  model?: string;
  usage?: { inputTokens: number; outputTokens: number };
}

export interface RedlineProposer {
  proposeRedline(input: RedlineInput): Promise<RedlineResult>;
}

/** The deterministic built-in proposer (analyzer/redline/propose.ts), wrapped in the async port. */
export function createBuiltinRedlineProposer(): RedlineProposer {
  return {
    proposeRedline(input: RedlineInput): Promise<RedlineResult> {
      try {
        return Promise.resolve({
          redline: proposeRedline(input),
          provider: 'builtin',
          model: `builtin-rules-${ENGINE_VERSION}`,
        });
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
    },
  };
}
