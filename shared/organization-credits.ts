/**
 * Whose credits an analysis uses (docs/credits.md, "Organisations"): a member's analysis is charged
 * to the organisation while its balance lasts, else to the member's own. The server charges in
 * that order; the account menu and the review page show the same choice with this function.
 */
export interface CreditView {
  creditsRemaining: number;
  organization?: { name: string; creditsRemaining: number } | null;
}

export type CreditSource =
  { kind: 'organization'; name: string; creditsRemaining: number } | { kind: 'personal'; creditsRemaining: number };

export function creditSource(status: CreditView): CreditSource {
  const org = status.organization;
  if (org && org.creditsRemaining > 0)
    return { kind: 'organization', name: org.name, creditsRemaining: org.creditsRemaining };
  return { kind: 'personal', creditsRemaining: status.creditsRemaining };
}

/** Business and Enterprise organisations are paid plans (functions/src/domain/organizations/plans.ts). */
export const organizationPlanIsPaid = (plan: string): boolean => plan === 'business' || plan === 'enterprise';

/** Owners and admins run the organisation's credits: they buy packs and request top-ups for it. */
export const managesOrganization = (role: string): boolean => role === 'owner' || role === 'admin';

export interface TargetView extends CreditView {
  subscriptionType: string;
  organization?: { id: string; name: string; plan: string; role: string; creditsRemaining: number } | null;
}

/**
 * The balance the low-credit warning and the top-up are about: the organisation's while it pays
 * (it has credits), and also when a paid organisation and the member are both out (the server then
 * answers Credit Limit Reached, and topping the organisation up is what lets everyone go on);
 * otherwise the member's own.
 */
export type CreditTarget =
  | { kind: 'organization'; id: string; name: string; plan: string; creditsRemaining: number; canManage: boolean }
  | { kind: 'personal'; creditsRemaining: number; subscriptionType: string };

export function creditTarget(status: TargetView): CreditTarget {
  const org = status.organization;
  if (org && (org.creditsRemaining > 0 || (organizationPlanIsPaid(org.plan) && status.creditsRemaining <= 0))) {
    return {
      kind: 'organization',
      id: org.id,
      name: org.name,
      plan: org.plan,
      creditsRemaining: org.creditsRemaining,
      canManage: managesOrganization(org.role),
    };
  }
  return { kind: 'personal', creditsRemaining: status.creditsRemaining, subscriptionType: status.subscriptionType };
}
