// A document's icon name as one of the shipped icons, or a fallback (page documents are plain data: a typo must
// not break the page).
import { iconOrNone } from '../../components/layout/card-grid';
import type { IconName } from '../../components/ui/icon';

export const iconOr = (name: string | undefined, fallback: IconName): IconName =>
  iconOrNone(name) ?? fallback;
