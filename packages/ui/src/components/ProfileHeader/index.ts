export { ProfileHeader, type ProfileHeaderProps, type RoleRating } from './ProfileHeader';
