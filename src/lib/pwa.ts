// The app's side of the service worker: registration, the update check against /build-manifest.json (hourly and
// on return to the foreground after more than an hour), and the 'Neue Version verfügbar' state the prompt reads.
// Nothing reloads until the user taps 'Jetzt aktualisieren' (DECISIONS "Offline and updates"); the one exception is
// a lazy chunk that failed to load, which reloads the page once per build (never offline, never in a loop).
// Also the install offer: the browser's beforeinstallprompt, kept for the 'App installieren' button.
import { Workbox } from 'workbox-window';
import { createStore, useStore } from 'zustand';
import { BUILD_MANIFEST_POLL_MS } from '#domain/constants';
import { env } from '../config/env';
import { STORAGE_KEYS } from '../config/storage-keys';

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

/** The build id the server has now, or null when it cannot be read (offline, server busy): try again later. */
export async function fetchDeployedBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(BUILD_MANIFEST_URL, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const { BuildManifestSchema } = await import('./build-manifest-schema');
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
  listenForInstallPrompt();
  if (!env.isProduction) return;
  if ('serviceWorker' in navigator) {
    workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    workbox.addEventListener('waiting', announceUpdate);
    workbox
      .register()
      .then((reg) => {
        registration = reg;
      })
      // A browser that refuses workers (private modes, policies, blocked in tests) still runs the whole app online:
      // a warning, not an error.
      .catch((error: unknown) => console.warn('Service Worker konnte nicht registriert werden', error));
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

export interface ChunkReloadOptions {
  buildId?: string;
  online?: boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * Whether a page whose lazy chunk failed to load should reload itself: only online (offline the reload cannot
 * fetch anything newer), only when session storage works, and only once per build id. A reload that lands on the
 * same build and fails again therefore shows the update offer instead of looping; a reload that lands on a newer
 * build may try once more. Marks the build when it answers true.
 */
export function claimChunkReload({
  buildId = env.buildId,
  online = typeof navigator === 'undefined' || navigator.onLine,
  storage = safeSessionStorage(),
}: ChunkReloadOptions = {}): boolean {
  if (!online || !storage) return false;
  try {
    if (storage.getItem(STORAGE_KEYS.chunkReloadBuild) === buildId) return false;
    storage.setItem(STORAGE_KEYS.chunkReloadBuild, buildId);
    return true;
  } catch {
    return false;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallState {
  /** The browser's offer, kept until used: only then may 'App installieren' be shown. */
  offer: BeforeInstallPromptEvent | null;
  /** The app was installed in this session (appinstalled). */
  installed: boolean;
}

export const installStore = createStore<InstallState>(() => ({ offer: null, installed: false }));

export function useInstallState(): InstallState {
  return useStore(installStore);
}

let listeningForInstall = false;

/** Keeps the browser's install offer (instead of its own mini bar) for the app's 'App installieren' button. */
export function listenForInstallPrompt(target: Window = window): void {
  if (listeningForInstall) return;
  listeningForInstall = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installStore.setState({ offer: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => installStore.setState({ offer: null, installed: true }));
  // An offer that came before this code (a page of islands loads it when idle) was kept by the page's start script.
  const early = target.__earlyInput?.install;
  if (early && !installStore.getState().offer)
    installStore.setState({ offer: early as BeforeInstallPromptEvent });
}

/** The tap on 'App installieren': the browser's own dialog; an offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { offer } = installStore.getState();
  if (!offer) return 'unavailable';
  installStore.setState({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  return outcome;
}

/**
 * Safari on iPhone or iPad, outside an installed app: it has no install event, so the page explains the way by
 * hand (Teilen → Zum Home-Bildschirm). Other iOS browsers (CriOS, FxiOS, EdgiOS …) name themselves in the UA.
 */
export function isIosSafariBrowser(userAgent: string, maxTouchPoints: number, standalone: boolean): boolean {
  if (standalone) return false;
  const iDevice = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari =
    /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|YaBrowser|DuckDuckGo/.test(userAgent);
  return iDevice && safari;
}

export function isIosSafari(): boolean {
  if (typeof navigator === 'undefined') return false;
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches;
  return isIosSafariBrowser(navigator.userAgent, navigator.maxTouchPoints ?? 0, standalone);
}
