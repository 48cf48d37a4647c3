import type { ReactNode } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';

export interface ToastOptions {
  title: string;
  message?: ReactNode;
  /** 'destructive' is for failures: shown in red. */
  variant?: 'default' | 'destructive';
}

/** Toast ids by what they say, while shown or waiting: the same toast again replaces it (issue 22). */
const byContent = new Map<string, string>();

function contentKey({ title, message, variant = 'default' }: ToastOptions): string {
  return [variant, title, typeof message === 'string' || typeof message === 'number' ? String(message) : ''].join('\u0000');
}

function present(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.id === id) || queue.some((n) => n.id === id);
}

/**
 * The app's toast (spec part 1 §8 texts). At most one is visible; each closes after 5 s. One
 * action shows one toast: the same title and message again (a double call, a repeated action)
 * replaces the one shown instead of stacking a copy behind it.
 */
export function toast(options: ToastOptions): string {
  const { title, message, variant = 'default' } = options;
  const key = contentKey(options);
  const previous = byContent.get(key);
  if (previous && present(previous)) notifications.hide(previous);
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
      if (byContent.get(key) === id) byContent.delete(key);
    },
  });
  byContent.set(key, id);
  return id;
}
