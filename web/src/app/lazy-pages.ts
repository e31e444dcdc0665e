import { lazy } from 'react';

/**
 * Route-level code splitting (DESIGN.md "fast by construction"): each page is its own chunk,
 * loaded when its route is first visited.
 */
export const LoginPage = lazy(() => import('../pages/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
export const SignupPage = lazy(() => import('../pages/auth/SignupPage').then((m) => ({ default: m.SignupPage })));
export const OnboardingPage = lazy(() =>
  import('../pages/auth/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../pages/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../pages/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
export const DevResetPage = lazy(() => import('../pages/auth/DevResetPage').then((m) => ({ default: m.DevResetPage })));
export const VerifyEmailPage = lazy(() =>
  import('../pages/auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
);
export const AuthActionPage = lazy(() =>
  import('../pages/auth/AuthActionPage').then((m) => ({ default: m.AuthActionPage })),
);
export const AccountLayout = lazy(() =>
  import('../pages/account/AccountLayout').then((m) => ({ default: m.AccountLayout })),
);
export const SettingsPage = lazy(() =>
  import('../pages/account/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
export const AccountDeletionConfirmPage = lazy(() =>
  import('../pages/account/settings/AccountDeletionConfirmPage').then((m) => ({
    default: m.AccountDeletionConfirmPage,
  })),
);
export const loadPublicProfilePage = () => import('../pages/profile/PublicProfilePage');
export const PublicProfilePage = lazy(() => loadPublicProfilePage().then((m) => ({ default: m.PublicProfilePage })));
export const SubscriptionsPage = lazy(() =>
  import('../pages/subscriptions/SubscriptionsPage').then((m) => ({ default: m.SubscriptionsPage })),
);
export const StaticPage = lazy(() => import('../pages/static/StaticPage').then((m) => ({ default: m.StaticPage })));
export const CreateListingPage = lazy(() =>
  import('../pages/listing-form/CreateListingPage').then((m) => ({ default: m.CreateListingPage })),
);
export const EditListingPage = lazy(() =>
  import('../pages/listing-form/EditListingPage').then((m) => ({ default: m.EditListingPage })),
);
export const DashboardPage = lazy(() =>
  import('../pages/account/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
export const MyListingsPage = lazy(() =>
  import('../pages/account/listings/MyListingsPage').then((m) => ({ default: m.MyListingsPage })),
);
// The listing page's own route loads it lazily too, showing its skeleton (not the frame's spinner)
// while the chunk arrives, so the page keeps its final shape from the first paint.
export { ListingDetailRoute as ListingDetailPage, loadListingDetailPage } from '../pages/listing/ListingDetailRoute';
export const loadSearchPage = () => import('../pages/search/SearchPage');
export const SearchPage = lazy(() => loadSearchPage().then((m) => ({ default: m.SearchPage })));
export const MarketplacePage = lazy(() =>
  import('../pages/marketplace/MarketplacePage').then((m) => ({ default: m.MarketplacePage })),
);
export const MyBookingsPage = lazy(() =>
  import('../pages/account/bookings/MyBookingsPage').then((m) => ({ default: m.MyBookingsPage })),
);
export const BookingDetailPage = lazy(() =>
  import('../pages/account/booking-detail/BookingDetailPage').then((m) => ({ default: m.BookingDetailPage })),
);
export const StatementPage = lazy(() =>
  import('../pages/moderation/StatementPage').then((m) => ({ default: m.StatementPage })),
);
export const MyModerationPage = lazy(() =>
  import('../pages/account/moderation/MyModerationPage').then((m) => ({ default: m.MyModerationPage })),
);
export const ReportPage = lazy(() => import('../pages/report/ReportPage').then((m) => ({ default: m.ReportPage })));
export const ReportConfirmPage = lazy(() =>
  import('../pages/report/ReportConfirmPage').then((m) => ({ default: m.ReportConfirmPage })),
);
