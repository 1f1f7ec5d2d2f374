/**
 * Contract submission and analysis status: one schema per shape, shared by the review form
 * (frontend) and the contracts handler (functions). Messages are the spec's section 5 wording.
 */
import * as v from 'valibot';
import { validationMessages as m } from '../messages';
import { subscriptionTypes } from './auth';

/** docs/product-spec.md section 9: min 10 characters, max 75,000 words. */
export const contractTextLimits = { minChars: 10, maxWords: 75_000 } as const;

/**
 * Words as a reader counts them: runs of non-space characters. Counted without building an array,
 * so a 75,000-word check on a large paste stays cheap on every keystroke.
 */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029;
    if (space) inWord = false;
    else if (!inWord) {
      inWord = true;
      words++;
    }
  }
  return words;
}

/**
 * A hard character cap far above any 75,000-word contract (about 8 characters per word on average),
 * so a pathological single "word" or a run of spaces (which are not words) cannot make a
 * multi-megabyte body. It has its own message: a two-word paste told it has too many words would
 * not know what to cut.
 */
const MAX_CONTRACT_CHARS = 1_500_000;

const contractText = v.pipe(
  v.optional(v.string(m.contractTextMin), ''),
  v.check((text) => text.trim().length >= contractTextLimits.minChars, m.contractTextMin),
  v.maxLength(MAX_CONTRACT_CHARS, m.contractTextMaxChars),
  v.check((text) => countWords(text) <= contractTextLimits.maxWords, m.contractTextMaxWords),
);

/**
 * The playbook select sends a number, a numeric string, or "none"/"" for no playbook (docs/product-spec.md section
 * 3); all of those, null and absence become `number | null`.
 */
const playbookId = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  v.transform((value): number | string | null => {
    if (value === null) return null;
    if (typeof value === 'number') return value;
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.toLowerCase() === 'none' || trimmed === 'null') return null;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
  }),
  v.union(
    [
      v.null(),
      v.pipe(
        v.number(),
        v.integer('Invalid playbook'),
        v.minValue(1, 'Invalid playbook'),
        v.safeInteger('Invalid playbook'),
      ),
    ],
    'Invalid playbook',
  ),
);

/** Object keys of uploaded originals; never paths into someone else's space (checked by the server). */
const objectKey = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(1024),
      v.check((key) => !key.split('/').includes('..'), 'Invalid file reference'),
    ),
  ),
  null,
);
const fileName = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255))), null);

export const ContractSubmissionSchema = v.object({
  contractText,
  behalfOf: v.pipe(
    v.optional(v.string(m.behalfOfRequired), ''),
    v.trim(),
    v.minLength(1, m.behalfOfRequired),
    v.maxLength(200, 'On whose behalf cannot exceed 200 characters'),
  ),
  playbookId,
  additionalInstructions: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((text) => (text ?? '').trim()),
    v.maxLength(10_000, 'Additional instructions cannot exceed 10,000 characters'),
  ),
  originalDocxPath: objectKey,
  originalDocxFilename: fileName,
  hasOriginalDocx: v.optional(v.boolean(), false),
  originalPdfPath: objectKey,
  originalPdfFilename: fileName,
  hasOriginalPdf: v.optional(v.boolean(), false),
  /** For members of an organisation: keep it in the organisation's library (default) or one's own. */
  shareWithOrganization: v.optional(v.boolean()),
  /** Which list playbookId is from: one's own playbooks (default) or the organisation's shared ones. */
  playbookScope: v.optional(v.picklist(['personal', 'organization'], 'Invalid playbook')),
  /**
   * The draft we sent before this one (its extracted text and file name): the differences become
   * the other side's changes and a comparison file is made (shared/schemas/negotiation.ts).
   */
  previousDraftText: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_CONTRACT_CHARS, m.previousDraftMaxWords),
      v.check((text) => countWords(text) <= contractTextLimits.maxWords, m.previousDraftMaxWords),
    ),
  ),
  previousDraftFilename: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
});
/** What the form holds and sends. */
export type ContractSubmissionInput = v.InferInput<typeof ContractSubmissionSchema>;
/** What the server works with after parsing (playbookId normalised, defaults filled). */
export type ContractSubmission = v.InferOutput<typeof ContractSubmissionSchema>;

export const SubmitContractResponseSchema = v.object({ id: v.string() });
export type SubmitContractResponse = v.InferOutput<typeof SubmitContractResponseSchema>;

export const contractStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** GET /api/contract/analysis/{id} (docs/product-spec.md section 3, analysis response). */
export const AnalysisResponseSchema = v.object({
  status: v.picklist(contractStatuses),
  /** The analysis JSON as text; null until completed. Clients tolerate code fences or double encoding. */
  analysis: v.nullable(v.string()),
  subscriptionType: v.picklist(subscriptionTypes),
  isDownloadable: v.boolean(),
  redlinesAvailable: v.boolean(),
  redlineMetadata: v.nullable(v.unknown()),
  userData: v.object({ firstName: v.string(), lastName: v.string(), email: v.string() }),
  /** Set only when status is failed: a user-facing explanation. */
  errorMessage: v.optional(v.string()),
  /**
   * Set only when status is completed: the owner's own submitted text, which the analysis `spans`
   * offsets point into (the results page's "Show in contract").
   */
  contractText: v.optional(v.string()),
  /** The playbook the review applied, as named when the contract was submitted (absent: none). */
  playbook: v.optional(v.object({ id: v.number(), name: v.string() })),
});
export type AnalysisResponse = v.InferOutput<typeof AnalysisResponseSchema>;

/** The analysis queue's message body. */
export const AnalysisJobMessageSchema = v.object({
  userId: v.pipe(v.string(), v.minLength(1)),
  contractId: v.pipe(v.string(), v.minLength(1)),
});
export type AnalysisJobMessage = v.InferOutput<typeof AnalysisJobMessageSchema>;
