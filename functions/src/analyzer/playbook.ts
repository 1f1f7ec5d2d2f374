/**
 * Playbook rules and additional instructions (grammar: docs/playbook-rules.md). Each recognised
 * line is checked against the analysis; violations become categorized risks tagged as playbook
 * violations; lines the engine cannot check are returned as unverifiable, never dropped.
 * The grammar: playbook/grammar.ts; the checks: playbook/apply.ts.
 */
export { parseRuleLine, parseRules, type ParsedLine, type Rule } from './playbook/grammar';
export { applyRules, playbookReview, type PlaybookOutcome } from './playbook/apply';
