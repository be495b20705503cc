// 'Weitere laden' under a paged list: loads the next page in place. The button keeps focus while it loads (a
// keyboard user presses it again for the page after), and a polite live region says how many entries are shown.
import { Button } from './button';
import './load-more.css';

export interface LoadMoreProps {
  /** How many entries the list shows now. */
  shown: number;
  /** 'Anfragen', 'Nachrichten', 'Einträge' … */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function LoadMore({ shown, noun, hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (shown === 0) return null;
  return (
    <div className="load-more">
      <p className="load-more__count" aria-live="polite">
        {hasMore ? `${shown} ${noun} angezeigt` : `Alle ${shown} ${noun} angezeigt`}
      </p>
      {hasMore && (
        <Button variant="outline" size="sm" loading={loading} onClick={onLoadMore}>
          Weitere laden
        </Button>
      )}
    </div>
  );
}
