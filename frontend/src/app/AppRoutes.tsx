/**
 * The route table of spec section 2. Every path not declared here reaches the 404 page.
 * Feature engineers add their routes here (one page folder per route under pages/).
 */
import { Route, Routes } from 'react-router-dom';
import { ContractReviewPage } from '../pages/contract-review/ContractReviewPage';
import { EmailVerifiedPage } from '../pages/email-verified/EmailVerifiedPage';
import { HomePage } from '../pages/home/HomePage';
import { LibraryPage } from '../pages/library/LibraryPage';
import { LoadingPage } from '../pages/loading/LoadingPage';
import { PrivacyPage } from '../pages/legal/PrivacyPage';
import { TermsPage } from '../pages/legal/TermsPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { PlaybooksPage } from '../pages/playbooks/PlaybooksPage';
import { ResetPasswordPage } from '../pages/reset-password/ResetPasswordPage';
import { UserGuidePage } from '../pages/user-guide/UserGuidePage';
import { ResultsPage } from '../pages/results/ResultsPage';
import { WaitlistPage } from '../pages/waitlist/WaitlistPage';
import { EmailTestPage } from '../pages/email-test/EmailTestPage';
import { PaymentCanceledPage } from '../pages/payment-canceled/PaymentCanceledPage';
import { PaymentSuccessPage } from '../pages/payment-success/PaymentSuccessPage';
import { DashboardRedirect } from '../pages/pricing/DashboardRedirect';
import { PricingPage } from '../pages/pricing/PricingPage';
import { AppLayout } from './layout/AppLayout';

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
        <Route path="user-guide" element={<UserGuidePage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        <Route path="payment-canceled" element={<PaymentCanceledPage />} />
        <Route path="email-test" element={<EmailTestPage />} />
        <Route path="dashboard" element={<DashboardRedirect />} />
        <Route path="contract-analysis" element={<DashboardRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
