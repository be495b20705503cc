// The FAQ filter of seed 001 §5: a case-insensitive substring match on the question or the answer, combined with
// the selected category ('alle' for every category). Answers may hold markup; only their text is searched.

export const FAQ_ALL = 'alle';

export interface FaqEntry {
  question: string;
  /** May contain markup; sanitised before it is shown. */
  answer: string;
  /** A category id, e.g. 'allgemein'. */
  category: string;
}

/** The text of an answer without tags and with the common entities decoded, for searching. */
export function plainText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export function filterFaq<T extends FaqEntry>(items: readonly T[], search: string, category: string): T[] {
  const needle = search.trim().toLocaleLowerCase('de-DE');
  return items.filter((item) => {
    if (category !== FAQ_ALL && item.category !== category) return false;
    if (!needle) return true;
    return (
      item.question.toLocaleLowerCase('de-DE').includes(needle) ||
      plainText(item.answer).toLocaleLowerCase('de-DE').includes(needle)
    );
  });
}
