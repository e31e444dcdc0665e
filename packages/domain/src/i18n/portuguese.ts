// The Portuguese halves of every catalogue (docs/adr/0019): the server loads this with the
// domain; an app loads it (a chunk of its own) only for a visitor who reads Portuguese.
import { registerTranslation } from './catalogue';
// imports
import { NOTIFICATION_MESSAGES } from '../notification/notification-messages';
import { NOTIFICATION_MESSAGES_PT } from '../notification/notification-messages.pt';
import { SITE_HEAD_MESSAGES } from '../app/site-head-messages';
import { SITE_HEAD_MESSAGES_PT } from '../app/site-head-messages.pt';
import { FRAME_MESSAGES } from '../app/frame-messages';
import { FRAME_MESSAGES_PT } from '../app/frame-messages.pt';

// registrations
registerTranslation(NOTIFICATION_MESSAGES, NOTIFICATION_MESSAGES_PT);
registerTranslation(SITE_HEAD_MESSAGES, SITE_HEAD_MESSAGES_PT);
registerTranslation(FRAME_MESSAGES, FRAME_MESSAGES_PT);
