import { describe, expect, it } from 'vitest';
import { stateRoute } from '../../../core/answer/lead';
import { stateLawTopics } from '../../../core/data/stateLawTopics';
import { linkifyParts } from './linkify';
import { cardText } from './StateLawCard';

describe('the state-law card text', () => {
  const topic = stateLawTopics[0]!;
  const written = stateRoute({ topic } as Parameters<typeof stateRoute>[0], undefined);

  it('drops the "Choose your state" prompt once a state is chosen, and links /state-laws', () => {
    expect(written).toMatch(/^Choose your state/);
    const after = cardText(written, { name: 'Ohio', topic: topic.label });
    expect(after).not.toMatch(/Choose your state/);
    expect(after.startsWith(`Ohio’s law on ${topic.label} is linked below.`)).toBe(true);
    expect(cardText(written, undefined)).toBe(written);
    expect(linkifyParts(written).filter((p) => p.kind === 'page').map((p) => p.text)).toEqual(['/state-laws']);
  });
});
