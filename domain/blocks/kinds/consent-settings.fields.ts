// The editor fields of the consent-settings kinds (decision 0217): what the page editor shows for each prop and
// what the server accepts in a saved document. The public pages never load them: ./consent-settings.ts (labels,
// defaults, hydration) imports their types only.
import type { Fields } from '../field-spec';

/**
 * The editor fields of the consent-settings kinds, by key: their labels and defaults are in
 * ./consent-settings.ts.
 */
export const consentSettingsFields = {
  'consent-settings': {},
} satisfies Record<string, Fields>;
