import { NetworkError } from '../api/client';
import { pwaState } from '../pwa/pwaState';

export interface OnlineOrOffline<T> {
  /** The server's answer. */
  fromServer(): Promise<T>;
  /** The answer worked out on this device (the saved law library, the built-in engines). */
  onDevice(): Promise<T>;
  /** The browser says there is no connection: the server is not asked. Default: the browser's online flag. */
  knownOffline?(): boolean;
  /** Whether the device has what it answers from (a saved library); default: it always has. */
  deviceCanAnswer?(): Promise<boolean>;
  /**
   * The error when the device has nothing to answer from: `offline` says whether the browser
   * says so now (else the server could not be reached). Default: the server's NetworkError.
   */
  noDeviceAnswer?(offline: boolean): Error;
}

/**
 * "Ask the server, else the saved library on the device", as every screen that answers does it
 * (the Assistant, What's Illegal, the tutor, contract drafting, the law database): the server's
 * answer, unless the browser already says it is offline or the request gets no reply
 * (NetworkError); then the device's. Any other failure of the server (a refusal, a 5xx, a reply
 * that cannot be read) is thrown as it is: it is not "offline". docs/DESIGN.md "One chat".
 */
export async function answerOnlineOrOffline<T>(how: OnlineOrOffline<T>): Promise<T> {
  const knownOffline = how.knownOffline ?? (() => !pwaState.online);
  let unreachable: unknown = new NetworkError();
  if (!knownOffline()) {
    try {
      return await how.fromServer();
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      unreachable = error;
    }
  }
  if (how.deviceCanAnswer && !(await how.deviceCanAnswer().catch(() => false))) {
    throw how.noDeviceAnswer ? how.noDeviceAnswer(knownOffline()) : unreachable;
  }
  return how.onDevice();
}
