import { describe, expect, it } from 'vitest';
import { stateRoute } from '../../../core/answer/lead';
import { stateLawTopics } from '../../../core/data/stateLawTopics';
import { linkifyParts } from './linkify';
import { cardText } from './StateLawCard';

describe('the state-law card text', () => {
  const topic = stateLawTopics[0]!;
  const written = stateRoute({ topic } as Parameters<typeof stateRoute>[0], undefined);

  it('names the chosen state first once one is chosen, drops an older "Choose your state" prompt, and links /state-laws', () => {
    expect(written).toMatch(/for the state you pick there/);
    const after = cardText(written, { name: 'Ohio', topic: topic.label });
    expect(after.startsWith(`Ohio’s law on ${topic.label} is linked below.`)).toBe(true);
    const older = cardText(`Choose your state to see its law. ${written}`, { name: 'Ohio', topic: topic.label });
    expect(older).not.toMatch(/Choose your state/);
    expect(older.startsWith(`Ohio’s law on ${topic.label} is linked below.`)).toBe(true);
    expect(cardText(written, undefined)).toBe(written);
    expect(
      linkifyParts(written)
        .filter((p) => p.kind === 'page')
        .map((p) => p.text),
    ).toEqual(['/state-laws']);
  });
});
