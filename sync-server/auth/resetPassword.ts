import { randomInt } from 'node:crypto';
import type { Store } from '../store';
import { hashPassword } from './passwords';

/** 20 characters from a 31-letter alphabet (about 99 random bits), in groups of 5 to read out. */
function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  let text = '';
  for (let i = 0; i < 20; i++) text += alphabet[randomInt(alphabet.length)];
  return text.match(/.{5}/g)!.join('-');
}

export interface ResetResult {
  /** The new password to give the account's owner (they should change it from the account menu). */
  password: string;
  sessionsEnded: number;
}

/**
 * The operator's way back into an account (`npm run reset-password -- <email>`): a new random
 * password, every session of the account ended. undefined when no account has that e-mail.
 */
export async function resetPassword(store: Store, email: string, scryptLogN: number): Promise<ResetResult | undefined> {
  const user = await store.users.findByEmail(email);
  if (!user) return undefined;
  const password = temporaryPassword();
  await store.users.setPassword(user.id, await hashPassword(password, scryptLogN));
  const sessionsEnded = await store.sessions.destroyAllForUser(user.id);
  return { password, sessionsEnded };
}
