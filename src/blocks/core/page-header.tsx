// The page header block: a plain heading with its eyebrow and intro (privacy, imprint).
import type { PropsOf } from '#domain/blocks/define';
import type { pageHeaderKind } from '#domain/blocks/kinds/core';
import { PageHeader } from '../../components/page-header';

export function PageHeaderBlock({ eyebrow, heading, intro }: PropsOf<typeof pageHeaderKind>) {
  return <PageHeader eyebrow={eyebrow || undefined} heading={heading} intro={intro || undefined} />;
}
