import {
  guestNotifierSchema,
  MODERATION_MESSAGES,
  noticeInputSchema,
  type LegalGround,
  type NoticeInput,
  type NoticeReason,
  type NoticeTargetKind,
} from '@partilha/domain';

/** What the notifier has typed and chosen so far; nothing is chosen at first. */
export interface ReportFormValues {
  reason: NoticeReason | '';
  legalGround: LegalGround | '';
  explanation: string;
  name: string;
  email: string;
  goodFaith: boolean;
}

export const EMPTY_REPORT: ReportFormValues = {
  reason: '',
  legalGround: '',
  explanation: '',
  name: '',
  email: '',
  goodFaith: false,
};

/** The fields in the order they show: the first one with a problem takes the focus. */
export const REPORT_FIELDS = ['reason', 'legalGround', 'explanation', 'name', 'email', 'goodFaith'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
/** Each field's first problem; `form` when the item itself cannot be reported. */
export type ReportErrors = Partial<Record<ReportField | 'form', string>>;

/**
 * Checks a report with the schemas the server applies (`noticeInputSchema`, and for a guest
 * `guestNotifierSchema`): either the notice to send, or the first problem of each field in the
 * domain's words.
 */
export function checkReport(
  target: { kind: NoticeTargetKind; targetId: string },
  values: ReportFormValues,
  isGuest: boolean,
): { notice: NoticeInput; errors: null } | { notice: null; errors: ReportErrors } {
  const errors: ReportErrors = {};
  const note = (path: PropertyKey | undefined, message: string) => {
    const field = REPORT_FIELDS.find((name) => name === path) ?? 'form';
    if (!errors[field]) errors[field] = message;
  };
  const parsed = noticeInputSchema.safeParse({
    ...target,
    ...values,
    reason: values.reason || undefined,
    legalGround: values.reason === 'illegal_content' ? values.legalGround : '',
    // The statement is made by ticking the box; an unticked box sends nothing.
    goodFaith: values.goodFaith ? true : undefined,
  });
  if (!parsed.success) for (const issue of parsed.error.issues) note(issue.path[0], issue.message);
  // zod runs the schema's legal-ground refinement only once every field is valid; the form shows
  // all problems at once, so it names this one too (the same message the refinement gives).
  if (values.reason === 'illegal_content' && !values.legalGround && !errors.legalGround) {
    errors.legalGround = MODERATION_MESSAGES.legalGroundRequired;
  }
  if (isGuest) {
    const guest = guestNotifierSchema.safeParse({ name: values.name, email: values.email });
    if (!guest.success) for (const issue of guest.error.issues) note(issue.path[0], issue.message);
  }
  if (parsed.success && Object.keys(errors).length === 0) return { notice: parsed.data, errors: null };
  return { notice: null, errors };
}
