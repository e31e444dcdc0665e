import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { appealDecision, errorMessage, usePocketBase } from '@partilha/data';
import { APPEAL_LIMITS, appealInputSchema, translateText } from '@partilha/domain';
import { useId, useState, type FormEvent } from 'react';
import { STATEMENT_PAGE_TEXTS } from './statement-page-texts';

interface AppealFormProps {
  decisionId: string;
  /** The e-mail link's token, for a member who is not signed in. */
  token?: string;
  deadline: string;
  /** Called with the server's words once the appeal is filed. */
  onFiled: (message: string) => void;
}

/**
 * The member's appeal (EU DSA Art. 20): their text, checked with the domain's `appealInputSchema`
 * before it is sent and by the server again; the server's refusal is shown in its own words.
 */
export function AppealForm({ decisionId, token, deadline, onFiled }: AppealFormProps) {
  const client = usePocketBase();
  const ids = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = appealInputSchema.safeParse({ text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      const filed = await appealDecision(client, decisionId, checked.data.text, token);
      onFiled(filed.message);
    } catch (error) {
      setFailure(errorMessage(error, STATEMENT_PAGE_TEXTS.appealFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="statement-page__appeal-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="statement-page__text">{STATEMENT_PAGE_TEXTS.appealIntro}</p>
      {deadline && <p className="statement-page__text">{STATEMENT_PAGE_TEXTS.appealDeadline(deadline)}</p>}
      <FormGroup
        label={STATEMENT_PAGE_TEXTS.appealLabel}
        labelFor={`${ids}-text`}
        intent={problem ? 'danger' : 'none'}
        helperText={problem ? translateText(problem) : undefined}
      >
        <TextArea
          id={`${ids}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={APPEAL_LIMITS.textMax}
          rows={6}
          fill
          intent={problem ? 'danger' : 'none'}
          aria-describedby={`${ids}-count`}
        />
        <p id={`${ids}-count`} className="statement-page__count" aria-live="polite">
          {STATEMENT_PAGE_TEXTS.appealCount(text.length)}
        </p>
      </FormGroup>
      {failure && (
        <Callout intent="danger" compact className="statement-page__failure" role="alert">
          {translateText(failure)}
        </Callout>
      )}
      <Button
        type="submit"
        intent="primary"
        icon="send-message"
        text={STATEMENT_PAGE_TEXTS.appealSubmit}
        loading={busy}
      />
    </form>
  );
}
