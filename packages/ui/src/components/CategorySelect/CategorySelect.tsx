import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import {
  CATEGORY_FILTER_ALL,
  formCategoryOptions,
  getCategoryLabel,
  groupCategoryFilterOptions,
  SEARCH_MESSAGES,
  translateText,
  type CategoryOption,
  type CategoryOptionGroups,
  type ListingType,
} from '@partilha/domain';
import { useId } from 'react';
import { cls } from '../../classes';

/** The categories of a listing form: the wizard's set or the edit form's (shorter for equipment). */
export interface CategorySelectFormMode {
  mode: 'form';
  listingType: ListingType;
  form: 'wizard' | 'edit';
}

/** The home and search filter: all, then "Services" and "Equipment" groups, each led by its "All …". */
export interface CategorySelectFilterMode {
  mode: 'filter';
}

export type CategorySelectProps = (CategorySelectFormMode | CategorySelectFilterMode) & {
  /** A category slug ("power-tools"), or in filter mode "all", "all-services" or "all-equipment". */
  value: string;
  onChange: (value: string) => void;
  /** Defaults to "Category". */
  label?: string;
  /** Keeps the label for screen readers only, where the layout already says what the select is for. */
  hideLabel?: boolean;
  /** A first, unselectable choice shown while the value is empty. Forms default to "Select a category". */
  placeholder?: string;
  /** The field's error ("Category is required"), shown under it. */
  error?: string;
  disabled?: boolean;
  fill?: boolean;
  id?: string;
  className?: string;
};

/**
 * The category select of the listing forms and of the home and search filters (spec 000 §3); the
 * options and labels come from the domain. A value outside the offered set (a listing created with
 * a wizard category, opened in the edit form; "other" in a search URL) stays shown as it is, so
 * nothing changes without the user choosing it.
 */
export function CategorySelect(props: CategorySelectProps) {
  const {
    value,
    onChange,
    label = SEARCH_MESSAGES.category,
    hideLabel = false,
    error,
    disabled,
    fill,
    className,
  } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const errorId = `${id}-error`;
  const placeholder = props.placeholder ?? (props.mode === 'form' ? SEARCH_MESSAGES.selectCategory : undefined);
  // The filter reads an empty value as "all", as resolveSearchCategory does.
  const shownValue = props.mode === 'filter' && value === '' && placeholder === undefined ? CATEGORY_FILTER_ALL : value;
  const groups = groupCategoryFilterOptions();
  const offered =
    props.mode === 'form'
      ? formCategoryOptions(props.listingType, props.form)
      : [...groups.top, ...groups.services, ...groups.equipment];
  const unlisted = shownValue !== '' && !offered.some((option) => option.value === shownValue);

  const select = (
    <HTMLSelect
      id={id}
      value={shownValue}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
      fill={fill}
      aria-label={hideLabel ? label : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {props.mode === 'filter' ? <GroupedOptions groups={groups} /> : <Options options={offered} />}
      {unlisted && <option value={shownValue}>{getCategoryLabel(shownValue)}</option>}
    </HTMLSelect>
  );
  const errorText = error ? (
    <span id={errorId} className={cls('category-select-error')}>
      {translateText(error)}
    </span>
  ) : undefined;
  const rootClass = (...names: string[]) => [...names.map(cls), className].filter(Boolean).join(' ');

  if (hideLabel) {
    return (
      <div className={rootClass('category-select', 'category-select-bare', ...(fill ? ['category-select-fill'] : []))}>
        {select}
        {errorText}
      </div>
    );
  }
  return (
    <FormGroup
      className={rootClass('category-select')}
      label={label}
      labelFor={id}
      helperText={errorText}
      intent={error ? 'danger' : 'none'}
      fill={fill}
    >
      {select}
    </FormGroup>
  );
}

function Options({ options }: { options: readonly CategoryOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

function GroupedOptions({ groups }: { groups: CategoryOptionGroups }) {
  return (
    <>
      <Options options={groups.top} />
      <optgroup label={SEARCH_MESSAGES.servicesGroup}>
        <Options options={groups.services} />
      </optgroup>
      <optgroup label={SEARCH_MESSAGES.equipmentGroup}>
        <Options options={groups.equipment} />
      </optgroup>
    </>
  );
}
