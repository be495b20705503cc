// The switches of /cookie-einstellungen (DECISIONS "Consent") as a kind of its own group: only that page loads the
// form. Nothing to set: the switches' labels are the consent rules'.
import { defineGroup, type KindDefiner } from '../define';
import type { consentSettingsFields } from './consent-settings.fields';

// A kind of this group (decision 0217): its key has editor fields in ./consent-settings.fields.ts, its defaults
// are checked against their types. Free of side effects, so a bundle drops the kinds it does not use.
/* @__NO_SIDE_EFFECTS__ */
const defineKind: KindDefiner<typeof consentSettingsFields> = (definition) => definition;

export const consentSettingsKind = defineKind({
  key: 'consent-settings',
  label: 'Cookie-Einstellungen (Schalter)',
  defaults: {},
  browser: { interactive: 'the consent switches (read and store the visitor’s choice)' },
});

export const consentSettingsGroup = defineGroup('consent-settings', 'Cookie-Einstellungen', [
  consentSettingsKind,
]);
