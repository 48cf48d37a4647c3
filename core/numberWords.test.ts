import { describe, expect, it } from 'vitest';
import { numberWordValue } from './numberWords';

describe('numberWordValue', () => {
  it('reads digits, unit words, teens, tens and hyphenated tens', () => {
    expect(numberWordValue('180')).toBe(180);
    expect(numberWordValue('Six')).toBe(6);
    expect(numberWordValue('fourteen')).toBe(14);
    expect(numberWordValue('ninety')).toBe(90);
    expect(numberWordValue('twenty-five')).toBe(25);
    expect(numberWordValue('thirty one')).toBe(31);
  });

  it('reads nothing else', () => {
    expect(numberWordValue('twenty-twelve')).toBeUndefined();
    expect(numberWordValue('twenty-zero')).toBeUndefined();
    expect(numberWordValue('several')).toBeUndefined();
    expect(numberWordValue('one-half')).toBeUndefined();
  });
});
