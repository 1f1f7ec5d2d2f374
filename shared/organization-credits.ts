/**
 * Whose credits an analysis uses (docs/credits.md, "Organisations"): a member's analysis is charged
 * to the organisation while its balance lasts, else to the member's own. The server charges in
 * that order; the account menu and the review page show the same choice with this function.
 */
export interface CreditView {
  creditsRemaining: number;
  organization?: { name: string; creditsRemaining: number } | null;
}

export type CreditSource = { kind: 'organization'; name: string; creditsRemaining: number } | { kind: 'personal'; creditsRemaining: number };

export function creditSource(status: CreditView): CreditSource {
  const org = status.organization;
  if (org && org.creditsRemaining > 0) return { kind: 'organization', name: org.name, creditsRemaining: org.creditsRemaining };
  return { kind: 'personal', creditsRemaining: status.creditsRemaining };
}
