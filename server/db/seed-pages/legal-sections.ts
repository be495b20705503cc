// Numbered 'legal-section' blocks from titles and paragraphs, spelling only what differs from the block's defaults
// (number 1 and the first gradient are the defaults; decision 0171): the AGB and the Widerrufsbelehrung use it.
import type { PageDocument } from '#domain/pages/document';

const GRADIENTS = ['primary', 'cool', 'warm', 'secondary'] as const;

export function legalSections(
  sections: ReadonlyArray<{ title: string; paragraphs: readonly string[] }>,
): PageDocument['blocks'] {
  return sections.map((section, index) => ({
    type: 'legal-section',
    props: {
      ...(index > 0 ? { number: index + 1 } : {}),
      title: section.title,
      ...(index % GRADIENTS.length > 0 ? { gradient: GRADIENTS[index % GRADIENTS.length] } : {}),
      paragraphs: [...section.paragraphs],
    },
  }));
}
