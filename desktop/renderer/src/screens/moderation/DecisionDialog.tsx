import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { decideModerationCases, toConsoleError, type ModerationCase, type ModerationDecided } from '@partilha/data';
import {
  CONSOLE_MODERATION_TEXTS as T,
  translateText,
  isRestriction,
  NOTICE_TARGET_LABELS,
  UNDO_WINDOW_MS,
} from '@partilha/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useConsole } from '../../app/console-context';
import { checkDecision, decisionChoices, EMPTY_DECISION_FORM, type DecisionForm } from './decision-form';
import { DecisionFields } from './DecisionFields';
import { StatementPreview } from './StatementPreview';

export interface DecisionDialogProps {
  /** The entries decided together (one for the drawer, several for bulk); empty when closed. */
  entries: readonly ModerationCase[];
  onClose: () => void;
  /** The server recorded the decision (pending until its `commitAt`). */
  onDecided: (decided: ModerationDecided) => void;
}

const entryLine = (entry: ModerationCase) =>
  `${NOTICE_TARGET_LABELS[entry.kind]}: ${entry.targetLabel || entry.targetId}`;

/**
 * One decision, with its statement of reasons, for one or more queue entries. The form is checked
 * with the domain's `decisionInputSchema` (the server's own rule); the preview shows the statement
 * as the member will read it; the server's refusal is shown without losing what was typed.
 */
export function DecisionDialog({ entries, onClose, onDecided }: DecisionDialogProps) {
  const { client, serverUrl } = useConsole();
  const isOpen = entries.length > 0;
  const [form, setForm] = useState<DecisionForm>(EMPTY_DECISION_FORM);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const choices = useMemo(() => decisionChoices(entries.map((entry) => entry.kind)), [entries]);
  const caseIds = useMemo(() => entries.map((entry) => entry.id), [entries]);

  // A fresh form for each opening.
  useEffect(() => {
    if (!isOpen) return;
    setForm(EMPTY_DECISION_FORM);
    setTried(false);
    setBusy(false);
    setServerError(null);
  }, [isOpen, caseIds]);

  const check = checkDecision(form, caseIds);
  const problems = tried && !check.ok ? check.problems : {};
  const first = entries[0];
  const title = entries.length === 1 && first ? T.decideOnEntry(entryLine(first)) : T.decideOnCount(entries.length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy || !check.ok) return;
    setBusy(true);
    setServerError(null);
    try {
      const decided = await decideModerationCases(client, check.input);
      setBusy(false);
      onDecided(decided);
      onClose();
    } catch (error) {
      setBusy(false);
      setServerError(toConsoleError(error).message);
    }
  };
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={title}
      className="console-moderation-dialog"
      canEscapeKeyClose={!busy}
      canOutsideClickClose={false}
      isCloseButtonShown={!busy}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody className="console-moderation-dialog__body">
          <div className="console-moderation-dialog__form">
            {entries.length > 1 && (
              <div className="console-moderation-dialog__entries">
                <strong>{T.oneDecisionFor}</strong>
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.id}>{entryLine(entry)}</li>
                  ))}
                </ul>
              </div>
            )}
            <DecisionFields
              form={form}
              onChange={(changes) => setForm((now) => ({ ...now, ...changes }))}
              choices={choices}
              problems={problems}
              disabled={busy}
            />
            {tried && !check.ok && check.problems.caseIds && (
              <Callout intent="danger">{translateText(check.problems.caseIds)}</Callout>
            )}
            {serverError && (
              <Callout intent="danger" role="alert">
                {translateText(serverError)}
              </Callout>
            )}
          </div>
          {first && <StatementPreview form={form} entry={first} count={entries.length} siteUrl={serverUrl} />}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={T.cancel} onClick={close} disabled={busy} />
              <Button
                type="submit"
                intent={form.type && isRestriction(form.type) ? 'danger' : 'primary'}
                text={T.decideButton}
                loading={busy}
                disabled={busy}
              />
            </>
          }
        >
          <span className="console-moderation-muted">{T.undoFor(UNDO_WINDOW_MS / 1000)}</span>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
