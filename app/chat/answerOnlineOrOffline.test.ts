import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/client';
import { noSavedLibraryMessages, NoSavedLibraryError } from '../pages/main/assistant/search';
import { answerOnlineOrOffline, type OnlineOrOffline } from './answerOnlineOrOffline';

/** A chat's sources, recorded: the server's answer or failure, and a library saved on the device or not. */
function sources({ server, saved = true, offline = false }: { server: () => Promise<string>; saved?: boolean; offline?: boolean }) {
  const asked: string[] = [];
  const how: OnlineOrOffline<string> = {
    knownOffline: () => offline,
    fromServer: () => {
      asked.push('server');
      return server();
    },
    deviceCanAnswer: async () => saved,
    noDeviceAnswer: (isOffline) => new NoSavedLibraryError(isOffline),
    onDevice: async () => {
      asked.push('device');
      return 'Answered from the law library saved on this device';
    },
  };
  return { how, asked };
}

describe('answerOnlineOrOffline', () => {
  it("online: the server's answer, and the device is not asked", async () => {
    const { how, asked } = sources({ server: async () => 'The server answered' });
    expect(await answerOnlineOrOffline(how)).toBe('The server answered');
    expect(asked).toEqual(['server']);
  });

  it('the server cannot be reached: the answer from the library saved on the device', async () => {
    const { how, asked } = sources({ server: () => Promise.reject(new NetworkError()) });
    expect(await answerOnlineOrOffline(how)).toBe('Answered from the law library saved on this device');
    expect(asked).toEqual(['server', 'device']);
  });

  it('the browser says it is offline: the device answers and the server is not asked', async () => {
    const { how, asked } = sources({ server: async () => 'never', offline: true });
    expect(await answerOnlineOrOffline(how)).toBe('Answered from the law library saved on this device');
    expect(asked).toEqual(['device']);
  });

  it('no saved library: the message that says what to do, for offline and for a server that cannot be reached', async () => {
    const offline = sources({ server: async () => 'never', offline: true, saved: false });
    await expect(answerOnlineOrOffline(offline.how)).rejects.toThrow(noSavedLibraryMessages.offline);
    const unreachable = sources({ server: () => Promise.reject(new NetworkError()), saved: false });
    await expect(answerOnlineOrOffline(unreachable.how)).rejects.toThrow(noSavedLibraryMessages.unreachable);
    expect([...offline.asked, ...unreachable.asked]).toEqual(['server']);
  });

  it("a refusal or a server error is the server's answer, not offline: thrown as it is", async () => {
    const refused = new ApiError(429, 'Too many searches');
    const { how, asked } = sources({ server: () => Promise.reject(refused) });
    await expect(answerOnlineOrOffline(how)).rejects.toBe(refused);
    expect(asked).toEqual(['server']);
  });

  it("without a no-library message, the server's own NetworkError is passed on", async () => {
    const cut = new NetworkError();
    await expect(
      answerOnlineOrOffline({
        fromServer: () => Promise.reject(cut),
        onDevice: async () => 'x',
        knownOffline: () => false,
        deviceCanAnswer: async () => false,
      }),
    ).rejects.toBe(cut);
  });
});
