/**
 * Saves of U.S. Code titles in progress, kept outside the page so a save goes on while
 * the user reads elsewhere in the app, and the title page shows its progress when opened again.
 */
import { proxy } from 'valtio';
import { removeSavedTitle } from '../../db/savedTitles';
import { saveTitleForOffline, TitleSaveError, titleSaveMessages } from '../../search/titleDownload';
import { toast } from '../../components/toast';

export interface TitleSave {
  stored: number;
  total: number | null;
}

export interface TitleSaveState {
  /** Saves running now, by title number. */
  running: Record<number, TitleSave>;
  /** The last failure of each title's save, shown on its page until the next try. */
  errors: Record<number, string>;
}

export const titleSaveState = proxy<TitleSaveState>({ running: {}, errors: {} });

const controllers = new Map<number, AbortController>();

/** "Save this title for offline": streams its text into IndexedDB, with progress. */
export async function saveTitle(title: number, deps: { save?: typeof saveTitleForOffline } = {}): Promise<boolean> {
  if (controllers.has(title)) return false;
  const controller = new AbortController();
  controllers.set(title, controller);
  delete titleSaveState.errors[title];
  titleSaveState.running[title] = { stored: 0, total: null };
  try {
    const saved = await (deps.save ?? saveTitleForOffline)(title, {
      signal: controller.signal,
      onProgress: ({ stored, total }) => {
        titleSaveState.running[title] = { stored, total };
      },
    });
    toast({
      title: 'Saved for offline',
      message: `Title ${title} (${saved.sectionCount.toLocaleString('en-US')} sections) is saved on this device.`,
    });
    return true;
  } catch (error) {
    const cancelled = error instanceof TitleSaveError && error.code === 'cancelled';
    if (!cancelled) titleSaveState.errors[title] = error instanceof Error ? error.message : titleSaveMessages.incomplete;
    return false;
  } finally {
    controllers.delete(title);
    delete titleSaveState.running[title];
  }
}

export function cancelTitleSave(title: number): void {
  controllers.get(title)?.abort();
}

/** "Remove": the title's text leaves the device. */
export async function removeTitle(title: number): Promise<void> {
  try {
    await removeSavedTitle(title);
    toast({ title: 'Removed', message: `Title ${title} is no longer saved on this device.` });
  } catch {
    toast({ title: 'Error', message: `Title ${title} could not be removed from this device.`, variant: 'destructive' });
  }
}

export function isSaving(title: number): boolean {
  return controllers.has(title);
}
