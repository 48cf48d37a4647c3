import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';

export interface ToastOptions {
  title: string;
  message?: ReactNode;
  /** 'destructive' is for failures: shown in red. */
  variant?: 'default' | 'destructive';
}

/** The app's toast (spec part 1 §8 texts). At most one is visible; each closes after 5 s. */
export function toast({ title, message, variant = 'default' }: ToastOptions): string {
  const destructive = variant === 'destructive';
  return notifications.show({
    title,
    message: message ?? null,
    color: destructive ? 'red' : undefined,
    withBorder: destructive,
    className: destructive ? 'toast-destructive' : undefined,
    // Failures interrupt (alert); confirmations are announced politely (status).
    role: destructive ? 'alert' : 'status',
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}
