export { AvatarPicker, type AvatarPickerProps } from './AvatarPicker';
