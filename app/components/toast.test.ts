import { afterEach, describe, expect, it } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { clearToastsOfPreviousPage, toast, TOAST_FOLLOWS_NAVIGATION_MS } from './toast';

const all = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].map((n) => `${n.title}|${n.message}`);
};

afterEach(() => notifications.clean());

describe('toasts', () => {
  it('one action, one toast: the same toast twice leaves one, and the newer one replaces the older', () => {
    const first = toast({ title: 'Success', message: 'Answer saved.' });
    const second = toast({ title: 'Success', message: 'Answer saved.' });
    expect(all()).toEqual(['Success|Answer saved.']);
    expect(second).not.toBe(first);
    expect(notificationsStore.getState().notifications.map((n) => n.id)).toEqual([second]);
  });

  it('a new toast replaces the one shown: never two at once, never a stale one waiting', () => {
    toast({ title: 'Missing Required Fields', message: 'Please fill in: Landlord Name' });
    const latest = toast({
      title: 'Contract Generated',
      message: 'Your contract has been generated successfully. Please review it carefully.',
    });
    expect(all()).toEqual(['Contract Generated|Your contract has been generated successfully. Please review it carefully.']);
    expect(notificationsStore.getState().notifications.map((n) => n.id)).toEqual([latest]);
  });

  it('leaving a page clears its toasts; one raised just before the move goes along', () => {
    toast({ title: 'Failed to refresh news', variant: 'destructive' });
    // Timed from after the toast was raised: a clock tick between the two failed it on a loaded machine.
    clearToastsOfPreviousPage(Date.now() + TOAST_FOLLOWS_NAVIGATION_MS + 1);
    expect(all()).toEqual([]);
    toast({ title: 'Account created successfully!' });
    clearToastsOfPreviousPage(Date.now());
    expect(all()).toEqual(['Account created successfully!|null']);
  });
});
