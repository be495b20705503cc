// The FAQ block (seed 001 §5): the layout kit's FAQ section with the block's questions and texts.
import type { PropsOf } from '#domain/blocks/define';
import type { faqKind } from '#domain/blocks/kinds/core';
import { FaqSection } from '../../components/layout/faq/faq-section';

export function Faq(props: PropsOf<typeof faqKind>) {
  return <FaqSection {...props} />;
}

export default Faq;
