export { AUTH_STORAGE_KEY, createPocketBaseClient } from './client/create-client';
export type { PocketBase } from './client/create-client';
export { DataProvider, useAuth, usePocketBase } from './client/data-provider';
export { authStateAtom, hasCompleteProfile, sessionUserSchema, toSessionUser } from './auth/auth-state';
export type { AuthState, SessionUser } from './auth/auth-state';
export { fileUrl } from './files/file-url';
export type { FileOwner, ThumbSize } from './files/file-url';
export { useRealtime } from './realtime/use-realtime';
