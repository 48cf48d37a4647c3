// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import { headingTexts, links, namesOf, renderScreen, screen } from '../../testing/render';
import { GREETING, SUGGESTED_QUESTIONS } from './chatState';
import KnowledgeChatPage from './index';

describe('/test-knowledge-chat', () => {
  it('shows the title, the seeded greeting, the message box with a disabled Send, six suggestions and the two links', () => {
    renderScreen(KnowledgeChatPage, { path: '/test-knowledge-chat' });
    expect(headingTexts(1)).toEqual(['Test My Legal Knowledge - Chat Mode']);
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    expect(screen.getByText(GREETING)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ask a question about federal law...').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    for (const question of SUGGESTED_QUESTIONS) expect(namesOf('button')).toContain(question);
    expect(links()).toEqual([
      ['/', 'Back to Home'],
      ['/test-knowledge', 'Quiz Mode'],
    ]);
  });
});
