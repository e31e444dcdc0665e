import {
  CONDITION_LABELS,
  EDIT_CONDITIONS,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  getCategoryLabel,
  LISTING_LIMITS,
  WIZARD_CONDITIONS,
  type EquipmentCondition,
} from '@partilha/domain';
import { FormTextField } from '../../forms/FormTextField';
import { ChoiceSelect } from './ChoiceSelect';
import { bindTextField, type ListingFieldsProps, type ListingTextFieldName } from './listing-fields-props';

const EXPERIENCE_CHOICES = EXPERIENCE_LEVELS.map((level) => ({ value: level, label: EXPERIENCE_LABELS[level] }));
const conditionChoices = (conditions: readonly EquipmentCondition[]) =>
  conditions.map((condition) => ({ value: condition, label: CONDITION_LABELS[condition] }));
const CONDITION_CHOICES = { wizard: conditionChoices(WIZARD_CONDITIONS), edit: conditionChoices(EDIT_CONDITIONS) };
const ONE_PER_LINE = 'One per line.';

/**
 * The description and the fields of the type: experience and qualifications for a service; brand,
 * model, condition, specifications and maintenance history for equipment (step 2, spec 000 §4).
 */
export function DetailsFields(props: ListingFieldsProps) {
  const { values, form } = props;
  const field = (name: ListingTextFieldName) => bindTextField(props, name);
  return (
    <>
      <FormTextField
        label="Description"
        {...field('description')}
        required
        multiline
        maxLength={LISTING_LIMITS.descriptionMax}
      />
      {values.type === 'service' ? (
        <>
          <ChoiceSelect
            label="Experience"
            {...field('experience')}
            choices={EXPERIENCE_CHOICES}
            placeholder="Select your experience"
            required
          />
          <FormTextField label="Qualifications" {...field('qualifications')} helperText={ONE_PER_LINE} multiline />
        </>
      ) : (
        <>
          <div className="form-row">
            <FormTextField label="Brand" {...field('brand')} required />
            <FormTextField label="Model" {...field('model')} required />
          </div>
          <ChoiceSelect
            label="Condition"
            {...field('condition')}
            choices={CONDITION_CHOICES[form]}
            placeholder="Select the condition"
            required
            unlistedLabel={(condition) =>
              CONDITION_LABELS[condition as EquipmentCondition] ?? getCategoryLabel(condition)
            }
          />
          <FormTextField label="Specifications" {...field('specifications')} helperText={ONE_PER_LINE} multiline />
          <FormTextField
            label="Maintenance History"
            {...field('maintenanceHistory')}
            helperText={ONE_PER_LINE}
            multiline
          />
        </>
      )}
    </>
  );
}
