import { useEffect } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { useHydrated } from '../prerender/useHydrated';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from '../../core/constants';

const REGION_CLASS = 'laws-toasts';

/** Mantine renders one region per screen position; the visible toast is in one of them. */
function visibleToast(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.${REGION_CLASS} [role="alert"], .${REGION_CLASS} [role="status"]`);
}

/**
 * The notifications region (spec part 1 §9): at most one toast, 5 s each, F8 moves focus to
 * the visible toast, and a swipe of 50 px to the right dismisses it.
 */
export function ToastRegion() {
  // Drawn once a prerendered page is hydrated (a toast shown before waits in Mantine's store):
  // its portal and six transition groups re-draw synchronously when they mount, which on a
  // hydrated page was part of one long task (docs/lighthouse.md).
  const hydrated = useHydrated();
  useHotkeys([
    [
      'F8',
      () => {
        const target = visibleToast();
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
      },
    ],
  ]);

  useEffect(() => {
    let start: { x: number; id: string } | undefined;
    const onDown = (event: PointerEvent) => {
      const toast = (event.target as Element | null)?.closest?.(`.${REGION_CLASS} [role]`);
      const visible = notificationsStore.getState().notifications[0];
      start = toast && visible?.id ? { x: event.clientX, id: visible.id } : undefined;
    };
    const onUp = (event: PointerEvent) => {
      if (start && event.clientX - start.x >= TOAST_SWIPE_THRESHOLD_PX) notifications.hide(start.id);
      start = undefined;
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointerup', onUp);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointerup', onUp);
    };
  }, []);

  if (!hydrated) return null;
  return <Notifications className={REGION_CLASS} limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="bottom-right" />;
}
