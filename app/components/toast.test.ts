import { afterEach, describe, expect, it } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { toast } from './toast';

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

  it('different toasts still queue one after another', () => {
    toast({ title: 'Success', message: 'Answer saved.' });
    toast({ title: 'Error', message: 'It could not be saved.', variant: 'destructive' });
    expect(all()).toEqual(['Success|Answer saved.', 'Error|It could not be saved.']);
  });
});
