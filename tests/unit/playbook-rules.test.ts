/** Every rule form and example the playbooks editor shows is one the built-in analyzer checks. */
import { describe, expect, it } from 'vitest';
import { parseRuleLine, parseRules } from '../../functions/src/analyzer/playbook';
import { examplePlaybook, playbookClauseExamples, playbookRuleForms } from '../../shared/playbook-rules';

describe('playbook rule forms shown to users', () => {
  it.each(playbookRuleForms.map((f) => [f.title, f.example]))('%s: "%s" is recognised', (_title, example) => {
    expect(parseRuleLine(example)).toBeDefined();
  });

  it.each([...playbookClauseExamples])('clause name "%s" resolves in Require:', (clause) => {
    expect(parseRuleLine(`Require: ${clause}`)).toMatchObject({ kind: 'require' });
  });

  it('the example playbook has no unrecognised lines', () => {
    const lines = parseRules(examplePlaybook.content, '');
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((l) => !l.rule)).toEqual([]);
  });
});

describe('playbook positions shown to users', () => {
  it('the example ladder is read as a ladder and leaves the analysis only its rule line', async () => {
    const { exampleLadder, playbookPositionForms } = await import('../../shared/playbook-rules');
    const { engineView, readPositions, isPositionLine } =
      await import('../../functions/src/analyzer/negotiation/positions');
    expect(readPositions(exampleLadder).ladders[0]!.positions.map((p) => p.value)).toEqual([
      '24 months',
      '18 months',
      '6 months',
    ]);
    expect(engineView(exampleLadder)).toBe('Liability cap: at least 12 months');
    for (const form of playbookPositionForms) expect(isPositionLine(form.example), form.title).toBe(true);
  });
});
