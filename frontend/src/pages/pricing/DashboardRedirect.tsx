/**
 * /dashboard and /contract-analysis (docs/product-spec.md section 2: the email test back link and the waitlist
 * back button point there, though the spec declares no such pages): they lead where a user
 * expects, the review page, which signs a visitor in first (its sign-in dialog).
 */
import { Navigate } from 'react-router-dom';

export function DashboardRedirect() {
  return <Navigate to="/contract-review" replace />;
}
