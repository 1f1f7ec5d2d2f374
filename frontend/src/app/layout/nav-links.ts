/** Header links (spec section 2). Home clears the stored contract like the logo does. */
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
