export {
  CategorySelect,
  type CategorySelectFilterMode,
  type CategorySelectFormMode,
  type CategorySelectProps,
} from './CategorySelect';
