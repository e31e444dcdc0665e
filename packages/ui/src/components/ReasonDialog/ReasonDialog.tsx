import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { AUDIT_LIMITS, REASON_DIALOG_TEXTS, reasonProblem, translateText } from '@partilha/domain';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cls } from '../../classes';

export type ReasonDialogIntent = 'primary' | 'danger' | 'warning' | 'success';

export interface ReasonDialogProps {
  isOpen: boolean;
  /** What the operator is about to do: "Suspend Ana Silva". */
  title: string;
  /** What the action changes, shown above the reason. */
  description?: ReactNode;
  /** The confirm button's text: "Suspend account". */
  confirmLabel: string;
  /** Colour of the confirm button; `primary` by default, `danger` for what takes something away. */
  intent?: ReasonDialogIntent;
  /**
   * Runs the action with the trimmed reason. Resolve to close the dialog; reject with an `Error`
   * to keep it open and show the server's message (the typed reason stays).
   */
  onConfirm: (reason: string) => Promise<void>;
  /** Cancel, Esc or the close button; not called while the action runs. */
  onClose: () => void;
  /** The reason to start from (e.g. when reopening after a refusal). Defaults to empty. */
  initialReason?: string;
  /** The reason may be left empty: the label says "(optional)". Pair with a `validate` that allows empty. */
  optional?: boolean;
  /** The rule the server applies to the reason; `null` when fine. Defaults to the console's `reasonProblem`. */
  validate?: (reason: string) => string | null;
  /** Under the field, e.g. who will read the reason. Defaults to the audit log note. */
  helperText?: string;
}

/** The dialog's own words: the domain's catalogue, read in the active language while drawing. */
export { REASON_DIALOG_TEXTS };

/**
 * Asks why before an action: an operator's (every console action is audited with a reason), or an
 * owner rejecting a booking request (optional). The reason is checked with the domain rule the
 * server applies (`reasonProblem` unless `validate` is given); the server's refusal
 * still wins and is shown in the dialog without losing what was typed.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { isOpen, title, description, confirmLabel, intent = 'primary', onConfirm, onClose } = props;
  const { optional = false, validate = reasonProblem, helperText = REASON_DIALOG_TEXTS.helper } = props;
  const id = useId();
  const [reason, setReason] = useState(props.initialReason ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // A fresh dialog for each opening: the last action's reason and error do not carry over.
  useEffect(() => {
    if (!isOpen) return;
    setReason(props.initialReason ?? '');
    setTouched(false);
    setServerError(null);
    setBusy(false);
  }, [isOpen, props.initialReason]);

  const problem = validate(reason);
  const showProblem = touched && problem !== null;
  const length = reason.trim().length;

  const confirm = async () => {
    setTouched(true);
    if (busy || problem !== null) return;
    setBusy(true);
    setServerError(null);
    try {
      await onConfirm(reason.trim());
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setServerError(error instanceof Error && error.message ? error.message : String(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void confirm();
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
      className={cls('reason-dialog')}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={!busy}
      isCloseButtonShown={!busy}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {description && <div className={cls('reason-dialog-description')}>{description}</div>}
          <FormGroup
            label={REASON_DIALOG_TEXTS.label}
            labelInfo={optional ? REASON_DIALOG_TEXTS.optional : undefined}
            labelFor={`${id}-reason`}
            intent={showProblem ? 'danger' : 'none'}
            helperText={
              <span className={cls('reason-dialog-helper')}>
                <span id={`${id}-problem`}>{showProblem && problem ? translateText(problem) : helperText}</span>
                <span className={cls('reason-dialog-count')} aria-live="polite">
                  {length}/{AUDIT_LIMITS.reasonMax}
                </span>
              </span>
            }
          >
            <TextArea
              id={`${id}-reason`}
              value={reason}
              rows={4}
              fill
              autoFocus
              required={!optional}
              intent={showProblem ? 'danger' : 'none'}
              aria-invalid={showProblem}
              aria-describedby={`${id}-problem`}
              readOnly={busy}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(reason !== '' || touched)}
              onKeyDown={onKeyDown}
            />
          </FormGroup>
          {serverError && (
            <Callout intent="danger" role="alert" className={cls('reason-dialog-error')}>
              {translateText(serverError)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={REASON_DIALOG_TEXTS.cancel} onClick={close} disabled={busy} />
              <Button
                type="submit"
                intent={intent}
                text={confirmLabel}
                loading={busy}
                disabled={busy}
                title={REASON_DIALOG_TEXTS.shortcut}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
