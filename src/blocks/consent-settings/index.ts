// The consent-settings group's component, one per kind of domain/blocks/kinds/consent-settings.ts.
import { consentSettingsGroup } from '#domain/blocks/kinds/consent-settings';
import { registryOf, type ComponentsOf } from '../../components/blocks/block';
import { ConsentSettingsBlock } from './consent-settings';

export const consentSettingsComponents: ComponentsOf<typeof consentSettingsGroup> = {
  'consent-settings': ConsentSettingsBlock,
};

export const consentSettingsBlocks = registryOf(consentSettingsGroup, consentSettingsComponents);
