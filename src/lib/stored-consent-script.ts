// A page start script: marks the page where a cookie decision is stored, before the first paint, so the consent
// bar the server's page carries (src/features/consent/consent-banner.tsx) is not shown to a visitor who has
// decided. Whether that decision still stands (its version, its age) the app checks once it runs. Inline in
// index.html through vite.config.ts; the server allows it by its hash (server/render/inline-scripts.ts).
import { STORAGE_KEYS } from '../config/storage-keys';

export const STORED_CONSENT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(STORAGE_KEYS.consent)})&&document.documentElement.setAttribute("data-consent-stored","")}catch(e){}`;
