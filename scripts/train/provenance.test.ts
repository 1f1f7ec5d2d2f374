/** Every analysis names the model that made it, and the committed model's id is the hash of its content. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeContract, ENGINE_VERSION } from '../../functions/src/analyzer/engine';
import { bundledClauseModel, type ModelFile } from '../../functions/src/analyzer/model';
import { MODEL_PATH, modelIdOf, readMetrics, withModelId } from './metrics';

describe('model provenance', () => {
  it('gives the committed model the id of its content (a hand-edited file would not match)', () => {
    const file = JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ModelFile;
    expect(file.id).toMatch(/^[0-9a-f]{16}$/);
    expect(file.id).toBe(modelIdOf(file));
    // The figures beside the model are the committed model's.
    expect(readMetrics().model).toBe(file.id);
    const edited = { ...file, heads: file.heads.slice(1) };
    expect(modelIdOf(edited)).not.toBe(file.id);
    expect(withModelId(edited).id).toBe(modelIdOf(edited));
  });

  it('names the model in every analysis', () => {
    const a = analyzeContract({ contractText: 'This Agreement is governed by the laws of Delaware.', behalfOf: '' });
    expect(a.engine).toEqual({ provider: 'builtin', version: `${ENGINE_VERSION}+model.${bundledClauseModel().id}` });
    const withoutModel = analyzeContract({ contractText: 'Nothing here.', behalfOf: '' }, { clauseModel: null });
    expect(withoutModel.engine?.version).toBe(ENGINE_VERSION);
  });
});
