// The switches of /cookie-einstellungen (DECISIONS "Consent") as a block: the page is a document of the database
// with this block. A group of its own (src/app/blocks/block-groups.ts): only that page loads the form.
import { defineBlock } from '../../components/blocks/block';
import { consentSettingsDefaults } from '../../content/blocks/consent';
import { ConsentSettings } from './consent-settings';

export const consentSettingsBlocks = {
  'consent-settings': defineBlock<Record<string, never>>({
    label: 'Cookie-Einstellungen (Schalter)',
    defaults: consentSettingsDefaults,
    component: () => (
      <div className="section">
        <div className="container">
          <ConsentSettings />
        </div>
      </div>
    ),
  }),
};
