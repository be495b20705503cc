// Composes the about page's blocks with the core group's map embed.
import { createAboutBlocks } from '../../features/about/blocks';
import { coreBlocks } from './core-registry';

export const aboutBlocks = createAboutBlocks(coreBlocks['map-embed']!);
