import { describe, expect, it } from 'vitest';
import { matchTypedActivity } from '.';
import { readTyped } from './words';

const idOf = (q: string) => matchTypedActivity(q)?.activity.id;

describe('typed questions are matched by meaning', () => {
  it('reads ages typed as numbers, and concepts by their everyday words', () => {
    expect([...readTyped("I'm 19 and want a Glock").concepts]).toEqual(expect.arrayContaining(['under21', 'handgun', 'gun']));
    expect(readTyped('buy 20 rounds').concepts.has('under21')).toBe(false);
    expect(readTyped('my 16-year-old son').concepts.has('under18')).toBe(true);
  });
  it('finds the specific activity, not one that only shares a word', () => {
    expect(idOf('buy a handgun at 19')).toBe('buy-handgun-under-21');
    expect(idOf('Can my 20 year old purchase a pistol from a gun store?')).toBe('buy-handgun-under-21');
    expect(idOf('carry a gun into a post office')).toBe('gun-federal-building');
    expect(idOf('bring a knife on a plane')).toBe('weapon-on-plane');
    expect(idOf('pick up a hitchhiker')).toBeUndefined();
    expect(idOf('go dumpster diving')).toBeUndefined();
  });
  it('leaves everyday questions no curated activity is about to the search, and reads a minor as under 21', () => {
    for (const q of [
      'ride my bike at night without lights',
      'carry a knife in my pocket',
      'shoot a deer on my land',
      'text my ex',
      'sell my old phone',
      'record a video of my dog',
      'mail a birthday card',
      'send a package to my mom',
      'buy a car at 17',
      'smoke cigarettes at 25',
      'drink a beer at 30 at home',
      'send money to family in mexico',
      'share my netflix password',
      'vote by mail',
      'throw away a letter',
    ]) {
      expect(idOf(q), q).toBeUndefined();
    }
    expect(idOf('give my kid a sip of wine')).toBe('alcohol-under-21');
    expect(idOf('sell cigarettes to a kid')).toBe('tobacco-under-21');
  });
});
