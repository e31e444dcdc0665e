import {
  ACCOUNT_DELETION_LINK_MINUTES,
  ACCOUNT_FLOW_MESSAGES,
  ACCOUNT_SETTINGS_MESSAGES,
  DISPLAY_NAME_FALLBACKS,
  FORMER_MEMBER_NAME,
  blocksAccountDeletion,
  displayNameOf,
} from '@partilha/domain';
import { ownAccount } from './account-export';
import type { AccountMail } from './account-mail';
import { badRequest, forbidden } from './api-errors';
import { conflict } from './booking-api-errors';
import { storedInstant } from './booking-records';
import { inTransaction } from './booking-transaction';
import { instantOf } from './moderation-decision-records';
import { inMemberLanguage, memberLanguage } from './member-language';
import { websiteUrl } from './moderation-mail';
import { confirmTokenHash, newConfirmToken } from './moderation-notice-token';

const DELETIONS = 'account_deletions';
const OPEN_BOOKINGS =
  '(renter = {:id} || owner = {:id}) && (status = "pending" || status = "negotiating" || status = "approved")';
/** The profile a deleted member leaves behind: nothing that says who they were. */
const BLANK_PROFILE: { [field: string]: unknown } = {
  displayName: FORMER_MEMBER_NAME,
  firstName: '',
  lastName: '',
  avatar: '',
  address: '',
  neighborhood: '',
  city: '',
  state: '',
  postalCode: '',
  latitude: 0,
  longitude: 0,
  phoneNumber: '',
  showPhone: false,
  languages: [],
  bio: '',
  serviceCategories: [],
  equipmentCategories: [],
  notifyEmail: false,
  notifyPush: false,
  notifyMarketing: false,
  verifiedProvider: false,
  role: 'user',
  emailVisibility: false,
};
const PASSWORD_LENGTH = 64;
/** A syntactically valid address in a domain that can never receive mail (RFC 2606). */
const deletedAddress = (id: string) => `deleted-${id}@deleted.invalid`;

function bodyText(body: unknown, field: string): string {
  const value = typeof body === 'object' && body !== null ? (body as { [key: string]: unknown })[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/** 409 while a booking of the member is still open and to come (domain blocksAccountDeletion). */
function refuseWhileBookingsOpen(app: PbApp, memberId: string, now: Date): void {
  const open = app.findRecordsByFilter('bookings', OPEN_BOOKINGS, '', 0, 0, { id: memberId });
  const blocking = open.some((booking) =>
    blocksAccountDeletion(
      { status: booking.getString('status'), endDate: instantOf(booking.getString('endDate')) ?? now },
      now,
    ),
  );
  if (blocking) throw conflict(ACCOUNT_SETTINGS_MESSAGES.deletionActiveBookings);
}

/**
 * `POST /api/market/me/deletion` `{ password }`: the member proves it is them with their
 * password; the server keeps the SHA-256 of a one-time token that works for
 * ACCOUNT_DELETION_LINK_MINUTES and gives back the e-mail carrying it, sent after the commit.
 */
export function requestAccountDeletion(app: PbApp, auth: PbRecord | null, body: unknown, now: Date): AccountMail {
  const me = ownAccount(app, auth);
  const password = bodyText(body, 'password');
  if (password === '') throw badRequest(ACCOUNT_FLOW_MESSAGES.passwordRequired);
  if (!me.validatePassword(password)) throw badRequest(ACCOUNT_FLOW_MESSAGES.wrongPassword);
  refuseWhileBookingsOpen(app, me.id, now);
  const { token, hash } = newConfirmToken();
  const request = new Record(app.findCollectionByNameOrId(DELETIONS));
  request.set('user', me.id);
  request.set('tokenHash', hash);
  request.set('expiresAt', storedInstant(new Date(now.getTime() + ACCOUNT_DELETION_LINK_MINUTES * 60 * 1000)));
  app.save(request);
  // Written in the member's language (issue 19).
  return inMemberLanguage(me, () => ({
    to: me.email(),
    language: memberLanguage(me),
    subject: ACCOUNT_SETTINGS_MESSAGES.deletionMailSubject,
    paragraphs: [ACCOUNT_SETTINGS_MESSAGES.deletionMailBody],
    action: {
      label: ACCOUNT_SETTINGS_MESSAGES.deletionMailButton,
      url: websiteUrl(app, `/account/delete?token=${token}`),
    },
    note: ACCOUNT_SETTINGS_MESSAGES.deletionMailIgnore,
  }));
}

/** The unused, unexpired request of this token, or 400 "invalid or expired". */
function liveRequest(app: PbApp, token: string, now: Date): PbRecord {
  const invalid = badRequest(ACCOUNT_SETTINGS_MESSAGES.deletionInvalidLink);
  if (token === '' || token.length > 100) throw invalid;
  let request: PbRecord;
  try {
    request = app.findFirstRecordByFilter(DELETIONS, 'tokenHash = {:hash}', { hash: confirmTokenHash(token) });
  } catch {
    throw invalid;
  }
  const expires = instantOf(request.getString('expiresAt'));
  if (request.getString('usedAt') !== '' || !expires || expires.getTime() <= now.getTime()) throw invalid;
  return request;
}

const NAMED_NOTICE_FIELDS = ['senderName', 'renterName'] as const;

/**
 * The other parties' notifications about the member's bookings keep their meaning but name the
 * member "Former member" (the text and the sender and renter names the e-mails and pages show).
 */
function renameInNotifications(txApp: PbApp, memberId: string, oldName: string): void {
  const filter = '(booking.renter = {:id} || booking.owner = {:id}) && user != {:id}';
  for (const notice of txApp.findRecordsByFilter('notifications', filter, '', 0, 0, { id: memberId })) {
    notice.set('content', notice.getString('content').split(oldName).join(FORMER_MEMBER_NAME));
    const data = JSON.parse(notice.getString('data') || 'null') as { [key: string]: unknown } | null;
    if (data && typeof data === 'object') {
      for (const field of NAMED_NOTICE_FIELDS) if (data[field] === oldName) data[field] = FORMER_MEMBER_NAME;
      notice.set('data', data);
    }
    txApp.save(notice);
  }
}

/** Removes what identifies the member and frees their e-mail; the record stays for its relations. */
function anonymise(txApp: PbApp, member: PbRecord, now: Date): void {
  const oldName = displayNameOf({
    displayName: member.getString('displayName'),
    firstName: member.getString('firstName'),
    lastName: member.getString('lastName'),
  });
  if (oldName !== DISPLAY_NAME_FALLBACKS.anonymous) renameInNotifications(txApp, member.id, oldName);
  for (const listing of txApp.findRecordsByFilter('listings', 'owner = {:id}', '', 0, 0, { id: member.id })) {
    txApp.delete(listing);
  }
  for (const notification of txApp.findRecordsByFilter('notifications', 'user = {:id}', '', 0, 0, { id: member.id })) {
    txApp.delete(notification);
  }
  const email = member.email().toLowerCase();
  for (const subscription of txApp.findRecordsByFilter('subscriptions', 'email = {:email}', '', 0, 0, { email })) {
    txApp.delete(subscription);
  }
  for (const link of txApp.findAllExternalAuthsByRecord(member)) txApp.delete(link);
  for (const notice of txApp.findRecordsByFilter('moderation_notices', 'notifierUser = {:id}', '', 0, 0, {
    id: member.id,
  })) {
    notice.set('notifierName', FORMER_MEMBER_NAME);
    notice.set('notifierEmail', '');
    txApp.save(notice);
  }
  for (const field of Object.keys(BLANK_PROFILE)) member.set(field, BLANK_PROFILE[field]);
  member.setEmail(deletedAddress(member.id));
  member.setVerified(false);
  member.setPassword($security.randomString(PASSWORD_LENGTH));
  member.set('deletedAt', storedInstant(now));
  member.refreshTokenKey();
  txApp.save(member);
}

/**
 * `POST /api/market/me/deletion/confirm` `{ token }`, signed in as the member the e-mail went to:
 * in one transaction their listings, notifications, newsletter sign-ups and third-party sign-in
 * links are deleted and their record is anonymised in place (docs/adr/0013); bookings, messages
 * and reviews stay, shown as "Former member". Every token of theirs is used up.
 */
export function confirmAccountDeletion(app: PbApp, auth: PbRecord | null, body: unknown, now: Date): void {
  const me = ownAccount(app, auth);
  const token = bodyText(body, 'token');
  // Everything is checked again inside the transaction: a booking request or a second
  // confirmation arriving meanwhile cannot slip between the check and the deletion.
  inTransaction(app, (txApp) => {
    const request = liveRequest(txApp, token, now);
    if (request.getString('user') !== me.id) throw forbidden(ACCOUNT_SETTINGS_MESSAGES.deletionNotYours);
    refuseWhileBookingsOpen(txApp, me.id, now);
    const member = txApp.findRecordById('users', me.id);
    for (const pending of txApp.findRecordsByFilter(DELETIONS, 'user = {:id}', '', 0, 0, { id: me.id })) {
      pending.set('usedAt', storedInstant(now));
      txApp.save(pending);
    }
    anonymise(txApp, member, now);
    return true;
  });
}
