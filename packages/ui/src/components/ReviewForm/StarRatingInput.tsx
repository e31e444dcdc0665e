import { Button, Icon } from '@blueprintjs/core';
import { RATING_SCALE } from '@partilha/domain';
import { useId, useRef, useState } from 'react';
import { cls } from '../../classes';
import { REVIEW_FORM_TEXTS as T, starChoiceLabel } from './review-form-texts';

export interface StarRatingInputProps {
  label: string;
  /** 1 to 5, or 0 for not rated yet. */
  value: number;
  onChange: (value: number) => void;
  /** Adds "(required)" to the label and tells assistive technology. */
  required?: boolean;
  /** Offers "Clear" once rated, back to 0 (a category may stay unrated). */
  clearable?: boolean;
  disabled?: boolean;
  /** The field's message, e.g. "Please provide an overall rating". */
  error?: string;
  size?: 'md' | 'lg';
  /** Lets the form move the focus here when the rating is missing. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A 1-to-5 star rating as a group of real radio buttons: Tab reaches the group, the arrow keys
 * choose, and screen readers hear "4 stars, 4 of 5". The stars light up to the hovered one.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  required = false,
  clearable = false,
  disabled = false,
  error,
  size = 'md',
  inputRef,
}: StarRatingInputProps) {
  const ids = useId();
  const [hovered, setHovered] = useState(0);
  const firstInput = useRef<HTMLInputElement | null>(null);
  const lit = hovered || value;
  const choices = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

  return (
    <div
      role="radiogroup"
      aria-labelledby={`${ids}-label`}
      aria-describedby={error ? `${ids}-error` : undefined}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      className={[cls('star-rating-input'), cls(`star-rating-input-${size}`)].join(' ')}
    >
      <span id={`${ids}-label`} className={cls('star-rating-input-label')}>
        {label}
        {required && <span className={cls('star-rating-input-info')}> {T.required}</span>}
      </span>
      <span className={cls('star-rating-input-control')}>
        <span className={cls('star-rating-input-stars')} onMouseLeave={() => setHovered(0)}>
          {choices.map((stars) => (
            <label
              key={stars}
              className={[cls('star-rating-input-star'), stars <= lit ? cls('star-rating-input-lit') : '']
                .filter(Boolean)
                .join(' ')}
              onMouseEnter={() => !disabled && setHovered(stars)}
            >
              <input
                ref={
                  stars === 1
                    ? (element) => {
                        firstInput.current = element;
                        inputRef?.(element);
                      }
                    : undefined
                }
                type="radio"
                name={`${ids}-stars`}
                value={stars}
                checked={value === stars}
                disabled={disabled}
                onChange={() => onChange(stars)}
              />
              <Icon icon="star" size={size === 'lg' ? 28 : 20} aria-hidden />
              <span className={cls('star-rating-input-sr-only')}>{starChoiceLabel(stars)}</span>
            </label>
          ))}
        </span>
        <span className={cls('star-rating-input-value')} aria-hidden="true">
          {value > 0 ? `${value}/${RATING_SCALE}` : T.notRated}
        </span>
        {clearable && (
          <Button
            size="small"
            variant="minimal"
            text={T.clear}
            aria-label={`${T.clear} ${label}`}
            disabled={disabled || value === 0}
            // Hidden rather than removed while unrated, so the stars do not shift when it appears.
            style={{ visibility: value > 0 ? 'visible' : 'hidden' }}
            onClick={() => {
              onChange(0);
              // The button hides with the rating: keep the focus in the group.
              firstInput.current?.focus();
            }}
          />
        )}
      </span>
      {error && (
        <span id={`${ids}-error`} className={cls('star-rating-input-error')}>
          {error}
        </span>
      )}
    </div>
  );
}
