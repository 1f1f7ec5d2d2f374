/**
 * What an analysis is asked about (the analyzer port, port.ts, takes it; the built-in engine reads
 * it). Its own module so the engine need not import the port that wraps it.
 */
export interface AnalyzerInput {
  contractText: string;
  behalfOf: string;
  playbook?: { name: string; content: string } | null;
  additionalInstructions?: string | null;
}
