// The switches of /cookie-einstellungen (DECISIONS "Consent") as a block: the page is a document of the database
// with this block. A group of its own (domain/blocks/kinds/consent-settings.ts): only that page loads the form.
import type { PropsOf } from '#domain/blocks/define';
import type { consentSettingsKind } from '#domain/blocks/kinds/consent-settings';
import { ConsentSettings } from './consent-form';

export function ConsentSettingsBlock(_props: PropsOf<typeof consentSettingsKind>) {
  return (
    <div className="section">
      <div className="container">
        <ConsentSettings />
      </div>
    </div>
  );
}

export default ConsentSettingsBlock;
