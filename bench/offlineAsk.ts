/**
 * Asking the Assistant offline in the library-save bench (bench/librarySave.ts), timed two ways:
 * by the harness and in the page.
 */
import type { Page } from '@playwright/test';

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question about federal law' });

/** True once the answer after the question `q` (its first 80 characters) shows the offline notice. */
function answerIsShown(q: string): boolean {
  const articles = [...document.querySelectorAll('article, [role="article"]')];
  let asked = -1;
  articles.forEach((article, i) => {
    if (article.textContent?.includes(q)) asked = i;
  });
  return asked >= 0 && articles.slice(asked + 1).some((a) => a.textContent?.includes('Offline: answered from your saved library'));
}

/**
 * In the page: resolves with performance.now() at the first frame drawn after the answer to the
 * question (its first 80 characters) is in the page: a mutation observer, then the frame and the
 * task after it. A string, as tsx's helpers do not exist in the page.
 */
const answerFrameAt = (q: string) => `new Promise((resolve) => {
  const isShown = ${answerIsShown.toString()};
  const observer = new MutationObserver(() => {
    if (!isShown(${JSON.stringify(q)})) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
})`;

export interface OfflineAsk {
  /** From Playwright's click call on a still button to the answer seen by polling (its actionability checks and round trips included). */
  harnessMs: number;
  /** In the page: from the click event to the first frame drawn with the answer. */
  inPageMs: number;
}

/**
 * Asks and waits for the offline answer to show. The conversation is windowed (only the last
 * exchanges are in the page), so the answer is the one after the question's own article, not
 * the Nth. Two times: the harness's, from Playwright's click call on a Search button that is
 * still (checking it is visible, enabled and still, scrolling it into view, its round trips to
 * the page) to the answer seen by polling every 50 ms; and the page's own,
 * from the click event to the first frame drawn with the answer.
 */
export async function askOffline(page: Page, question: string): Promise<OfflineAsk> {
  const q = question.slice(0, 80);
  await questionBox(page).fill(question);
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: number };
    delete w.__clickAt;
    document.addEventListener('click', (event) => (w.__clickAt = event.timeStamp), { capture: true, once: true });
  });
  const frame = page.evaluate<number>(answerFrameAt(q));
  const search = page.getByRole('button', { name: 'Search', exact: true });
  // As a person taps a button that is still: the page scrolls smoothly to each new question, and
  // a click sent while the box still moves waited in Playwright's retries ('element is not
  // stable', 0.5 s steps), up to 1.5 s per answer, none of it the answer's time.
  await search.click({ trial: true });
  const started = Date.now();
  await search.click();
  try {
    await page.waitForFunction(answerIsShown, q, { timeout: 120_000, polling: 50 });
  } catch (error) {
    const log = await page
      .getByRole('log', { name: 'Conversation' })
      .innerText()
      .catch(() => '');
    throw new Error(`No offline answer to "${question.slice(0, 60)}…"; the conversation ends: ${log.slice(-1500)}`, { cause: error });
  }
  const harnessMs = Date.now() - started;
  const frameAt = await frame;
  const clickAt = await page.evaluate(() => (window as unknown as { __clickAt?: number }).__clickAt ?? Number.NaN);
  return { harnessMs, inPageMs: Math.round(frameAt - clickAt) };
}
