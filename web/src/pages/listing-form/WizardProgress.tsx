import { Icon, ProgressBar } from '@blueprintjs/core';
import {
  LISTING_PAGE_MESSAGES,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  wizardProgress,
  wizardStepState,
} from '@partilha/domain';
import { useId } from 'react';

export interface WizardProgressProps {
  step: number;
  completed: ReadonlySet<number>;
  onJump: (step: number) => void;
}

/**
 * The progress bar (step / 6) and the six step indicators (spec 000 §4): current, completed or
 * upcoming; only completed steps are buttons, so only they can be jumped to.
 */
export function WizardProgress({ step, completed, onJump }: WizardProgressProps) {
  const countId = useId();
  const current = WIZARD_STEPS[step - 1];
  return (
    <div className="wizard-progress">
      <p id={countId} className="wizard-progress__count">
        {LISTING_PAGE_MESSAGES.stepOf(step, WIZARD_STEP_COUNT, current?.label ?? '')}
      </p>
      <ProgressBar
        className="wizard-progress__bar"
        intent="primary"
        value={wizardProgress(step)}
        animate={false}
        stripes={false}
        aria-labelledby={countId}
      />
      <ol className="wizard-steps" aria-label={LISTING_PAGE_MESSAGES.steps}>
        {WIZARD_STEPS.map(({ step: number, label }) => {
          const state = wizardStepState(number, step, completed);
          const marker = (
            <>
              <span className="wizard-steps__marker" aria-hidden="true">
                {state === 'completed' ? <Icon icon="tick" size={14} /> : number}
              </span>
              <span className="wizard-steps__label">{label}</span>
              {state !== 'current' && (
                <span className="visually-hidden">
                  {` (${state === 'completed' ? LISTING_PAGE_MESSAGES.stepCompleted : LISTING_PAGE_MESSAGES.stepUpcoming})`}
                </span>
              )}
            </>
          );
          return (
            <li
              key={number}
              className={`wizard-steps__item wizard-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'completed' ? (
                <button type="button" className="wizard-steps__button" onClick={() => onJump(number)}>
                  {marker}
                </button>
              ) : (
                <span className="wizard-steps__button">{marker}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
