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
export const PublicProfilePage = lazy(() =>
  import('../pages/profile/PublicProfilePage').then((m) => ({ default: m.PublicProfilePage })),
);
export const SubscriptionsPage = lazy(() =>
  import('../pages/subscriptions/SubscriptionsPage').then((m) => ({ default: m.SubscriptionsPage })),
);
export const StaticPage = lazy(() => import('../pages/static/StaticPage').then((m) => ({ default: m.StaticPage })));
