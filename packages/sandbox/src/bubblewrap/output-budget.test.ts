import { describe, expect, it } from 'vitest';
import { OutputBudget } from './output-budget';

describe('OutputBudget', () => {
  it('shares one budget between both streams and keeps exactly the limit', () => {
    const budget = new OutputBudget(10);
    expect(budget.add('stdout', Buffer.from('12345'))).toBe(true);
    expect(budget.add('stderr', Buffer.from('abcd'))).toBe(true);
    expect(budget.add('stdout', Buffer.from('6789'))).toBe(false);
    expect(budget.truncated).toBe(true);
    expect(Buffer.from(budget.bytes('stdout')).toString()).toBe('123456');
    expect(Buffer.from(budget.bytes('stderr')).toString()).toBe('abcd');
    expect(budget.add('stderr', Buffer.from('x'))).toBe(false);
  });

  it('does not flag output that fills the budget exactly', () => {
    const budget = new OutputBudget(4);
    expect(budget.add('stdout', Buffer.from('1234'))).toBe(true);
    expect(budget.truncated).toBe(false);
  });
});
