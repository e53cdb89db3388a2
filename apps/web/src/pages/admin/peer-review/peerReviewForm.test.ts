import { describe, expect, it } from 'vitest';
import { changedPeerReviewSettings, peerReviewFormValues } from './peerReviewForm';
import { makeStage } from './testing/fakePeerReviewServer';

const ZONE = 'America/New_York';

describe('the peer-review settings form', () => {
  it('shows times in the course zone and the weight as a whole percentage', () => {
    const values = peerReviewFormValues(makeStage({ opensAt: '2026-10-05T13:00:00Z', weight: 0.07 }), ZONE);
    expect(values.opensAt).toBe('2026-10-05T09:00');
    expect(values.closesAt).toBe('');
    expect(values.weight).toBe(7);
  });

  it('sends nothing for untouched values, however the weight rounds', () => {
    const stage = makeStage({ opensAt: '2026-10-05T13:00:30Z', weight: 0.07 });
    expect(changedPeerReviewSettings(stage, peerReviewFormValues(stage, ZONE), ZONE)).toEqual({});
  });

  it('sends the changed settings only: an emptied time as null, the weight as a share', () => {
    const stage = makeStage({ opensAt: '2026-10-05T13:00:00Z' });
    const values = { ...peerReviewFormValues(stage, ZONE), opensAt: '', weight: 35, approval: true };
    expect(changedPeerReviewSettings(stage, values, ZONE)).toEqual({ opensAt: null, weight: 0.35, approval: true });
  });
});
