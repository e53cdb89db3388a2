import { describe, expect, it } from 'vitest';
import { formatDuration, isPending, stateColor, stateLabel } from './runFormat';

describe('run format', () => {
  it('reads durations at the scale they have', () => {
    expect(formatDuration(null)).toBe('–');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
  });

  it('counts queue positions from one for people', () => {
    expect(stateLabel({ state: 'queued', queuePosition: 0 })).toBe('Queued (position 1)');
    expect(stateLabel({ state: 'queued', queuePosition: null })).toBe('Queued');
    expect(stateLabel({ state: 'error', queuePosition: null })).toBe('Could not be graded');
  });

  it('colours a completed run by whether anything failed', () => {
    expect(stateColor({ state: 'completed', failed: 0 })).toBe('success');
    expect(stateColor({ state: 'completed', failed: 2 })).toBe('warning');
    expect(stateColor({ state: 'error', failed: 0 })).toBe('error');
  });

  it('knows which states are still going', () => {
    expect(isPending('queued')).toBe(true);
    expect(isPending('running')).toBe(true);
    expect(isPending('superseded')).toBe(false);
  });
});
