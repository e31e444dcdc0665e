import { Button, TextArea } from '@blueprintjs/core';
import { BOOKING_MESSAGES, messageContentSchema, BOOKING_PAGE_MESSAGES, translateText } from '@partilha/domain';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cls } from '../../classes';

export interface MessageInputProps {
  /** Cancelled or rejected booking: nothing can be sent, the placeholder says why. */
  closed: boolean;
  sending: boolean;
  onSend: (content: string) => void | Promise<unknown>;
}

/** The English placeholder (the input shows BOOKING_PAGE_MESSAGES.messagePlaceholder, in the active language). */
export const MESSAGE_PLACEHOLDER = 'Type your message...';

/** The text box and Send. Enter sends, Shift+Enter starts a new line. */
export function MessageInput({ closed, sending, onSend }: MessageInputProps) {
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (closed || sending) return;
    const parsed = messageContentSchema.safeParse(text);
    if (!parsed.success) {
      setError(translateText(parsed.error.issues[0]?.message ?? BOOKING_MESSAGES.messageEmpty));
      return;
    }
    setError(null);
    try {
      await onSend(parsed.data);
      setText('');
    } catch {
      // The caller reports the failure; the text stays so it can be sent again.
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className={cls('message-input')} onSubmit={submit}>
      <div className={cls('message-input-row')}>
        <TextArea
          className={cls('message-input-text')}
          aria-label={BOOKING_PAGE_MESSAGES.messageLabel}
          placeholder={closed ? BOOKING_MESSAGES.messagingClosed : BOOKING_PAGE_MESSAGES.messagePlaceholder}
          value={closed ? '' : text}
          disabled={closed}
          readOnly={sending}
          rows={2}
          fill
          intent={error ? 'danger' : 'none'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={keyDown}
        />
        <Button
          type="submit"
          intent="primary"
          icon="send-message"
          text={sending ? BOOKING_PAGE_MESSAGES.sending : BOOKING_PAGE_MESSAGES.send}
          disabled={closed || sending}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className={cls('message-input-error')}>
          {error}
        </p>
      )}
    </form>
  );
}
