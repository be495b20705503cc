// Composes the about page's blocks with the consent feature's map embed (features never import each other).
import { createAboutBlocks } from '../../features/about/blocks';
import { consentBlocks } from '../../components/consent/embed';

export const aboutBlocks = createAboutBlocks(consentBlocks['map-embed']);
