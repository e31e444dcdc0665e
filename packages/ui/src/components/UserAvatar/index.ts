export { UserAvatar, type UserAvatarProps, type UserAvatarSize } from './UserAvatar';
