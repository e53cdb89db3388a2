import { describe, expect, it } from 'vitest';
import { claimUid } from './uid-claim';

describe.skipIf(process.platform !== 'linux')('claimUid', () => {
  it('gives a uid to one holder at a time, and again once released', async () => {
    const uid = 40000 + (process.pid % 20000);
    const first = await claimUid(uid);
    expect(first).not.toBeNull();
    expect(await claimUid(uid)).toBeNull();
    await first!.release();
    await first!.release();
    const again = await claimUid(uid);
    expect(again).not.toBeNull();
    await again!.release();
  });
});
