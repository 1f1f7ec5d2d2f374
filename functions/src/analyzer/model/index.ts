/**
 * The bundled clause model (clause-model.json, written by `npm run train`), loaded once per process
 * on first use: a cold start pays the load once, later analyses reuse it. The JSON is bundled by
 * esbuild with the analysis job, so nothing is read from disk at run time.
 */
import file from './clause-model.json';
import type { ModelFile } from './format';
import { loadClauseModel, type ClauseModel } from './load';

let cached: ClauseModel | undefined;

export function bundledClauseModel(): ClauseModel {
  cached ??= loadClauseModel(file as unknown as ModelFile);
  return cached;
}

export { type ClauseModel, loadClauseModel } from './load';
export { classifyWithModel, detectClauses, ruleClauses, scoreUnits, type Detection } from './detect';
export type { ModelFile } from './format';
