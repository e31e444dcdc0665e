import {
  MODERATION_MESSAGES,
  NOTICE_TARGET_COLLECTIONS,
  guestNotifierSchema,
  noticeInputSchema,
  type NoticeInput,
} from '@partilha/domain';
import { badRequest } from './api-errors';
import { personNameOf } from './console-actions-rows';
import type { NoticeTargetRef } from './moderation-notice-records';

/** Who reports: a signed-in member (identity from the account) or a guest (identity from the body). */
export type Notifier =
  { kind: 'member'; id: string; name: string; email: string } | { kind: 'guest'; name: string; email: string };

export interface CheckedNotice {
  input: NoticeInput;
  target: NoticeTargetRef;
  notifier: Notifier;
}

/** Addresses compare without case, so one person is one notifier whatever they type. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

function firstMessage(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? MODERATION_MESSAGES.invalidNotice;
}

/**
 * A notice body checked with the domain's schemas (400 with the first problem in the report
 * dialog's own words), and its notifier: a member's name and e-mail come from the account,
 * whatever the body says; a guest (and a superuser, who has no member account) must give both.
 */
export function checkNoticeBody(auth: PbRecord | null, body: unknown): CheckedNotice {
  const parsed = noticeInputSchema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(firstMessage(parsed.error.issues));
  const input = parsed.data;
  const target: NoticeTargetRef = {
    kind: input.kind,
    collection: NOTICE_TARGET_COLLECTIONS[input.kind],
    id: input.targetId,
  };
  if (auth && !auth.isSuperuser()) {
    return {
      input,
      target,
      notifier: { kind: 'member', id: auth.id, name: personNameOf(auth), email: normalEmail(auth.email()) },
    };
  }
  const guest = guestNotifierSchema.safeParse({ name: input.name, email: input.email });
  if (!guest.success) throw badRequest(firstMessage(guest.error.issues));
  return { input, target, notifier: { kind: 'guest', name: guest.data.name, email: normalEmail(guest.data.email) } };
}
