/** The auth actions of `users` that Partilha's request middleware adds rules to. */
export type UsersAuthAction = 'confirm-password-reset' | 'request-verification';

const AUTH_ACTION_PATH = /^\/api\/collections\/([^/]+)\/(confirm-password-reset|request-verification)$/;

/** Which of those actions a request is (the collection given by name or id), or null. */
export function usersAuthAction(app: PbApp, method: string, path: string): UsersAuthAction | null {
  const match = method === 'POST' ? AUTH_ACTION_PATH.exec(path) : null;
  if (!match) return null;
  try {
    const collection = app.findCachedCollectionByNameOrId(decodeURIComponent(match[1] ?? ''));
    return collection.name === 'users' ? (match[2] as UsersAuthAction) : null;
  } catch {
    return null;
  }
}
