/** Header links (docs/product-spec.md section 2). Home clears the stored contract like the logo does. */
import { accountMessages } from '../../../../shared/account-messages';
import { managesOrganization, organizationPlanIsPaid } from '../../../../shared/organization-credits';
import { paymentLinks } from '../../features/payments/payment-links';

export interface NavLink {
  label: string;
  to: string;
  clearsStoredContract?: boolean;
}

export const signedOutLinks: NavLink[] = [
  { label: 'Home', to: '/', clearsStoredContract: true },
  { label: 'Subscriptions', to: '/waitlist' },
];

export const signedInLinks: NavLink[] = [
  { label: 'Analyse Contract', to: '/contract-review' },
  { label: 'Library', to: '/library' },
  { label: 'Key dates', to: '/key-dates' },
  { label: 'Playbooks', to: '/playbooks' },
  { label: 'Help', to: '/user-guide' },
  { label: 'Subscriptions', to: '/waitlist' },
];

/**
 * The account menu's links (desktop menu and the mobile drawer's account block): the account page,
 * the organisation (or creating one), the plans, for a paid plan credit packs, and for the owner or
 * an admin of a Business or Enterprise organisation credit packs for its shared balance
 * (features/payments/payment-links.ts).
 */
export function accountLinks(status: {
  subscriptionType?: string | null;
  organization?: { name: string; plan: string; role: string } | null;
}): NavLink[] {
  const org = status.organization;
  return [
    { label: accountMessages.menuItem, to: '/account' },
    { label: org ? org.name : 'Create an organisation', to: '/organization' },
    paymentLinks.plans,
    ...(status.subscriptionType === 'paid' ? [paymentLinks.buyCredits] : []),
    ...(org && managesOrganization(org.role) && organizationPlanIsPaid(org.plan)
      ? [paymentLinks.buyForOrganization(org.name)]
      : []),
  ];
}
