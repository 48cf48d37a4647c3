import { accountMessages } from '../../../core/accountMessages';
import { ApiError, NetworkError, apiRequest } from '../../api/client';
import { clearDeletedAccountData } from '../../db/onDemand';
import { downloadTextFile } from '../downloadTextFile';

/** "Download my data": GET /api/auth/me/export, saved as laws-ai-data-<date>.json. */
export async function downloadMyData(now: () => Date = () => new Date()): Promise<void> {
  const data = await apiRequest('GET', '/api/auth/me/export');
  downloadTextFile(`laws-ai-data-${now().toISOString().slice(0, 10)}.json`, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
}

export type DeleteOutcome = { ok: true } | { ok: false; error: string };

/**
 * "Delete my account": DELETE /api/auth/me with the password; on success everything of the
 * user on this device goes too (app/db clearDeletedAccountData).
 */
export async function deleteMyAccount(userId: string, password: string): Promise<DeleteOutcome> {
  if (password === '') return { ok: false, error: accountMessages.passwordRequired };
  try {
    await apiRequest('DELETE', '/api/auth/me', { password });
  } catch (error) {
    if (error instanceof NetworkError)
      return { ok: false, error: 'You are offline. An account can only be deleted while connected; nothing was deleted.' };
    if (error instanceof ApiError) return { ok: false, error: error.serverMessage ?? error.message };
    throw error;
  }
  await clearDeletedAccountData(userId).catch((error: unknown) => console.warn('Laws AI: could not clear local data', error));
  return { ok: true };
}
