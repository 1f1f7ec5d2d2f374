/**
 * The analysis JSON (./analysis.ts, AnalysisSchema) as a JSON Schema, hand-written so no converter
 * dependency is needed. Used where a JSON Schema is the contract: the Bedrock analyzer's tool input
 * schema (functions/src/analyzer/bedrock/tool.ts derives it from this one).
 * Keep it in step with AnalysisSchema: analysis-json-schema.test.ts checks that a real analysis
 * satisfies every `required`, `type` and `enum` here, and that each object lists the same keys.
 * Only the JSON Schema keywords every model provider accepts are used (type, properties, required,
 * items, enum, description, minimum).
 */

export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null' | ('string' | 'null')[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: readonly string[];
  minimum?: number;
  additionalProperties?: boolean;
}

const str = (description?: string): JsonSchema => (description ? { type: 'string', description } : { type: 'string' });
const strArray = (description?: string): JsonSchema => ({
  type: 'array',
  items: { type: 'string' },
  ...(description ? { description } : {}),
});
const priority: JsonSchema = { type: 'string', enum: ['high', 'medium', 'low'] };
const obj = (
  properties: Record<string, JsonSchema>,
  required: string[] = Object.keys(properties),
  description?: string,
): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required,
});
const list = (items: JsonSchema, description?: string): JsonSchema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

export const spanJsonSchema = obj(
  { start: { type: 'integer', minimum: 0 }, end: { type: 'integer', minimum: 0 } },
  ['start', 'end'],
  'Half-open character range [start, end) into the submitted contract text.',
);
const spans = list(spanJsonSchema, 'Where the item is in the contract text (character offsets).');
const category = str('A clause taxonomy id (shared/taxonomy.ts).');
const clauseRef = str('Section number and/or heading, e.g. "Section 9.2 (Limitation of Liability)".');
const clauseText = str('The relevant contract text, quoted verbatim.');

export const analysisJsonSchema: JsonSchema = obj(
  {
    dashboard_executive_summary: obj({
      overall_context: obj({
        summary: str('Executive summary of the contract and its main risks for the reviewing party.'),
      }),
      contract_snapshot: obj({
        title_type: str('Title and type of the contract.'),
        parties: strArray('Party names, with their role in parentheses when known.'),
        party_details: list(obj({ name: str(), role: str() }, ['name'])),
        governing_law: {
          type: ['string', 'null'],
          description: 'Governing law, or null when the contract names none.',
        },
        key_dates: obj(
          {
            agreement_date: str('The date the contract bears ("dated as of ..."), ISO YYYY-MM-DD when determinable.'),
            effective_date: str('ISO YYYY-MM-DD when determinable, otherwise descriptive text.'),
            expiration_date: str(
              'ISO YYYY-MM-DD when determinable (compute "five years from the Effective Date"), otherwise descriptive text.',
            ),
            renewal_terms: str(),
            notice_period_termination: str(),
          },
          ['effective_date', 'expiration_date', 'renewal_terms', 'notice_period_termination'],
        ),
        date_analysis_notes: str(),
      }),
    }),
    key_information_clauses_summary: list(
      obj({
        clause_type: str(),
        plain_language_summary: str(),
        key_details_extracted: strArray(),
        ai_notes_flags: strArray(),
        relevant_clause_reference: clauseRef,
        category,
        spans,
      }),
    ),
    risk_assessment_issues: obj({
      categorized_risks: list(
        obj(
          {
            risk_description: str(),
            potential_impact: str(),
            relevant_clause_reference: clauseRef,
            relevant_clause_text: clauseText,
            category,
            spans,
            severity: priority,
            playbook_violation: {
              type: 'boolean',
              description: 'True when the risk breaches a playbook or instruction rule.',
            },
            playbook_rule: str('The playbook or instruction rule breached.'),
          },
          [
            'risk_description',
            'potential_impact',
            'relevant_clause_reference',
            'relevant_clause_text',
            'category',
            'spans',
          ],
        ),
      ),
      missing_clauses: list(
        obj(
          {
            clause_name: str(),
            typical_purpose: str(),
            risk_of_omission: str(),
            category,
            playbook_violation: { type: 'boolean' },
          },
          ['clause_name', 'typical_purpose', 'risk_of_omission'],
        ),
      ),
      non_standard_unusual_terms: list(
        obj({
          term_description: str(),
          explanation_of_deviation: str(),
          potential_impact: str(),
          relevant_clause_reference: clauseRef,
          relevant_clause_text: clauseText,
          category,
          spans,
        }),
      ),
      ambiguities_inconsistencies: list(
        obj({
          issue_description: str(),
          potential_impact: str(),
          relevant_clause_reference: clauseRef,
          relevant_clause_text: clauseText,
          category,
          spans,
        }),
      ),
    }),
    suggested_language: list(
      obj(
        {
          priority,
          type: str('e.g. modification, add_clause, deletion.'),
          recommendation: str(),
          proposed_text: str('Proposed contract wording.'),
          related_issue_reference: str(),
          section_reference: str(),
          category,
          spans,
        },
        ['priority', 'type', 'recommendation', 'related_issue_reference'],
      ),
    ),
    playbook_review: obj(
      {
        rules_checked: list(
          obj(
            {
              line: str('The playbook or instruction line, as written.'),
              rule: str('The rule as understood.'),
              status: { type: 'string', enum: ['satisfied', 'violated', 'not_checkable'] },
              detail: str(
                'What the contract says on it, with the clause; for not_checkable, why it could not be checked.',
              ),
              source: { type: 'string', enum: ['playbook', 'instructions'] },
              category,
              relevant_clause_reference: clauseRef,
              spans,
            },
            ['line', 'rule', 'status', 'detail', 'source'],
          ),
          'Every playbook and instruction line, each answered.',
        ),
        unverifiable_lines: strArray('Playbook or instruction lines that cannot be checked against the text.'),
        focus_sections: list(
          obj({
            topic: str('What the user asked to focus on, e.g. "termination".'),
            summary: str("The topic's clauses judged for the reviewed party."),
            items: list(
              obj(
                {
                  relevant_clause_reference: clauseRef,
                  assessment: str('What the clause does to the reviewed party.'),
                  severity: priority,
                  spans,
                },
                ['relevant_clause_reference', 'assessment', 'spans'],
              ),
            ),
          }),
          'One section per "focus on" topic of the instructions or playbook.',
        ),
      },
      ['rules_checked', 'unverifiable_lines'],
    ),
    engine: obj({ provider: str(), version: str() }),
    review_side: obj(
      {
        requested: str('The party the user asked the review for, as typed.'),
        party: {
          type: ['string', 'null'],
          description: "The contract's name for that party; null when it is not a party.",
        },
        role: str(),
        is_party: { type: 'boolean' },
        parties: strArray("The contract's parties."),
        notice: str('Shown when the request names no party of the contract.'),
      },
      ['requested', 'party', 'is_party', 'parties'],
    ),
    coverage: list(
      obj({
        family: str('A clause family the review judges, e.g. liability-cap.'),
        label: str(),
        status: { type: 'string', enum: ['judged', 'not_present', 'not_assessed'] },
        detail: str(),
        findings: { type: 'integer', minimum: 0 },
      }),
    ),
  },
  ['dashboard_executive_summary', 'key_information_clauses_summary', 'risk_assessment_issues', 'suggested_language'],
);
