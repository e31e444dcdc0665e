import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageFrame } from '../frame/PageFrame';
import { RequireAuth, RequireCompleteProfile, RequireOperator, RequireVerifiedEmail } from '../guards/route-guards';
import { HomePage } from '../pages/home/HomePage';
import { STATIC_PAGES } from '../pages/shared/static-pages';
import { WidgetsEmbedPage } from '../pages/widgets';
import {
  AccountLayout,
  AuthActionPage,
  BookingDetailPage,
  CreateListingPage,
  DashboardPage,
  DevResetPage,
  EditListingPage,
  ListingDetailPage,
  MarketplacePage,
  MyBookingsPage,
  MyListingsPage,
  MyModerationPage,
  SearchPage,
  ForgotPasswordPage,
  LoginPage,
  OnboardingPage,
  PublicProfilePage,
  ReportConfirmPage,
  ReportPage,
  ResetPasswordPage,
  SettingsPage,
  AccountDeletionConfirmPage,
  SignupPage,
  StatementPage,
  StaticPage,
  SubscriptionsPage,
  VerifyEmailPage,
} from './lazy-pages';

/** Redirects that keep a route parameter (spec 001 §2 redirects). */
function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

const guarded = (element: React.ReactNode, completeProfile = false) => (
  <RequireAuth>{completeProfile ? <RequireCompleteProfile>{element}</RequireCompleteProfile> : element}</RequireAuth>
);

/**
 * The account area: signed in, e-mail verified, profile complete — in that order, so a new member
 * goes sign up → verify e-mail → complete profile → account.
 */
const accountArea = (
  <RequireAuth>
    <RequireVerifiedEmail>
      <RequireCompleteProfile>
        <AccountLayout />
      </RequireCompleteProfile>
    </RequireVerifiedEmail>
  </RequireAuth>
);

/** The route table of spec 001 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageFrame />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="widgets" element={<WidgetsEmbedPage />} />
        <Route path="profile/:userId" element={<PublicProfilePage />} />

        <Route path="auth">
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="onboarding" element={guarded(<OnboardingPage />)} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="dev-reset" element={<DevResetPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="action" element={<AuthActionPage />} />
        </Route>
        {/* Some flows of the spec send people to /login; it is the same page. */}
        <Route path="login" element={<Navigate to="/auth/login" replace />} />

        <Route path="account" element={accountArea}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="listings" element={<MyListingsPage />} />
          <Route path="listings/:id" element={<ListingDetailPage viewer="account" />} />
          <Route path="listings/:id/edit" element={<EditListingPage />} />
          <Route path="bookings" element={<MyBookingsPage />} />
          <Route path="bookings/:id" element={<BookingDetailPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="delete" element={<AccountDeletionConfirmPage />} />
          <Route path="moderation" element={<MyModerationPage />} />
          <Route path="moderation/:id" element={<StatementPage inAccount />} />
        </Route>

        <Route path="marketplace">
          <Route index element={<MarketplacePage type="all" />} />
          <Route path="services" element={<MarketplacePage type="service" />} />
          <Route path="services/:id" element={<ListingDetailPage viewer="marketplace" />} />
          <Route path="equipment" element={<MarketplacePage type="equipment" />} />
          <Route path="equipment/:id" element={<ListingDetailPage viewer="marketplace" />} />
          <Route path="search" element={<SearchPage />} />
        </Route>
        <Route path="listings/:id" element={guarded(<ListingDetailPage viewer="listing" />)} />
        {/* The e-mail's link: a suspended member cannot sign in, so its ?token= opens the statement. */}
        <Route path="moderation/statements/:id" element={<StatementPage />} />
        {/* Reports (notices): the widgets' report page and the guest's e-mailed confirmation link. */}
        <Route path="report" element={<ReportPage />} />
        <Route path="report/confirm" element={<ReportConfirmPage />} />

        <Route path="create/service" element={guarded(<CreateListingPage />, true)} />
        <Route path="create/equipment" element={guarded(<CreateListingPage />, true)} />

        {STATIC_PAGES.map((page) => (
          <Route key={page.path} path={page.path.slice(1)} element={<StaticPage path={page.path} />} />
        ))}

        <Route path="dashboard/*" element={<Navigate to="/account" replace />} />
        <Route
          path="subscriptions/:accessKey"
          element={guarded(
            <RequireOperator>
              <SubscriptionsPage />
            </RequireOperator>,
          )}
        />

        <Route path="app" element={<Navigate to="/home" replace />} />
        <Route path="app/listings/:id" element={<RedirectWithId to={(id) => `/account/listings/${id}`} />} />
        <Route path="app/listings/:id/edit" element={<RedirectWithId to={(id) => `/account/listings/${id}/edit`} />} />
        {['company', 'team', 'careers', 'press'].map((page) => (
          <Route
            key={page}
            path={`about/${page}`}
            element={<Navigate to={`/company/${page === 'company' ? 'about' : page}`} replace />}
          />
        ))}
        {['style-guide', 'test', 'test-firebase'].map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
}
