import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { errorMessage, replyToReview, usePocketBase } from '@partilha/data';
import {
  REVIEW_BLIND_MESSAGES as T,
  REVIEW_REPLY_MAX,
  checkReviewReply,
  formatDate,
  parseTimestamp,
  replyEditableUntil,
  translateText,
  type Review,
} from '@partilha/domain';
import { useId, useState } from 'react';
import { toast } from '../app/toaster';

interface ReviewReplyEditorProps {
  review: Pick<Review, 'id' | 'reply' | 'repliedAt'>;
  now: Date;
  onSaved: (review: Review) => void;
}

/**
 * The reviewed person's reply under a published review about them (issue 21): "Reply" opens a
 * field of at most 500 characters; once posted, "Edit reply" changes it for 48 hours, after which
 * nothing is offered. The server applies the same rules and has the last word.
 */
export function ReviewReplyEditor({ review, now, onSaved }: ReviewReplyEditorProps) {
  const client = usePocketBase();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.reply);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const repliedAt = parseTimestamp(review.repliedAt);
  const editableUntil = repliedAt ? replyEditableUntil(repliedAt) : null;
  if (editableUntil && now.getTime() > editableUntil.getTime()) return null;

  const save = async () => {
    const check = checkReviewReply(text);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setSaving(true);
    try {
      const saved = await replyToReview(client, review.id, check.reply);
      toast.success(T.replyPosted);
      setOpen(false);
      setProblem(null);
      onSaved(saved);
    } catch (failure) {
      setProblem(translateText(errorMessage(failure, T.replyFailed)));
    } finally {
      setSaving(false);
    }
  };

  if (!open) {
    return (
      <div className="review-reply__actions">
        <Button
          variant="minimal"
          size="small"
          icon={review.reply ? 'edit' : 'comment'}
          text={review.reply ? T.editReply : T.reply}
          onClick={() => {
            setText(review.reply);
            setOpen(true);
          }}
        />
      </div>
    );
  }
  return (
    <form
      className="review-reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormGroup
        label={T.yourReply}
        labelFor={`${id}-reply`}
        helperText={
          problem ?? (editableUntil ? T.replyHelp(formatDate(editableUntil, { withTime: true })) : T.replyHelpNew)
        }
        intent={problem ? 'danger' : 'none'}
      >
        <TextArea
          id={`${id}-reply`}
          fill
          autoResize
          maxLength={REVIEW_REPLY_MAX}
          value={text}
          intent={problem ? 'danger' : 'none'}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
        />
      </FormGroup>
      <p className="review-reply__count" aria-live="polite">
        {text.trim().length}/{REVIEW_REPLY_MAX}
      </p>
      <div className="review-reply__actions">
        <Button
          type="submit"
          intent="primary"
          size="small"
          loading={saving}
          text={review.reply ? T.saveReply : T.postReply}
        />
        <Button variant="minimal" size="small" text={T.cancel} disabled={saving} onClick={() => setOpen(false)} />
      </div>
    </form>
  );
}
