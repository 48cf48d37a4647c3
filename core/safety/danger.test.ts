import { describe, expect, it } from 'vitest';
import { dangerIn } from './danger';

const first = (text: string) => dangerIn(text)?.lines[0]?.id;

describe('dangerIn', () => {
  it('opens with the line for each kind of danger', () => {
    expect(first('i have been planning to end my life, who gets my things if i dont have a will')).toBe('988');
    expect(first('My husband hits me when he drinks and I want a divorce')).toBe('domestic-violence');
    expect(first('my neighbor beats his 6 year old and I hear it through the wall')).toBe('childhelp');
    expect(first('my toddler got into the bleach under the sink what do i do')).toBe('poison-control');
    expect(first('I was raped at a party by a coworker')).toBe('rainn');
    expect(first('someone is breaking into my house right now')).toBe('911');
    expect(first('my ex said he would kill me if I took the kids')).toBe('domestic-violence');
    expect(dangerIn('my ex said he would kill me if I took the kids')?.lines.map((l) => l.id)).toContain('911');
  });
  it('ordinary words do not trigger it', () => {
    for (const text of [
      'I got a killer deal on a car and now the dealer wants more money',
      'my boss is killing me with overtime and not paying it',
      "I'd die for a day off, can my employer make me work 7 days",
      'I got food poisoning at a restaurant, can I sue',
      'they shared my data without my consent',
      'someone broke into my email account and changed the password',
      'is physician assisted suicide legal in Oregon',
    ])
      expect(dangerIn(text), text).toBeUndefined();
  });
});
