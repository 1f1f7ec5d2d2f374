/**
 * model/metrics.json, beside the model: what the committed model was trained on and how it was made
 * (data hashes, seed, hyperparameters, the model's id), the inner cross-validation's held-out figures
 * per category (`npm run train`), and the outer cross-validated figures (`npm run eval -- --cv`).
 * Each command rewrites its own section and keeps the other, so the file always says which model,
 * data and settings each figure belongs to.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import type { ModelFile } from '../../functions/src/analyzer/model/format';

const root = path.resolve(import.meta.dirname, '../..');
export const MODEL_PATH = path.resolve(root, 'functions/src/analyzer/model/clause-model.json');
export const METRICS_PATH = path.resolve(root, 'functions/src/analyzer/model/metrics.json');

export const sha256 = (...files: string[]) => {
  const h = createHash('sha256');
  for (const f of files) h.update(readFileSync(f));
  return h.digest('hex');
};

/** A short hash of the hyperparameters (cached fold fits are kept per setting). */
export const hyperparametersHash = () =>
  createHash('sha256').update(JSON.stringify(HYPERPARAMETERS)).digest('hex').slice(0, 12);

/** The model's id: a hash of everything in its file but the id itself (analyses name the model that made them). */
export function modelIdOf(model: ModelFile): string {
  const { id: _id, ...rest } = model;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 16);
}

export function withModelId(model: ModelFile): ModelFile {
  const { id: _id, ...rest } = model;
  return { id: modelIdOf(model), ...rest };
}

export interface MetricsFile {
  model?: string;
  training?: unknown;
  crossValidation?: unknown;
}

export function readMetrics(file = METRICS_PATH): MetricsFile {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MetricsFile) : {};
}

export function writeMetricsSection(
  section: 'training' | 'crossValidation',
  value: unknown,
  model?: string,
  file = METRICS_PATH,
): void {
  const m = readMetrics(file);
  const next: MetricsFile = {
    model: model ?? m.model,
    training: m.training,
    crossValidation: m.crossValidation,
    [section]: value,
  };
  writeFileSync(file, `${JSON.stringify(next, null, 1)}\n`);
}
