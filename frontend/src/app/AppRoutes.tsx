/**
 * The route table of docs/product-spec.md section 2. Every path not declared here reaches the 404 page.
 * The landing page is in the first load; every other page is its own chunk, loaded when its route
 * is first visited (React.lazy; the Suspense boundary is in AppLayout), so the first load carries
 * only what the landing page needs.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../pages/home/HomePage';
import { AppLayout } from './layout/AppLayout';
import { lazyPage } from './lazy-page';

const EmailVerifiedPage = lazy(() =>
  import('../pages/email-verified/EmailVerifiedPage').then((m) => ({ default: m.EmailVerifiedPage })),
);
const LibraryPage = lazy(() => import('../pages/library/LibraryPage').then((m) => ({ default: m.LibraryPage })));
const LoadingPage = lazy(() => import('../pages/loading/LoadingPage').then((m) => ({ default: m.LoadingPage })));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const PlaybooksPage = lazy(() =>
  import('../pages/playbooks/PlaybooksPage').then((m) => ({ default: m.PlaybooksPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const WaitlistPage = lazy(() => import('../pages/waitlist/WaitlistPage').then((m) => ({ default: m.WaitlistPage })));
const PricingPage = lazy(() => import('../pages/pricing/PricingPage').then((m) => ({ default: m.PricingPage })));
const PaymentSuccessPage = lazy(() =>
  import('../pages/payment-success/PaymentSuccessPage').then((m) => ({ default: m.PaymentSuccessPage })),
);
const PaymentCanceledPage = lazy(() =>
  import('../pages/payment-canceled/PaymentCanceledPage').then((m) => ({ default: m.PaymentCanceledPage })),
);
const EmailTestPage = lazy(() =>
  import('../pages/email-test/EmailTestPage').then((m) => ({ default: m.EmailTestPage })),
);
const AccountPage = lazy(() => import('../pages/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const OrganizationPage = lazy(() =>
  import('../pages/organization/OrganizationPage').then((m) => ({ default: m.OrganizationPage })),
);
const InvitePage = lazy(() => import('../pages/invite/InvitePage').then((m) => ({ default: m.InvitePage })));
const ApiDocsPage = lazy(() => import('../pages/api-docs/ApiDocsPage').then((m) => ({ default: m.ApiDocsPage })));
const KeyDatesPage = lazy(() => import('../pages/key-dates/KeyDatesPage').then((m) => ({ default: m.KeyDatesPage })));
const ContractDatesPage = lazy(() =>
  import('../pages/contract-dates/ContractDatesPage').then((m) => ({ default: m.ContractDatesPage })),
);
const UnsubscribePage = lazy(() =>
  import('../pages/unsubscribe/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);
const DashboardRedirect = lazy(() =>
  import('../pages/pricing/DashboardRedirect').then((m) => ({ default: m.DashboardRedirect })),
);

// Prerendered at build time (shared/spa-routes.ts): loaded before the app hydrates them (lazy-page.ts).
const PrivacyPage = lazyPage(
  () => import('../pages/legal/PrivacyPage'),
  (m) => m.PrivacyPage,
);
const TermsPage = lazyPage(
  () => import('../pages/legal/TermsPage'),
  (m) => m.TermsPage,
);
const UserGuidePage = lazyPage(
  () => import('../pages/user-guide/UserGuidePage'),
  (m) => m.UserGuidePage,
);
const ContractReviewPage = lazyPage(
  () => import('../pages/contract-review/ContractReviewPage'),
  (m) => m.ContractReviewPage,
);
const ResultsPage = lazyPage(
  () => import('../pages/results/ResultsPage'),
  (m) => m.ResultsPage,
);

/** The lazy pages among the prerendered ones, by their route in shared/spa-routes.ts PRERENDERED_PAGES. */
const PRERENDERED_LAZY_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  '/terms': TermsPage,
  '/privacy': PrivacyPage,
  '/user-guide': UserGuidePage,
  '/contract-review': ContractReviewPage,
  '/results/:contractId': ResultsPage,
};

/**
 * Loads the chunk of a prerendered page the router would otherwise fetch while hydrating it.
 * `route` is the page's route as prerendered (the root's data-prerendered), a pattern for
 * /results/:contractId.
 */
export function preloadPrerenderedPage(route: string): Promise<unknown> {
  const page = PRERENDERED_LAZY_PAGES[route.replace(/(.)\/$/, '$1')];
  return page ? page.preload() : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="contract-review" element={<ContractReviewPage />} />
        <Route path="loading/:contractId" element={<LoadingPage />} />
        <Route path="results/:contractId" element={<ResultsPage />} />
        <Route path="waitlist" element={<WaitlistPage />} />
        <Route path="email-verified" element={<EmailVerifiedPage />} />
        <Route path="email-verified/:token" element={<EmailVerifiedPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="library" element={<LibraryPage />} />
        <Route path="playbooks" element={<PlaybooksPage />} />
        <Route path="key-dates" element={<KeyDatesPage />} />
        <Route path="key-dates/:contractId" element={<ContractDatesPage />} />
        <Route path="reminders/unsubscribe/:token" element={<UnsubscribePage />} />
        <Route path="user-guide" element={<UserGuidePage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        <Route path="payment-canceled" element={<PaymentCanceledPage />} />
        <Route path="email-test" element={<EmailTestPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="dashboard" element={<DashboardRedirect />} />
        <Route path="contract-analysis" element={<DashboardRedirect />} />
        <Route path="organization" element={<OrganizationPage />} />
        <Route path="invite/:token" element={<InvitePage />} />
        <Route path="api-docs" element={<ApiDocsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
