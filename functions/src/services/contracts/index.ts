/** Contract use-cases: submit (charge + store + enqueue), run an analysis (the job), read a status. */
export { createSubmitContract, type SubmitResult } from './submit';
export { createRunAnalysis, PermanentAnalysisError, type AnalysisOutcome, type DeliveryInfo, type RunAnalysis } from './analyse';
export { createReadAnalysis, type AnalysisView } from './read';
export { type AnalysisDeps, type ContractDeps, type Clock, type ServiceLog, type UserReader } from './types';
