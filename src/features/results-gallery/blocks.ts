// The results gallery feature's block kinds. src/app/blocks composes them with the other features' blocks.
import type { BlockRegistry } from '../../components/blocks/block';
import { transformationResultsBlock } from './results-gallery';

export const resultsGalleryBlocks = {
  'transformation-results': transformationResultsBlock,
} satisfies BlockRegistry;
