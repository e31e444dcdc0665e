// The moderation queue's routes (docs/moderation-api.md "The queue (console)", issue 15).
export { moderationCases } from './moderation-case-list';
export { openModerationCase } from './moderation-case-open';
export { moderationCaseDetail } from './moderation-case-detail';
