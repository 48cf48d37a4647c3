/**
 * Loads a module whose imports are large (zod, Dexie, the app's schemas) one file at a time, each
 * in a task of its own, waiting for the browser to be idle between them. Imported at once, the
 * browser evaluates the whole set in one task; on a phone that was a few hundred milliseconds in
 * which a tap waited (docs/lighthouse.md). `steps` are the large imports, in dependency order;
 * a step that fails is left to `last`, which imports the module itself and reports any failure.
 */
export async function importInSteps<T>(steps: readonly (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await step().catch(() => undefined);
    await nextIdleTask();
  }
  return last();
}

function nextIdleTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 0);
  });
}
