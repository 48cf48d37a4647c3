import { accountMessages } from '../../core/accountMessages';
import { clearDeletedAccountData, getLastKnownUser } from '../db/onDemand';
import type { ToastOptions } from '../components/toast';

/**
 * An account deleted on another device while this one was offline: the server refuses its
 * cookie with 410. Everything of that user on this device is removed, writes still waiting in
 * the outbox included (they can never be accepted), and the user is told so once.
 */
let pending: ToastOptions | undefined;

export function deletedAccountNotice(unsent: number): ToastOptions {
  const lost =
    unsent === 0
      ? ''
      : ` ${unsent} unsent message${unsent === 1 ? ' was' : 's were'} not sent and ${unsent === 1 ? 'has' : 'have'} been removed from this device.`;
  return { title: 'Account deleted', message: `${accountMessages.accountDeleted}${lost}`, variant: 'destructive' };
}

/** Called when the server answers 410 for the current user. */
export async function endDeletedAccount(): Promise<void> {
  const user = await getLastKnownUser().catch(() => null);
  const unsent = user ? await clearDeletedAccountData(user.id).catch(() => 0) : 0;
  pending = deletedAccountNotice(unsent);
}

/** The notice of an account deleted elsewhere, once. */
export function takeDeletedAccountNotice(): ToastOptions | undefined {
  const notice = pending;
  pending = undefined;
  return notice;
}
