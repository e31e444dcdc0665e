import {
  CONDITION_LABELS,
  EDIT_CONDITIONS,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  getCategoryLabel,
  LISTING_LIMITS,
  LISTING_PAGE_MESSAGES,
  WIZARD_CONDITIONS,
  type EquipmentCondition,
} from '@partilha/domain';
import { FormTextField } from '../../forms/FormTextField';
import { ChoiceSelect } from './ChoiceSelect';
import { bindTextField, type ListingFieldsProps, type ListingTextFieldName } from './listing-fields-props';

// Built while drawing: the labels are read in the page's language.
const experienceChoices = () => EXPERIENCE_LEVELS.map((level) => ({ value: level, label: EXPERIENCE_LABELS[level] }));
const conditionChoices = (form: 'wizard' | 'edit') =>
  (form === 'wizard' ? WIZARD_CONDITIONS : EDIT_CONDITIONS).map((condition) => ({
    value: condition,
    label: CONDITION_LABELS[condition],
  }));

/**
 * The description and the fields of the type: experience and qualifications for a service; brand,
 * model, condition, specifications and maintenance history for equipment (step 2, spec 000 §4).
 */
export function DetailsFields(props: ListingFieldsProps) {
  const { values, form } = props;
  const field = (name: ListingTextFieldName) => bindTextField(props, name);
  const T = LISTING_PAGE_MESSAGES;
  return (
    <>
      <FormTextField
        label={T.description}
        {...field('description')}
        required
        multiline
        maxLength={LISTING_LIMITS.descriptionMax}
      />
      {values.type === 'service' ? (
        <>
          <ChoiceSelect
            label={T.experience}
            {...field('experience')}
            choices={experienceChoices()}
            placeholder={T.selectExperience}
            required
          />
          <FormTextField label={T.qualifications} {...field('qualifications')} helperText={T.onePerLine} multiline />
        </>
      ) : (
        <>
          <div className="form-row">
            <FormTextField label={T.brand} {...field('brand')} required />
            <FormTextField label={T.model} {...field('model')} required />
          </div>
          <ChoiceSelect
            label={T.condition}
            {...field('condition')}
            choices={conditionChoices(form)}
            placeholder={T.selectCondition}
            required
            unlistedLabel={(condition) =>
              CONDITION_LABELS[condition as EquipmentCondition] ?? getCategoryLabel(condition)
            }
          />
          <FormTextField label={T.specifications} {...field('specifications')} helperText={T.onePerLine} multiline />
          <FormTextField
            label={T.maintenanceHistory}
            {...field('maintenanceHistory')}
            helperText={T.onePerLine}
            multiline
          />
        </>
      )}
    </>
  );
}
