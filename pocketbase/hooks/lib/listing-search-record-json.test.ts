import { describe, expect, it } from 'vitest';
import { fieldValueSql, listingJsonSql, ownerJsonSql, type CollectionShape } from './listing-search-record-json';

const field = (name: string, type = 'text', hidden = false, multiple = false) => ({ name, type, hidden, multiple });

const users: CollectionShape = {
  id: '_pb_users_auth_',
  name: 'users',
  fields: [
    field('id'),
    field('password', 'password', true),
    field('tokenKey', 'text', true),
    field('email', 'email'),
    field('emailVisibility', 'bool'),
    field('verified', 'bool'),
    field('displayName'),
    field('phoneNumber'),
    field('showPhone', 'bool'),
    field('notifyEmail', 'bool'),
    field('notifyPush', 'bool'),
    field('notifyMarketing', 'bool'),
    field('avatar', 'file'),
    field('languages', 'json'),
    field('ratingAsProvider', 'number'),
  ],
};

describe('ownerJsonSql', () => {
  const sql = ownerJsonSql(users, 'u');

  it('never names the secrets, the e-mail or the notification preferences', () => {
    for (const name of ['password', 'tokenKey', 'email', 'notifyEmail', 'notifyPush', 'notifyMarketing']) {
      expect(sql).not.toContain(`u."${name}"`);
    }
  });

  it('adds the phone only when the user chose to show it', () => {
    expect(sql).toContain(
      `'phoneNumber', CASE WHEN u."showPhone" IN (1, '1', 'true') THEN coalesce(u."phoneNumber", '') END`,
    );
    expect(sql.startsWith('json_patch(')).toBe(true);
  });

  it('writes the keys in sorted order, as Go does', () => {
    const keys = ['avatar', 'collectionId', 'collectionName', 'displayName', 'emailVisibility', 'id', 'languages'];
    const positions = keys.map((key) => sql.indexOf(`'${key}', `));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('fieldValueSql', () => {
  it('writes lists, booleans, numbers and JSON as PocketBase serialises them', () => {
    expect(fieldValueSql(field('images', 'file', false, true), 'l')).toContain('json_array()');
    expect(fieldValueSql(field('insurance', 'bool'), 'l')).toContain("json('true')");
    expect(fieldValueSql(field('price', 'number'), 'l')).toBe('coalesce(l."price", 0)');
    expect(fieldValueSql(field('availability', 'json'), 'l')).toBe(
      'CASE WHEN json_valid(l."availability") THEN json(l."availability") END',
    );
  });

  it('refuses a field type it does not know rather than guess', () => {
    expect(() => fieldValueSql(field('where', 'hologram'), 'l')).toThrow(/hologram/);
  });
});

describe('listingJsonSql', () => {
  it('leaves hidden fields out', () => {
    const sql = listingJsonSql(
      { id: 'c1', name: 'listings', fields: [field('title'), field('secret', 'text', true)] },
      'new',
    );
    expect(sql).toBe(
      `json_object('collectionId', 'c1', 'collectionName', 'listings', 'title', coalesce(new."title", ''))`,
    );
  });
});
