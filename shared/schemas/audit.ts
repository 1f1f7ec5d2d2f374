/**
 * The audit trail: append-only, hash-chained entries per owner (an account, later also its
 * organisation). GET /api/contract/{id}/audit answers one contract's entries; GET /api/audit/export
 * the whole chain with its verification.
 */
import * as v from 'valibot';

export const auditKinds = [
  'submission',
  'analysis',
  'redline-generation',
  'decision',
  'download',
  'share',
  'signature',
  'key-date-change',
  'reminder',
  'contract-deletion',
] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditKindLabels: Record<AuditKind, string> = {
  submission: 'Submitted for analysis',
  analysis: 'Analysis completed',
  'redline-generation': 'Redline generated',
  decision: 'Decision recorded',
  download: 'Downloaded',
  share: 'Shared',
  signature: 'Signature recorded',
  'key-date-change': 'Key dates changed',
  reminder: 'Reminder emailed',
  'contract-deletion': 'Contract deleted',
};

/** Small facts about an event (a format, a date, a count); never contract text. */
export const AuditDetailsSchema = v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()])));
export type AuditDetails = v.InferOutput<typeof AuditDetailsSchema>;

export const AuditEntrySchema = v.object({
  /** 1, 2, 3...: position in the owner's chain. */
  seq: v.number(),
  at: v.string(),
  kind: v.picklist(auditKinds),
  actorUserId: v.string(),
  contractId: v.nullable(v.string()),
  details: AuditDetailsSchema,
  /** The previous entry's hash (64 zeros for the first). */
  prevHash: v.string(),
  /** SHA-256 (hex) of this entry's canonical JSON, prevHash included. */
  hash: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const ChainVerificationSchema = v.object({
  ok: v.boolean(),
  entries: v.number(),
  /** The first entry that does not verify, and why. */
  failure: v.optional(v.object({ seq: v.number(), reason: v.string() })),
});
export type ChainVerification = v.InferOutput<typeof ChainVerificationSchema>;

export const ContractAuditSchema = v.object({
  contractId: v.string(),
  /** Newest first. `intact` says whether the entry's own hash still matches its content. */
  entries: v.array(v.object({ ...AuditEntrySchema.entries, intact: v.boolean() })),
});
export type ContractAudit = v.InferOutput<typeof ContractAuditSchema>;

export const AUDIT_EXPORT_FORMAT = 'clausewise-audit-log';

export const AuditExportSchema = v.object({
  format: v.literal(AUDIT_EXPORT_FORMAT),
  version: v.literal(1),
  exportedAt: v.string(),
  chains: v.array(
    v.object({
      /** "user:<id>" or "organisation:<id>". */
      owner: v.string(),
      verification: ChainVerificationSchema,
      entries: v.array(AuditEntrySchema),
    }),
  ),
});
export type AuditExport = v.InferOutput<typeof AuditExportSchema>;
