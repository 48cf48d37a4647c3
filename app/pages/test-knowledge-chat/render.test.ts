import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import { elementTexts, links, renderPage, textOf } from '../../testing/renderPage';
import { GREETING, SUGGESTED_QUESTIONS } from './chatState';
import KnowledgeChatPage from './index';

describe('/test-knowledge-chat', () => {
  it('shows the title, the seeded greeting, the message box with a disabled Send, six suggestions and the two links', () => {
    const html = renderPage(KnowledgeChatPage, '/test-knowledge-chat');
    expect(elementTexts(html, 'h1')).toEqual(['Test My Legal Knowledge - Chat Mode']);
    const text = textOf(html);
    expect(text).toContain(DISCLAIMER);
    expect(text).toContain(GREETING);
    expect(html).toMatch(/<textarea[^>]*placeholder="Ask a question about federal law..."/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>[\s\S]*?Send/);
    for (const question of SUGGESTED_QUESTIONS) expect(elementTexts(html, 'button')).toContain(question);
    expect(links(html)).toEqual([
      ['/', 'Back to Home'],
      ['/test-knowledge', 'Quiz Mode'],
    ]);
  });
});
