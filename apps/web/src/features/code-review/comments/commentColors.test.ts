import { describe, expect, it } from 'vitest';
import { authorColor, commentColor, parseColor, rangeBackground, readableTextColor } from './commentColors';

describe('comment colours', () => {
  it('reads hex and rgb() colours', () => {
    expect(parseColor('#1677ff')).toEqual({ r: 22, g: 119, b: 255 });
    expect(parseColor('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColor('#11223380')).toEqual({ r: 17, g: 34, b: 51 });
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('rgba(10 20 30 / 0.5)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('')).toBeNull();
    expect(parseColor('url(javascript:alert(1))')).toBeNull();
  });

  it("keeps a comment's own colour and gives one without a colour its author's", () => {
    expect(commentColor('#123456', 'a@x.edu')).toBe('#123456');
    expect(commentColor('', 'a@x.edu')).toBe(authorColor('a@x.edu'));
    expect(commentColor('not a colour', 'a@x.edu')).toBe(authorColor('a@x.edu'));
    // The same author always gets the same colour.
    expect(authorColor('a@x.edu')).toBe(authorColor('a@x.edu'));
    expect(parseColor(authorColor(null))).not.toBeNull();
  });

  it('tints a range more strongly on dark backgrounds and for the hovered comment', () => {
    expect(rangeBackground('#1677ff', false, 'normal')).toBe('rgba(22, 119, 255, 0.18)');
    expect(rangeBackground('#1677ff', false, 'strong')).toBe('rgba(22, 119, 255, 0.36)');
    expect(rangeBackground('#1677ff', true, 'normal')).toBe('rgba(22, 119, 255, 0.26)');
    expect(rangeBackground('#1677ff', true, 'strong')).toBe('rgba(22, 119, 255, 0.5)');
    expect(rangeBackground('', false, 'normal')).toMatch(/^rgba\(\d+, \d+, \d+, 0\.18\)$/);
  });

  it('picks light text on dark colours and dark text on light ones', () => {
    expect(readableTextColor('#000080')).toBe(readableTextColor('#000000'));
    expect(readableTextColor('#ffff99')).toBe(readableTextColor('#ffffff'));
    expect(readableTextColor('#000080')).not.toBe(readableTextColor('#ffff99'));
  });
});
