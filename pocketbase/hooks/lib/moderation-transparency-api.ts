// The transparency routes (docs/moderation-api.md "Transparency (console)", issue 15).
export { exportTransparency, moderationTransparency } from './moderation-transparency-routes';
