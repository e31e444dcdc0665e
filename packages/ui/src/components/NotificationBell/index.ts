export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { type BellNotification } from './NotificationList';
