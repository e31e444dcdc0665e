/**
 * Profile fields of an account created by third-party sign-in, from what the provider says about
 * the person (OpenID Connect standard claims). Fields the client sent in `createData` win; role,
 * verifiedProvider and the other protected fields are set by the sign-up defaults whatever
 * either side says (user-fields.ts), and PocketBase marks the account verified when its e-mail
 * is the one the provider vouched for.
 */

/** The text limit of displayName, firstName and lastName (pb_migrations users). */
const NAME_MAX_LENGTH = 80;

function claim(raw: { [claim: string]: unknown } | null | undefined, name: string): string {
  const value = raw ? raw[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

function limit(text: string): string {
  return text.slice(0, NAME_MAX_LENGTH).trim();
}

export interface OAuth2Names {
  displayName: string;
  firstName: string;
  lastName: string;
}

/**
 * "Ana Maria Silva" → first "Ana", last "Maria Silva", unless the provider gives given_name and
 * family_name; each at most 80 characters; '' when unknown.
 */
export function namesFromOAuth2User(user: Pick<PbOAuth2User, 'name' | 'rawUser'>): OAuth2Names {
  const name = (user.name ?? '').trim().replace(/\s+/g, ' ');
  const words = name ? name.split(' ') : [];
  const given = claim(user.rawUser, 'given_name');
  const family = claim(user.rawUser, 'family_name');
  return {
    displayName: limit(name || [given, family].filter(Boolean).join(' ')),
    firstName: limit(given || words[0] || ''),
    lastName: limit(family || words.slice(1).join(' ')),
  };
}

/** Fills the new account's names from the provider before PocketBase creates it. */
export function fillOAuth2SignUp(e: PbRecordAuthWithOAuth2RequestEvent): void {
  if (!e.isNewRecord || !e.oAuth2User) return;
  const names = namesFromOAuth2User(e.oAuth2User);
  const data = e.createData ?? {};
  for (const field of ['displayName', 'firstName', 'lastName'] as const) {
    if (names[field] && !(field in data)) data[field] = names[field];
  }
  e.createData = data;
}
