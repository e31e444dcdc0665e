import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { decideAppeal, toConsoleError, type ConsoleAppeal } from '@partilha/data';
import { CONSOLE_APPEALS_TEXTS as T, translateText, APPEAL_LIMITS } from '@partilha/domain';
import { useEffect, useId, useState } from 'react';
import { useConsole } from '../../app/console-context';
import { toast } from '../../app/toaster';
import { appealDecisionBlock, appealOutcomeMessage, appealReasonsProblem } from './appeal-decision';

export interface AppealDecisionFormProps {
  appeal: ConsoleAppeal;
  /** The id of the drawer's notice saying why this person cannot decide it; null when they can. */
  blockedBy: string | null;
  /** The server's answer after a decision (the appeal as it now stands). */
  onDecided: (appeal: ConsoleAppeal) => void;
}

/**
 * Grant or reject an open appeal, with the reasons the member is sent. For someone who may not
 * decide it (the moderator who made the original decision) the buttons stay disabled, described
 * by the drawer's notice saying why; a refusal from the server anyway is shown here, with what
 * was typed kept.
 */
export function AppealDecisionForm({ appeal, blockedBy, onDecided }: AppealDecisionFormProps) {
  const { client, can } = useConsole();
  const id = useId();
  const [reasons, setReasons] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'grant' | 'reject' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // Another appeal opened in the drawer starts from a blank form.
  useEffect(() => {
    setReasons('');
    setTouched(false);
    setServerError(null);
    setBusy(null);
  }, [appeal.id]);

  const blocked = appealDecisionBlock(appeal, can('appeals.decide'));
  const problem = appealReasonsProblem(true, reasons);
  const showProblem = touched && problem !== null;

  const decide = async (granted: boolean) => {
    setTouched(true);
    if (busy || blocked || problem) return;
    setBusy(granted ? 'grant' : 'reject');
    setServerError(null);
    try {
      const decided = await decideAppeal(client, appeal.id, { granted, reasons: reasons.trim() });
      toast.success(appealOutcomeMessage(decided));
      onDecided(decided);
    } catch (error) {
      setServerError(toConsoleError(error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="console-appeal-form">
      {serverError && (
        <Callout intent="danger" role="alert" className="console-appeal-form__blocked">
          {translateText(serverError)}
        </Callout>
      )}
      <FormGroup
        label={T.reasons}
        labelFor={id}
        labelInfo="(sent to the member)"
        helperText={showProblem ? translateText(problem) : T.reasonsHelper(APPEAL_LIMITS.reasonsMin)}
        intent={showProblem ? 'danger' : 'none'}
        disabled={Boolean(blocked)}
      >
        <TextArea
          id={id}
          fill
          rows={4}
          maxLength={APPEAL_LIMITS.reasonsMax}
          value={reasons}
          disabled={Boolean(blocked) || busy !== null}
          intent={showProblem ? 'danger' : 'none'}
          onChange={(event) => setReasons(event.currentTarget.value)}
          onBlur={() => setTouched(reasons !== '')}
        />
      </FormGroup>
      <div className="console-appeal-form__buttons">
        <Button
          aria-describedby={blockedBy ?? undefined}
          intent="success"
          icon="undo"
          disabled={Boolean(blocked) || (busy !== null && busy !== 'grant')}
          loading={busy === 'grant'}
          onClick={() => void decide(true)}
        >
          {T.grant}
        </Button>
        <Button
          aria-describedby={blockedBy ?? undefined}
          intent="danger"
          icon="cross"
          disabled={Boolean(blocked) || (busy !== null && busy !== 'reject')}
          loading={busy === 'reject'}
          onClick={() => void decide(false)}
        >
          {T.reject}
        </Button>
      </div>
    </div>
  );
}
