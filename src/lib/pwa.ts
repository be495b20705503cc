// The app's side of the service worker: registration, the update check against /build-manifest.json (hourly and
// on return to the foreground after more than an hour), and the 'Neue Version verfügbar' state the prompt reads.
// Nothing reloads until the user taps 'Jetzt aktualisieren' (DECISIONS "Offline and updates").
import { Workbox } from 'workbox-window';
import { createStore, useStore } from 'zustand';
import { z } from 'zod';
import { BUILD_MANIFEST_POLL_MS } from '#domain/constants';
import { env } from '../config/env';

export const BUILD_MANIFEST_URL = '/build-manifest.json';
export const SERVICE_WORKER_URL = '/sw.js';

interface UpdateState {
  /** A newer build exists (new build id or a waiting service worker) and the user has not dismissed it. */
  updateAvailable: boolean;
  /** The user is applying the update: the new worker is taking over and the page will reload. */
  updating: boolean;
}

export const updateStore = createStore<UpdateState>(() => ({ updateAvailable: false, updating: false }));

export function useUpdateState(): UpdateState {
  return useStore(updateStore);
}

export function announceUpdate(): void {
  updateStore.setState({ updateAvailable: true });
}

/** 'Später': hide the prompt for now; the next check that finds a new build shows it again. */
export function dismissUpdate(): void {
  updateStore.setState({ updateAvailable: false });
}

const BuildManifestSchema = z.object({ buildId: z.string().min(1), builtAt: z.string().optional() });

/** The build id the server has now, or null when it cannot be read (offline, server busy): try again later. */
export async function fetchDeployedBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(BUILD_MANIFEST_URL, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const parsed = BuildManifestSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.buildId : null;
  } catch {
    return null;
  }
}

export interface BuildWatcherOptions {
  currentBuildId: string;
  fetchBuildId: () => Promise<string | null>;
  /** Called once, with the first differing id found. */
  onNewBuild: (buildId: string) => void;
  intervalMs?: number;
  now?: () => number;
  /** The document whose visibility counts; injected for tests. */
  doc?: Document;
}

/**
 * Compares the running build with the deployed one every `intervalMs`, and when the page comes back to the
 * foreground after more than `intervalMs` away (background timers may have been throttled meanwhile).
 * Returns the function that stops watching.
 */
export function startBuildWatcher({
  currentBuildId,
  fetchBuildId,
  onNewBuild,
  intervalMs = BUILD_MANIFEST_POLL_MS,
  now = Date.now,
  doc = document,
}: BuildWatcherOptions): () => void {
  let stopped = false;
  let hiddenAt: number | null = doc.visibilityState === 'hidden' ? now() : null;

  const check = async () => {
    if (stopped) return;
    const deployed = await fetchBuildId();
    if (stopped || !deployed || deployed === currentBuildId) return;
    stop();
    onNewBuild(deployed);
  };

  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') {
      hiddenAt = now();
      return;
    }
    const awaySince = hiddenAt;
    hiddenAt = null;
    if (awaySince !== null && now() - awaySince > intervalMs) void check();
  };

  const timer = setInterval(() => void check(), intervalMs);
  doc.addEventListener('visibilitychange', onVisibilityChange);

  function stop() {
    stopped = true;
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  }
  return stop;
}

let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | undefined;

/**
 * In production builds (the dev server has no worker and no build manifest): registers /sw.js and starts the
 * update check. A worker that installs while an older one controls the page waits; that, too, shows the prompt.
 * Without service worker support the check still runs, and the update is a plain reload.
 */
export function registerServiceWorker(): void {
  if (!env.isProduction) return;
  if ('serviceWorker' in navigator) {
    workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    workbox.addEventListener('waiting', announceUpdate);
    workbox
      .register()
      .then((reg) => {
        registration = reg;
      })
      .catch((error: unknown) => console.error('Service Worker konnte nicht registriert werden', error));
  }

  startBuildWatcher({
    currentBuildId: env.buildId,
    fetchBuildId: () => fetchDeployedBuildId(),
    onNewBuild: () => {
      announceUpdate();
      // Fetch the new worker now, so that the tap on 'Jetzt aktualisieren' finds it installed.
      void registration?.update().catch(() => undefined);
    },
  });
}

function waitForWaitingWorker(reg: ServiceWorkerRegistration, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (reg.waiting || !reg.installing) return resolve();
    const installing = reg.installing;
    const timer = setTimeout(resolve, timeoutMs);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' || installing.state === 'redundant') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * The user's tap on 'Jetzt aktualisieren': let the waiting worker take over, then reload once it controls the page.
 * Without a worker (or if none is waiting), a plain reload fetches the new build from the network.
 */
export async function applyUpdate(): Promise<void> {
  updateStore.setState({ updating: true });
  const reg = registration;
  if (workbox && reg) {
    if (!reg.waiting) {
      await reg.update().catch(() => undefined);
      await waitForWaitingWorker(reg, 10_000);
    }
    if (reg.waiting) {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
      // If the worker never takes over (another tab holds it), reload anyway: the user asked for it.
      setTimeout(() => window.location.reload(), 5_000);
      return;
    }
  }
  window.location.reload();
}
