import { describe, expect, it } from 'vitest';
import { activityTemplates } from '../data/activities';
import { ENTER_ACTIVITY_MESSAGE, whatsIllegalRequestSchema } from '../schemas/whatsIllegal';
import { buildQuestion, matchActivity, normalizeActivity, parseQuestion } from './question';

describe('the question', () => {
  it('is built exactly as the spec says', () => {
    expect(buildQuestion('fly a drone', 'Texas')).toBe('Is it illegal to fly a drone in the state of Texas?');
  });

  it('reads back the activity and the state name', () => {
    expect(parseQuestion('Is it illegal to fly a drone in the state of Texas?')).toEqual({ activity: 'fly a drone', stateName: 'Texas' });
    expect(parseQuestion('Is it illegal to  in the state of Texas?')).toEqual({ activity: '', stateName: 'Texas' });
    expect(parseQuestion('Is it illegal to   swim   at night in the state of New York?')).toEqual({
      activity: 'swim at night',
      stateName: 'New York',
    });
    // A question of another form is all activity.
    expect(parseQuestion('juggle on a bridge?')).toEqual({ activity: 'juggle on a bridge', stateName: null });
  });

  it('matches each template by its phrase and label, and common variants, but not other words', () => {
    for (const template of activityTemplates) {
      expect(matchActivity(template.activity)?.id).toBe(template.id);
      expect(matchActivity(template.label.toUpperCase())?.id).toBe(template.id);
    }
    expect(matchActivity('Fly my drone')?.id).toBe('drone');
    expect(matchActivity('texting and driving')?.id).toBe('text-drive');
    expect(matchActivity('shoot down a drone')).toBeUndefined();
    expect(matchActivity('keep chickens')).toBeUndefined();
    expect(normalizeActivity("Record someone's call!")).toBe('record call');
  });
});

describe('the request schema', () => {
  const valid = { question: buildQuestion('jaywalk', 'Texas'), state: 'tx', stateName: 'Texas' };

  it('accepts a question with an activity and a known state (code upper-cased)', () => {
    expect(whatsIllegalRequestSchema.parse(valid)).toEqual({ ...valid, state: 'TX' });
  });

  it('rejects a blank activity, a missing or unknown state', () => {
    const blank = whatsIllegalRequestSchema.safeParse({ ...valid, question: buildQuestion('   ', 'Texas') });
    expect(blank.success ? null : blank.error.issues[0]?.message).toBe(ENTER_ACTIVITY_MESSAGE);
    const missing = whatsIllegalRequestSchema.safeParse({ question: valid.question, stateName: 'Texas' });
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe('Please select a state.');
    const unknown = whatsIllegalRequestSchema.safeParse({ ...valid, state: 'ZZ' });
    expect(unknown.success ? null : unknown.error.issues[0]?.message).toBe('Unknown state: ZZ');
  });
});
