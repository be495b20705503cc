// The install offer and the one-time reload after a failed chunk (src/lib/pwa.ts).
import { describe, expect, it, vi } from 'vitest';
import {
  claimChunkReload,
  installStore,
  isIosSafariBrowser,
  listenForInstallPrompt,
  promptInstall,
  type BeforeInstallPromptEvent,
} from './pwa';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('claimChunkReload', () => {
  it('reloads once per build, never twice for the same one', () => {
    const storage = memoryStorage();
    expect(claimChunkReload({ buildId: 'a', online: true, storage })).toBe(true);
    expect(claimChunkReload({ buildId: 'a', online: true, storage })).toBe(false);
    // The reload landed on a newer build: that one may try once too.
    expect(claimChunkReload({ buildId: 'b', online: true, storage })).toBe(true);
    expect(claimChunkReload({ buildId: 'b', online: true, storage })).toBe(false);
  });

  it('never reloads offline or without session storage', () => {
    expect(claimChunkReload({ buildId: 'a', online: false, storage: memoryStorage() })).toBe(false);
    expect(claimChunkReload({ buildId: 'a', online: true, storage: null })).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload({ buildId: 'a', online: true, storage: broken })).toBe(false);
  });
});

describe('the install offer', () => {
  it('keeps the browser offer for the button and uses it once', async () => {
    listenForInstallPrompt(window);
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as BeforeInstallPromptEvent;
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installStore.getState().offer).toBe(event);

    await expect(promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installStore.getState().offer).toBeNull();
    await expect(promptInstall()).resolves.toBe('unavailable');

    window.dispatchEvent(new Event('appinstalled'));
    expect(installStore.getState().installed).toBe(true);
  });
});

describe('isIosSafariBrowser', () => {
  const iphoneSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const iphoneChrome =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
  const ipadOs =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  it('is true for Safari on iPhone and iPad outside the installed app', () => {
    expect(isIosSafariBrowser(iphoneSafari, 5, false)).toBe(true);
    expect(isIosSafariBrowser(ipadOs, 5, false)).toBe(true);
  });

  it('is false in the installed app, in other iOS browsers, on a Mac and on Android', () => {
    expect(isIosSafariBrowser(iphoneSafari, 5, true)).toBe(false);
    expect(isIosSafariBrowser(iphoneChrome, 5, false)).toBe(false);
    expect(isIosSafariBrowser(ipadOs, 0, false)).toBe(false);
    expect(isIosSafariBrowser(android, 5, false)).toBe(false);
  });
});
