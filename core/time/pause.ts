/**
 * A pause for long work done in steps: lets timers and I/O through before the next step
 * (setTimeout: the one macrotask Node and browsers both have). A server building its search
 * index this way keeps answering other requests (issue 18).
 */
export function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
