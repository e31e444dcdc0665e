import { Checkbox, FormGroup, HTMLSelect, InputGroup, RadioGroup, TextArea } from '@blueprintjs/core';
import {
  LEGAL_GROUND_LABELS,
  LEGAL_GROUNDS,
  NOTICE_LIMITS,
  NOTICE_REASON_LABELS,
  NOTICE_REASONS,
  type LegalGround,
  type NoticeReason,
  translateText,
} from '@partilha/domain';
import { cls } from '../../classes';
import type { ReportErrors, ReportFormValues } from './report-form-errors';
import { characterCount, REPORT_TEXTS as T } from './report-texts';

export interface ReportFieldsProps {
  /** Prefix of every field's id (`${idBase}-reason`, …), so the form can focus the first problem. */
  idBase: string;
  values: ReportFormValues;
  errors: ReportErrors;
  /** A member's name and e-mail come from their account and cannot be changed here. */
  isMember: boolean;
  busy: boolean;
  onChange: <K extends keyof ReportFormValues>(field: K, value: ReportFormValues[K]) => void;
}

/** The fields of a notice: reason, legal ground (illegal content only), explanation, notifier, good faith. */
export function ReportFields({ idBase, values, errors, isMember, busy, onChange }: ReportFieldsProps) {
  const id = (field: string) => `${idBase}-${field}`;
  // Read while drawing, in the active language (issue 19).
  const reasonOptions = NOTICE_REASONS.map((reason) => ({ value: reason, label: NOTICE_REASON_LABELS[reason] }));
  const groundOptions = LEGAL_GROUNDS.map((ground) => ({ value: ground, label: LEGAL_GROUND_LABELS[ground] }));
  const problem = (field: keyof ReportErrors) =>
    errors[field] ? (
      <span id={id(`${field}-problem`)} className={cls('report-problem')}>
        {/* The schemas' messages are made in English at load; shown in the active language. */}
        {translateText(errors[field] ?? '')}
      </span>
    ) : null;
  const describedBy = (field: keyof ReportErrors, helper?: boolean) =>
    [errors[field] ? id(`${field}-problem`) : '', helper ? id(`${field}-helper`) : ''].filter(Boolean).join(' ') ||
    undefined;
  const intent = (field: keyof ReportErrors) => (errors[field] ? 'danger' : 'none');
  const explanationLength = values.explanation.trim().length;

  return (
    <>
      <FormGroup intent={intent('reason')} helperText={problem('reason')} className={cls('report-reasons')}>
        <RadioGroup
          id={id('reason')}
          label={T.reasonLabel}
          selectedValue={values.reason}
          options={reasonOptions}
          disabled={busy}
          aria-required
          aria-describedby={describedBy('reason')}
          onChange={(event) => onChange('reason', event.currentTarget.value as NoticeReason)}
        />
      </FormGroup>

      {values.reason === 'illegal_content' && (
        <FormGroup
          label={T.legalGroundLabel}
          labelFor={id('legalGround')}
          intent={intent('legalGround')}
          helperText={problem('legalGround')}
        >
          <HTMLSelect
            id={id('legalGround')}
            fill
            value={values.legalGround}
            disabled={busy}
            aria-invalid={Boolean(errors.legalGround)}
            aria-describedby={describedBy('legalGround')}
            options={[{ value: '', label: T.legalGroundPlaceholder }, ...groundOptions]}
            onChange={(event) => onChange('legalGround', event.currentTarget.value as LegalGround | '')}
          />
        </FormGroup>
      )}

      <FormGroup
        label={T.explanationLabel}
        labelFor={id('explanation')}
        intent={intent('explanation')}
        helperText={
          <span className={cls('report-helper')}>
            <span id={id('explanation-helper')}>{problem('explanation') ?? T.explanationHelper}</span>
            <span className={cls('report-count')} aria-live="polite">
              {characterCount(explanationLength, NOTICE_LIMITS.explanationMax)}
            </span>
          </span>
        }
      >
        <TextArea
          id={id('explanation')}
          value={values.explanation}
          rows={5}
          fill
          required
          readOnly={busy}
          intent={intent('explanation')}
          aria-invalid={Boolean(errors.explanation)}
          aria-describedby={id('explanation-helper')}
          onChange={(event) => onChange('explanation', event.currentTarget.value)}
        />
      </FormGroup>

      <div className={cls('report-notifier')}>
        <FormGroup label={T.nameLabel} labelFor={id('name')} intent={intent('name')} helperText={problem('name')}>
          <InputGroup
            id={id('name')}
            value={values.name}
            readOnly={isMember || busy}
            required={!isMember}
            autoComplete="name"
            intent={intent('name')}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
            onValueChange={(value) => onChange('name', value)}
          />
        </FormGroup>
        <FormGroup label={T.emailLabel} labelFor={id('email')} intent={intent('email')} helperText={problem('email')}>
          <InputGroup
            id={id('email')}
            type="email"
            value={values.email}
            readOnly={isMember || busy}
            required={!isMember}
            autoComplete="email"
            intent={intent('email')}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('email')}
            onValueChange={(value) => onChange('email', value)}
          />
        </FormGroup>
      </div>
      <p className={cls('report-note')}>
        {isMember ? T.memberHelper : T.guestHelper} {T.privacy}
      </p>

      <FormGroup intent={intent('goodFaith')} helperText={problem('goodFaith')} className={cls('report-good-faith')}>
        <Checkbox
          id={id('goodFaith')}
          checked={values.goodFaith}
          disabled={busy}
          label={T.goodFaith}
          aria-invalid={Boolean(errors.goodFaith)}
          aria-describedby={describedBy('goodFaith')}
          onChange={(event) => onChange('goodFaith', event.currentTarget.checked)}
        />
      </FormGroup>
    </>
  );
}
