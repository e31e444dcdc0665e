// Issue 15 (docs/moderation-api.md "Notices"): the notices routes' server side, one decision per
// file (moderation-notice-*.ts), used by hooks/moderation-notices.pb.ts.
export { createNotice, type NoticeCreated } from './moderation-notice-create';
export { confirmNotice, type NoticeConfirmed } from './moderation-notice-confirm';
export { myNotices, type MyNoticeItem } from './moderation-notice-list';
// Under its own name: the other moderation parts' barrels may export the shared sender too.
export { sendModerationMails as sendNoticeMails } from './moderation-mail';
