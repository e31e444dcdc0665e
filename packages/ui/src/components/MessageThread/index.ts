export { type ThreadMessage } from './MessageBubble';
export { MESSAGE_PLACEHOLDER } from './MessageInput';
export { MessageThread, type MessageThreadProps } from './MessageThread';
