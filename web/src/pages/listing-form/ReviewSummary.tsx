import { Button } from '@blueprintjs/core';
import {
  CONDITION_LABELS,
  EQUIPMENT_FIELD_LABELS,
  EXPERIENCE_LABELS,
  formatEuros,
  formatListingPrice,
  formatTimeOfDayLabel,
  getCategoryLabel,
  isEquipmentCondition,
  isExperienceLevel,
  LISTING_PAGE_MESSAGES,
  LISTING_TYPE_LABELS,
  parseEuroAmount,
  splitLines,
  WEEKDAY_LABELS,
  WEEKDAYS,
  WIZARD_STEP_LABELS,
  type Availability,
} from '@partilha/domain';
import type { ReactNode } from 'react';
import type { ListingFormValues } from './listing-form-values';

/** The amount a price or deposit input says (the review step is reached only once it reads). */
function typedAmount(text: string): number {
  const reading = parseEuroAmount(text);
  return reading.ok ? reading.amount : 0;
}

export interface ReviewSummaryProps {
  values: ListingFormValues;
  /** The chosen images, in order; shown by the caller (with their upload progress). */
  images: ReactNode;
  /** Opens a completed step to change it. */
  onEditStep: (step: number) => void;
  disabled?: boolean;
}

/** Step 6: everything the listing will say, by step, each with a way back to change it. */
export function ReviewSummary({ values, images, onEditStep, disabled }: ReviewSummaryProps) {
  const section = (step: number, title: string, body: ReactNode) => (
    <section className="review-section" aria-labelledby={`review-${step}`}>
      <div className="review-section__head">
        <h3 id={`review-${step}`} className="review-section__title">
          {title}
        </h3>
        <Button
          variant="minimal"
          icon="edit"
          text={LISTING_PAGE_MESSAGES.edit}
          aria-label={LISTING_PAGE_MESSAGES.editSection(title)}
          disabled={disabled}
          onClick={() => onEditStep(step)}
        />
      </div>
      {body}
    </section>
  );
  const isService = values.type === 'service';
  const T = LISTING_PAGE_MESSAGES;
  const S = WIZARD_STEP_LABELS;
  return (
    <div className="review">
      {section(
        1,
        S.basicInfo,
        <Facts
          facts={[
            [T.type, LISTING_TYPE_LABELS[values.type]],
            [T.title, values.title],
            [T.category, getCategoryLabel(values.category)],
          ]}
        />,
      )}
      {section(
        2,
        S.details,
        <Facts
          facts={[
            [T.description, values.description],
            ...(isService
              ? ([
                  [T.experience, isExperienceLevel(values.experience) ? EXPERIENCE_LABELS[values.experience] : ''],
                  [T.qualifications, <Lines key="q" text={values.qualifications} />],
                ] as const)
              : ([
                  [T.brand, values.brand],
                  [T.model, values.model],
                  [T.condition, isEquipmentCondition(values.condition) ? CONDITION_LABELS[values.condition] : ''],
                  [T.specifications, <Lines key="s" text={values.specifications} />],
                  [T.maintenanceHistory, <Lines key="m" text={values.maintenanceHistory} />],
                ] as const)),
          ]}
        />,
      )}
      {section(
        3,
        S.pricing,
        <Facts
          facts={[
            [T.price, formatListingPrice(typedAmount(values.price), values.type)],
            ...(isService
              ? []
              : ([
                  [EQUIPMENT_FIELD_LABELS.deposit, formatEuros(typedAmount(values.deposit))],
                  [EQUIPMENT_FIELD_LABELS.insurance, values.insurance ? T.yes : T.no],
                ] as const)),
          ]}
        />,
      )}
      {section(4, S.images, images)}
      {section(5, S.availability, <WeeklyHours availability={values.availability} />)}
    </div>
  );
}

function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="review-facts">
      {facts.map(([term, detail]) => (
        <div key={term} className="review-facts__row">
          <dt>{term}</dt>
          <dd>{detail === '' ? LISTING_PAGE_MESSAGES.none : detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ text }: { text: string }) {
  const lines = splitLines(text);
  if (lines.length === 0) return <>{LISTING_PAGE_MESSAGES.none}</>;
  return (
    <ul className="review-facts__lines">
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </ul>
  );
}

function WeeklyHours({ availability }: { availability: Availability }) {
  return (
    <Facts
      facts={WEEKDAYS.map((day) => {
        const { available, slots } = availability.weekdays[day];
        const slot = slots[0];
        const hours =
          available && slot
            ? `${formatTimeOfDayLabel(slot.start)} – ${formatTimeOfDayLabel(slot.end)}`
            : LISTING_PAGE_MESSAGES.unavailable;
        return [WEEKDAY_LABELS[day], hours] as const;
      })}
    />
  );
}
