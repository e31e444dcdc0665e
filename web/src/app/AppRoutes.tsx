import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageFrame } from '../frame/PageFrame';
import { RequireAuth, RequireCompleteProfile } from '../guards/route-guards';
import { HomePage } from '../pages/home/HomePage';
import { PlannedPage } from '../pages/shared/PlannedPage';
import { STATIC_PAGES } from '../pages/shared/static-pages';

/** Redirects that keep a route parameter (spec 001 §2 redirects). */
function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

const guarded = (element: React.ReactNode, completeProfile = false) => (
  <RequireAuth>{completeProfile ? <RequireCompleteProfile>{element}</RequireCompleteProfile> : element}</RequireAuth>
);

/** The route table of spec 001 §2. Pages arrive with their issues; every route resolves now. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageFrame />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="search" element={<PlannedPage title="Find Local Services & Equipment" />} />
        <Route path="profile/:userId" element={<PlannedPage title="Profile" />} />

        <Route path="auth">
          <Route path="login" element={<PlannedPage title="Welcome Back" />} />
          <Route path="signup" element={<PlannedPage title="Create an Account" />} />
          <Route path="onboarding" element={<PlannedPage title="Complete Your Profile" />} />
          <Route path="forgot-password" element={<PlannedPage title="Reset Password" />} />
          <Route path="reset-password" element={<PlannedPage title="Reset Password" />} />
          <Route path="dev-reset" element={<PlannedPage title="Reset Password" />} />
          <Route path="verify-email" element={<PlannedPage title="Email Verification" />} />
          <Route path="action" element={<PlannedPage title="Email Verification" />} />
        </Route>
        {/* Some flows of the spec send people to /login; it is the same page. */}
        <Route path="login" element={<Navigate to="/auth/login" replace />} />

        <Route path="account" element={guarded(<PlannedPage title="Dashboard" />, true)} />
        <Route path="account/dashboard" element={guarded(<PlannedPage title="Dashboard" />, true)} />
        <Route path="account/listings" element={guarded(<PlannedPage title="My Listings" />, true)} />
        <Route path="account/listings/:id" element={guarded(<PlannedPage title="Listing" />)} />
        <Route path="account/listings/:id/edit" element={guarded(<PlannedPage title="Edit Listing" />)} />
        <Route path="account/bookings" element={guarded(<PlannedPage title="My Bookings" />, true)} />
        <Route path="account/bookings/:id" element={guarded(<PlannedPage title="Booking" />, true)} />
        <Route path="account/settings" element={guarded(<PlannedPage title="Settings" />, true)} />

        <Route path="marketplace">
          <Route index element={<PlannedPage title="Marketplace" />} />
          <Route path="services" element={<PlannedPage title="Services" />} />
          <Route path="services/:id" element={<PlannedPage title="Service" />} />
          <Route path="equipment" element={<PlannedPage title="Equipment" />} />
          <Route path="equipment/:id" element={<PlannedPage title="Equipment" />} />
          <Route path="search" element={<PlannedPage title="Find Local Services & Equipment" />} />
        </Route>
        <Route path="listings/:id" element={guarded(<PlannedPage title="Listing" />)} />

        <Route path="create/service" element={guarded(<PlannedPage title="Create a service" />, true)} />
        <Route path="create/equipment" element={guarded(<PlannedPage title="List equipment" />, true)} />

        {STATIC_PAGES.map((page) => (
          <Route key={page.path} path={page.path.slice(1)} element={<PlannedPage title={page.title} />} />
        ))}

        <Route path="dashboard/*" element={<Navigate to="/account" replace />} />
        <Route path="subscriptions/:accessKey" element={guarded(<PlannedPage title="Subscriptions" />)} />

        <Route path="app" element={<Navigate to="/home" replace />} />
        <Route path="app/listings/:id" element={<RedirectWithId to={(id) => `/account/listings/${id}`} />} />
        <Route path="app/listings/:id/edit" element={<RedirectWithId to={(id) => `/account/listings/${id}/edit`} />} />
        {['company', 'team', 'careers', 'press'].map((page) => (
          <Route key={page} path={`about/${page}`} element={<Navigate to={`/company/${page === 'company' ? 'about' : page}`} replace />} />
        ))}
        {['style-guide', 'test', 'test-firebase'].map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
}
