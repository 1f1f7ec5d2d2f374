/** Where a successful sign-in lands (spec section 2): a full page load of the review page. */
export const SIGNED_IN_HOME = '/contract-review#top';

export function reloadIntoReviewPage(): void {
  const [path] = SIGNED_IN_HOME.split('#');
  if (window.location.pathname === path) {
    // Same path: assigning only changes the hash and would not reload, so reload explicitly.
    window.location.hash = 'top';
    window.location.reload();
    return;
  }
  window.location.assign(SIGNED_IN_HOME);
}
