// The switches of /cookie-einstellungen (DECISIONS "Consent") as a kind of its own group: only that page loads the
// form. Nothing to set: the switches' labels are the consent rules'.
import { defineGroup, defineKind } from '../define';

export const consentSettingsKind = defineKind({
  key: 'consent-settings',
  label: 'Cookie-Einstellungen (Schalter)',
  fields: {},
  defaults: {},
  browser: { interactive: 'the consent switches (read and store the visitor’s choice)' },
});

export const consentSettingsGroup = defineGroup('consent-settings', 'Cookie-Einstellungen', [
  consentSettingsKind,
]);
