// A table that may be wider than a phone's screen: the box it scrolls in is a region named by the table's
// caption and reachable by keyboard (Tab, then the arrow keys scroll it), which axe's
// 'scrollable-region-focusable' asks of a scrolling box with nothing focusable inside.
import { useId, type ReactNode } from 'react';

export interface ScrollTableProps {
  /** The scrolling box's class (its overflow-x: auto lives with the feature's styles). */
  className: string;
  tableClassName: string;
  caption: ReactNode;
  captionClassName?: string;
  /** thead, tbody, tfoot. */
  children: ReactNode;
}

export function ScrollTable({
  className,
  tableClassName,
  caption,
  captionClassName,
  children,
}: ScrollTableProps) {
  const captionId = useId();
  return (
    <div className={className} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={tableClassName}>
        <caption id={captionId} className={captionClassName}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
