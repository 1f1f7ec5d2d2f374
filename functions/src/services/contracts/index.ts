/**
 * Contract use-cases: submit (charge + store + enqueue), run an analysis (the job), read a status,
 * and settle what no job will finish (the sweeper, the dead-letter consumer, operators' refunds).
 */
export { createSubmitContract, type SubmitResult } from './submit';
export {
  createRunAnalysis,
  PermanentAnalysisError,
  type AnalysisOutcome,
  type DeliveryInfo,
  type RunAnalysis,
} from './analyse';
export { createDeadLetterSettlement, type DeadLetterOutcome, type SettleDeadLetter } from './dead-letter';
export { createSettlement, type GiveUpOutcome, type Settlement } from './settlement';
export { createSweeper, type Sweep, type SweepResult } from './sweep';
export { DeadlineExceededError } from './deadline';
export { createReadAnalysis, type AnalysisView } from './read';
export { type AnalysisDeps, type ContractDeps, type Clock, type ServiceLog, type UserReader } from './types';
