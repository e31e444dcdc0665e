import { FormGroup, HTMLSelect, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import {
  CONSOLE_MODERATION_TEXTS as T,
  termsClauseHeading,
  termsClauseSummary,
  translateText,
  DECISION_GROUND_LABELS,
  DECISION_GROUNDS,
  DECISION_LIMITS,
  DECISION_TYPE_LABELS,
  isRestriction,
  LEGAL_GROUND_LABELS,
  LEGAL_GROUNDS,
  RESTRICTION_DAY_CHOICES,
  TERMS_CLAUSES,
  type DecisionType,
} from '@partilha/domain';
import { useId } from 'react';
import { durationLabel, type DecisionField, type DecisionForm } from './decision-form';

export interface DecisionFieldsProps {
  form: DecisionForm;
  onChange: (changes: Partial<DecisionForm>) => void;
  choices: readonly DecisionType[];
  /** The problems to show now (after a first attempt to decide). */
  problems: Partial<Record<DecisionField, string>>;
  disabled: boolean;
}

function Problem({ id, text }: { id: string; text: string | undefined }) {
  // The schema's messages are made in English at load; shown in the active language.
  return text ? <span id={id}>{translateText(text)}</span> : null;
}

/** The decision, its duration, the facts and the ground, each with the domain's message when wrong. */
export function DecisionFields({ form, onChange, choices, problems, disabled }: DecisionFieldsProps) {
  const id = useId();
  const intent = (field: DecisionField) => (problems[field] ? 'danger' : 'none');
  const described = (field: DecisionField) => (problems[field] ? `${id}-${field}-problem` : undefined);
  const restriction = form.type !== '' && isRestriction(form.type);
  const count = (text: string, max: number) => `${text.trim().length}/${max}`;

  return (
    <>
      <RadioGroup
        label={T.decision}
        name={`${id}-type`}
        selectedValue={form.type}
        disabled={disabled}
        onChange={(event) => onChange({ type: event.currentTarget.value as DecisionType })}
        className={problems.type ? 'console-moderation-invalid' : undefined}
      >
        {choices.map((type) => (
          <Radio key={type} value={type} label={DECISION_TYPE_LABELS[type]} />
        ))}
      </RadioGroup>
      {problems.type && <p className="console-moderation-problem">{problems.type}</p>}

      {form.type === 'restrict_account' && (
        <FormGroup label={T.duration} labelFor={`${id}-duration`}>
          <HTMLSelect
            id={`${id}-duration`}
            value={String(form.durationDays)}
            disabled={disabled}
            onChange={(event) => onChange({ durationDays: Number(event.currentTarget.value) })}
            options={RESTRICTION_DAY_CHOICES.map((days) => ({ value: String(days), label: durationLabel(days) }))}
          />
        </FormGroup>
      )}

      <FormGroup
        label={T.factsReliedOn}
        labelFor={`${id}-facts`}
        intent={intent('facts')}
        helperText={<Problem id={`${id}-facts-problem`} text={problems.facts} />}
        labelInfo={<span className="console-moderation-muted">{count(form.facts, DECISION_LIMITS.factsMax)}</span>}
      >
        <TextArea
          id={`${id}-facts`}
          value={form.facts}
          rows={3}
          fill
          disabled={disabled}
          intent={intent('facts')}
          aria-invalid={Boolean(problems.facts)}
          aria-describedby={described('facts')}
          onChange={(event) => onChange({ facts: event.currentTarget.value })}
        />
      </FormGroup>

      {restriction && (
        <>
          <RadioGroup
            label={T.ground}
            name={`${id}-ground`}
            inline
            selectedValue={form.ground}
            disabled={disabled}
            onChange={(event) => onChange({ ground: event.currentTarget.value as DecisionForm['ground'] })}
          >
            {DECISION_GROUNDS.map((ground) => (
              <Radio key={ground} value={ground} label={DECISION_GROUND_LABELS[ground]} />
            ))}
          </RadioGroup>
          {problems.ground && <p className="console-moderation-problem">{problems.ground}</p>}

          {form.ground === 'illegal_content' && (
            <FormGroup
              label={T.lawReliedOn}
              labelFor={`${id}-legal`}
              intent={intent('legalGround')}
              helperText={<Problem id={`${id}-legalGround-problem`} text={problems.legalGround} />}
            >
              <HTMLSelect
                id={`${id}-legal`}
                fill
                value={form.legalGround}
                disabled={disabled}
                aria-invalid={Boolean(problems.legalGround)}
                aria-describedby={described('legalGround')}
                onChange={(event) =>
                  onChange({ legalGround: event.currentTarget.value as DecisionForm['legalGround'] })
                }
                options={[
                  { value: '', label: T.chooseLaw },
                  ...LEGAL_GROUNDS.map((value) => ({ value, label: LEGAL_GROUND_LABELS[value] })),
                ]}
              />
            </FormGroup>
          )}

          {form.ground === 'incompatible_content' && (
            <FormGroup
              label={T.clauseOfTerms}
              labelFor={`${id}-clause`}
              intent={intent('termsClause')}
              helperText={
                problems.termsClause ? (
                  <Problem id={`${id}-termsClause-problem`} text={problems.termsClause} />
                ) : form.termsClause ? (
                  termsClauseSummary(form.termsClause)
                ) : undefined
              }
            >
              <HTMLSelect
                id={`${id}-clause`}
                fill
                value={form.termsClause}
                disabled={disabled}
                aria-invalid={Boolean(problems.termsClause)}
                aria-describedby={described('termsClause')}
                onChange={(event) =>
                  onChange({ termsClause: event.currentTarget.value as DecisionForm['termsClause'] })
                }
                options={[
                  { value: '', label: T.chooseClause },
                  ...TERMS_CLAUSES.map((clause) => ({
                    value: clause.id,
                    label: termsClauseHeading(clause.id),
                  })),
                ]}
              />
            </FormGroup>
          )}

          <FormGroup
            label={T.whyUnderGround}
            labelFor={`${id}-why`}
            intent={intent('groundExplanation')}
            helperText={<Problem id={`${id}-groundExplanation-problem`} text={problems.groundExplanation} />}
            labelInfo={
              <span className="console-moderation-muted">
                {count(form.groundExplanation, DECISION_LIMITS.explanationMax)}
              </span>
            }
          >
            <TextArea
              id={`${id}-why`}
              value={form.groundExplanation}
              rows={3}
              fill
              disabled={disabled}
              intent={intent('groundExplanation')}
              aria-invalid={Boolean(problems.groundExplanation)}
              aria-describedby={described('groundExplanation')}
              onChange={(event) => onChange({ groundExplanation: event.currentTarget.value })}
            />
          </FormGroup>
        </>
      )}
    </>
  );
}
