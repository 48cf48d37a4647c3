import { describe, expect, it } from 'vitest';
import { buildQuestion } from '../whatsIllegal/question';
import { POST_MAX, searchRequestSchema } from './legal';
import { tutorChatRequestSchema as chatRequestSchema } from './quiz';
import { whatsIllegalRequestSchema } from './whatsIllegal';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('post length messages say the real limit', () => {
  it('the Assistant and the tutor refuse 5,001 characters with "under 5,000 characters"', () => {
    expect(POST_MAX).toBe(5000);
    expect(firstMessage(searchRequestSchema.safeParse({ query: 'a'.repeat(POST_MAX + 1) }))).toBe(
      'Please keep your question under 5,000 characters',
    );
    expect(searchRequestSchema.safeParse({ query: 'a'.repeat(POST_MAX) }).success).toBe(true);
    const chat = chatRequestSchema.safeParse({ question: 'a'.repeat(POST_MAX + 1) });
    expect(chat.error?.issues.map((i) => i.message)).toContain('Please keep your question under 5,000 characters');
  });

  it("What's Illegal says the activity's limit (5,000), not the question's, and accepts an activity of exactly 5,000", () => {
    const over = whatsIllegalRequestSchema.safeParse({
      question: buildQuestion('a'.repeat(POST_MAX + 1), 'Texas'),
      state: 'TX',
      stateName: 'Texas',
    });
    expect(over.error?.issues.map((i) => i.message)).toContain('Please keep the activity under 5,000 characters');
    expect(JSON.stringify(over.error?.issues)).not.toMatch(/5,?100/);
    expect(
      whatsIllegalRequestSchema.safeParse({ question: buildQuestion('a'.repeat(POST_MAX), 'Texas'), state: 'TX', stateName: 'Texas' })
        .success,
    ).toBe(true);
  });
});
