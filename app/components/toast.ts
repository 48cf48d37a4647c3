import type { ReactNode } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';

export interface ToastOptions {
  title: string;
  message?: ReactNode;
  /** 'destructive' is for failures: shown in red. */
  variant?: 'default' | 'destructive';
}

/** Toast ids by what they say, while shown or waiting: the same toast again replaces it. */
const byContent = new Map<string, string>();

function contentKey({ title, message, variant = 'default' }: ToastOptions): string {
  return [variant, title, typeof message === 'string' || typeof message === 'number' ? String(message) : ''].join('\u0000');
}

/**
 * The app's toast (spec part 1 §8 texts). At most one is visible (spec part 1 §9); each closes
 * after 5 s. A new toast replaces the one shown instead of waiting behind it, and toasts about
 * a page are cleared when the user leaves it (clearToastsOfPreviousPage).
 */
export function toast(options: ToastOptions): string {
  const { title, message, variant = 'default' } = options;
  const key = contentKey(options);
  // The newest toast is the one that matters: whatever is shown or waiting is cleared, so two
  // never overlap and a stale "Missing Required Fields" never sits over a generated contract.
  hideAll();
  const destructive = variant === 'destructive';
  const id: string = notifications.show({
    title,
    message: message ?? null,
    color: destructive ? 'red' : undefined,
    withBorder: destructive,
    className: destructive ? 'toast-destructive' : undefined,
    // Failures interrupt (alert); confirmations are announced politely (status).
    role: destructive ? 'alert' : 'status',
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    onClose: () => {
      shownAt.delete(id);
      if (byContent.get(key) === id) byContent.delete(key);
    },
  });
  byContent.set(key, id);
  shownAt.set(id, Date.now());
  return id;
}

/** When each toast was raised (ms), to tell a toast of this page from one of the page before. */
const shownAt = new Map<string, number>();

function hideAll(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const n of [...shown, ...queue]) if (n.id) notifications.hide(n.id);
}

/**
 * A toast raised this long before a navigation is about the page it was raised on, and is
 * cleared when the user goes to another page; one raised just before it ("Account created
 * successfully!", then the main page) goes along.
 */
export const TOAST_FOLLOWS_NAVIGATION_MS = 1_000;

/** Called on every change of page: clears toasts about the page the user left. */
export function clearToastsOfPreviousPage(now = Date.now()): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const n of [...shown, ...queue]) {
    if (n.id && now - (shownAt.get(n.id) ?? 0) > TOAST_FOLLOWS_NAVIGATION_MS) notifications.hide(n.id);
  }
}
