import { expect } from '@playwright/test';
import { AI_FALLBACK_NOTICES } from '../core/answer/aiNotices';
import { UNVERIFIED } from '../core/answer/aiCheck';
import type { FakeOpenAi } from '../test-support/server/fakeOpenAi';
import { AppShell } from './pages/AppShell';
import { AssistantPage } from './pages/AssistantPage';
import { signUpByApi } from './pages/SignupPage';
import { seriousAccessibilityViolations, WCAG_21_AA } from './support/accessibility';
import { test as base } from './support/fakeUpstreams';

// The worker's server with fakes (e2e/support/fakeUpstreams.ts): its AI model is a fake
// OpenAI-compatible server on 127.0.0.1 (the server's real openai SDK talks to it); each test
// scripts the model's reply.
const test = base.extend<{ model: FakeOpenAi }>({
  model: async ({ upstreams: { model } }, use) => {
    model.requests.length = 0;
    await use(model);
  },
});
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const QUESTION = 'A debt collector keeps calling me at work. Is that allowed?';
const FIRST_LINE = 'Yes: federal law limits when and where a debt collector may contact you.';

async function openAssistant(page: import('@playwright/test').Page) {
  await signUpByApi(page, 'ai');
  await new AppShell(page).openMainPage();
  const assistant = new AssistantPage(page);
  await expect(assistant.heading).toBeVisible();
  return assistant;
}

test('the AI model’s answer starts typing from its first line; the invented citation is flagged, never a source', async ({
  page,
  model,
}) => {
  const assistant = await openAssistant(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  model.answerWith({
    kind: 'pieces',
    pieces: [
      `${FIRST_LINE}\n`,
      '\nA collector may not call you at work if it knows your employer does not allow such calls.\n',
      '\nWhen collectors may contact you [15 U.S.C. § 1692c]\n  Calls at work must stop once the collector knows your employer forbids them.\n',
      '\nDebt Forgiveness Act [15 U.S.C. § 1692zz]\n  Debts vanish after three years.\n',
    ],
    // The model stops after its first line until the page has shown it.
    pauses: { 1: held },
  });
  await assistant.ask(QUESTION);
  const answer = assistant.latestAnswer;
  await expect(answer.root.getByText(FIRST_LINE)).toBeVisible({ timeout: 30_000 });
  await expect(answer.root).toHaveAttribute('aria-busy', 'true');
  release();

  await answer.root.getByRole('button', { name: 'Show full answer' }).click({ timeout: 30_000 });
  await answer.expectStructured();
  await expect(answer.root.getByText('Answered by the AI model', { exact: false }).first()).toBeVisible();
  await expect(answer.lawHeadings).toHaveCount(1);
  await expect(answer.lawHeadings.first()).toContainText('15 U.S.C. § 1692c');
  await expect(answer.verifyLinks.first()).toHaveAttribute('href', /^https:\/\/uscode\.house\.gov\//);
  await expect(
    answer.root.getByText(`Debt Forgiveness Act (15 U.S.C. § 1692zz): this citation ${UNVERIFIED}`, { exact: false }),
  ).toBeVisible();
  await expect(answer.root.getByText('Debts vanish')).toHaveCount(0);
  await expect(answer.root.getByText("1 citation in the AI model's answer could not be verified", { exact: false })).toBeVisible();
  await expect(answer.sources.filter({ hasText: '1692zz' })).toHaveCount(0);
  await expect(answer.sources.filter({ hasText: '15 U.S.C. § 1692c' }).first()).toBeVisible();
  // The notice and the flagged line are marked for everyone, and the answer passes WCAG 2.1 AA.
  await expect(answer.root.getByRole('note', { name: 'About this answer' })).toContainText('could not be verified');
  expect(await seriousAccessibilityViolations(page, { include: 'article[aria-label="Answer"]', tags: WCAG_21_AA })).toEqual([]);
  expect(model.requests).toHaveLength(1);
  expect(model.requests[0]!.stream).toBe(true);
});

test('a failing model: the built-in engine answers, with a notice saying why', async ({ page, model }) => {
  const assistant = await openAssistant(page);
  model.answerWith({ kind: 'status', status: 500 });
  // A federal question: a state-law one with no federal law never reaches the model.
  await assistant.ask('A debt collector keeps calling me at work even though my boss does not allow it. Can they do that?');
  const answer = assistant.latestAnswer;
  await answer.expectTyping();
  await answer.showFullAnswerButton.click();
  await answer.expectStructured();
  await expect(answer.root.getByText(AI_FALLBACK_NOTICES.upstream)).toBeVisible();
  await expect(answer.root.getByText('Answered by the built-in engine', { exact: false }).first()).toBeVisible();
  await expect(answer.lawHeadings.first()).toBeVisible();
});
