/** The hand-written analysis JSON schema (shared/schemas/analysis-json-schema.ts) stays in step with AnalysisSchema. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../engine';
import { AnalysisSchema } from '../../../../shared/schemas/analysis';
import { analysisJsonSchema, type JsonSchema } from '../../../../shared/schemas/analysis-json-schema';

/** A small validator for the keywords the schema uses: type, required, properties, items, enum, minimum. */
function violations(schema: JsonSchema, value: unknown, path = '$'): string[] {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const typeOf = (x: unknown) =>
    x === null ? 'null' : Array.isArray(x) ? 'array' : Number.isInteger(x) ? 'integer' : typeof x;
  const actual = typeOf(value);
  if (types.length > 0 && !types.some((t) => t === actual || (t === 'number' && actual === 'integer')))
    return [`${path}: expected ${types.join('|')}, got ${actual}`];
  const out: string[] = [];
  if (schema.enum && !schema.enum.includes(value as string)) out.push(`${path}: ${String(value)} not in enum`);
  if (schema.minimum !== undefined && typeof value === 'number' && value < schema.minimum)
    out.push(`${path}: below minimum`);
  if (actual === 'object' && schema.properties) {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in obj)) out.push(`${path}.${key}: required`);
    for (const [key, sub] of Object.entries(schema.properties))
      if (key in obj) out.push(...violations(sub, obj[key], `${path}.${key}`));
  }
  if (actual === 'array' && schema.items)
    (value as unknown[]).forEach((item, i) => out.push(...violations(schema.items!, item, `${path}[${i}]`)));
  return out;
}

/** The keys of a valibot object schema, recursively, to compare with the JSON schema's properties. */
function valibotKeys(schema: unknown, path = ''): string[] {
  let s = schema as {
    type?: string;
    entries?: Record<string, unknown>;
    item?: unknown;
    wrapped?: unknown;
    pipe?: unknown[];
  };
  while (s.wrapped || (s.pipe && s.type !== 'object')) s = (s.wrapped ?? s.pipe![0]) as typeof s;
  if (s.type === 'object' && s.entries)
    return Object.entries(s.entries).flatMap(([k, v]) => [`${path}${k}`, ...valibotKeys(v, `${path}${k}.`)]);
  if (s.type === 'array') return valibotKeys(s.item, path);
  return [];
}
function jsonKeys(schema: JsonSchema, path = ''): string[] {
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([k, v]) => [`${path}${k}`, ...jsonKeys(v, `${path}${k}.`)]);
  if (schema.items) return jsonKeys(schema.items, path);
  return [];
}

describe('analysis JSON schema', () => {
  it('lists exactly the fields of AnalysisSchema', () => {
    expect(jsonKeys(analysisJsonSchema).sort()).toEqual(valibotKeys(AnalysisSchema).sort());
  });

  it.each(['services-agreement', 'license-agreement', 'mutual-nda'])('accepts the built-in analysis of %s', (name) => {
    const text = readFileSync(`functions/src/analyzer/__fixtures__/${name}.txt`, 'utf8');
    const analysis = analyzeContract({
      contractText: text,
      behalfOf: 'Customer',
      playbook: { name: 'p', content: 'Liability must be capped.' },
    });
    expect(violations(analysisJsonSchema, JSON.parse(JSON.stringify(analysis)))).toEqual([]);
  });

  it('rejects what AnalysisSchema rejects: a missing section, a bad severity, a string for a list', () => {
    const problems = violations(analysisJsonSchema, {
      dashboard_executive_summary: { overall_context: { summary: 's' } },
      key_information_clauses_summary: 'none',
      risk_assessment_issues: { categorized_risks: [{ severity: 'critical' }] },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        '$.suggested_language: required',
        '$.dashboard_executive_summary.contract_snapshot: required',
        '$.key_information_clauses_summary: expected array, got string',
        '$.risk_assessment_issues.categorized_risks[0].severity: critical not in enum',
        '$.risk_assessment_issues.categorized_risks[0].spans: required',
      ]),
    );
  });
});
