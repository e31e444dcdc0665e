export { resendLabel, VerificationStatusBanner, type VerificationStatusBannerProps } from './VerificationStatusBanner';
