import { describe, expect, it } from 'vitest';
import { decodeUid, encodeUid } from './uid';

describe('link uids', () => {
  it('round-trips user ids', () => {
    for (const id of [1, 42, 2_147_483_647]) expect(decodeUid(encodeUid(id))).toBe(id);
  });

  it('reads anything else as no user', () => {
    for (const uid of ['', 'MA', encodeUid(0), Buffer.from('-3').toString('base64url'), Buffer.from('2147483648').toString('base64url'), 'a/b', 'x'.repeat(40)]) {
      expect(decodeUid(uid), uid).toBeNull();
    }
  });
});
