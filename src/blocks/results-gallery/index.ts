// The results gallery group's component, one per kind of domain/blocks/kinds/results-gallery.ts.
import { resultsGalleryGroup } from '#domain/blocks/kinds/results-gallery';
import { registryOf, type ComponentsOf } from '../../components/blocks/block';
import { ResultsGallery } from './transformation-results';

export const resultsGalleryComponents: ComponentsOf<typeof resultsGalleryGroup> = {
  'transformation-results': ResultsGallery,
};

export const resultsGalleryBlocks = registryOf(resultsGalleryGroup, resultsGalleryComponents);
