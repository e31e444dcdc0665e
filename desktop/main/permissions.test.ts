import { describe, expect, it } from 'vitest';
import { denyAllPermissions } from './permissions';
import { FakeSession } from './test-support/fake-electron';

describe('permissions', () => {
  it('denies every request and every check', () => {
    const session = new FakeSession();
    denyAllPermissions(session);
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
      'hid',
      'serial',
      'fullscreen',
    ]) {
      const answers: boolean[] = [];
      session.requestHandler!({}, permission, (granted) => answers.push(granted));
      expect(answers, permission).toEqual([false]);
      expect(session.checkHandler!({}, permission), permission).toBe(false);
    }
  });
});
