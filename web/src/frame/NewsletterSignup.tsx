import { Button, InputGroup } from '@blueprintjs/core';
import { errorMessage, isTooManyRequests, subscribeToNewsletter, usePocketBase } from '@partilha/data';
import {
  ACCOUNT_FLOW_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  SUBSCRIPTION_MESSAGES as T,
  subscribeFormSchema,
  translateText,
} from '@partilha/domain';
import { useId, useState, type FormEvent } from 'react';

type Outcome = { kind: 'done' | 'failed'; message: string } | null;

/** The footer's newsletter sign-up: checked here first, then by the server, whose answer shows (in the active language). */
export function NewsletterSignup() {
  const client = usePocketBase();
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = subscribeFormSchema.safeParse({ email });
    if (!checked.success) {
      setOutcome({
        kind: 'failed',
        message: translateText(checked.error.issues[0]?.message ?? ACCOUNT_FLOW_MESSAGES.newsletterFailed),
      });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const message = await subscribeToNewsletter(client, checked.data.email);
      setOutcome({ kind: 'done', message: translateText(message) });
      setEmail('');
    } catch (error) {
      const fallback = isTooManyRequests(error)
        ? FORGOT_PASSWORD_MESSAGES.tooManyRequests
        : ACCOUNT_FLOW_MESSAGES.newsletterFailed;
      setOutcome({ kind: 'failed', message: translateText(errorMessage(error, fallback)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter bp6-dark" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="newsletter__label">
        {T.newsletterLabel}
      </label>
      <div className="newsletter__row">
        <InputGroup
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={T.newsletterPlaceholder}
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            if (outcome?.kind === 'failed') setOutcome(null);
          }}
          intent={outcome?.kind === 'failed' ? 'danger' : 'none'}
          aria-invalid={outcome?.kind === 'failed' || undefined}
          aria-describedby={messageId}
        />
        <Button type="submit" intent="primary" text={T.subscribe} loading={busy} />
      </div>
      <p id={messageId} role="status" className={`newsletter__message newsletter__message--${outcome?.kind ?? 'none'}`}>
        {outcome?.message}
      </p>
    </form>
  );
}
