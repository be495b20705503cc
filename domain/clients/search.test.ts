import { describe, expect, it } from 'vitest';
import { clientSearchText, foldForSearch } from './search';

describe('matching clients at the desk', () => {
  it('ignores case, accents and ß', () => {
    expect(foldForSearch('Müller')).toBe('muller');
    expect(foldForSearch('ÖZLEM')).toBe('ozlem');
    expect(foldForSearch('Straße')).toBe('strasse');
    expect(foldForSearch('  Ana   Lúcia ')).toBe('ana lucia');
  });

  it('finds a client by first name, last name, full name in either order and e-mail', () => {
    const text = clientSearchText({ firstName: 'Jürgen', lastName: 'Groß', email: 'J.Gross@Example.de' });
    for (const query of ['jurgen', 'GROSS', 'jürgen groß', 'gross jurgen', 'j.gross@example']) {
      expect(text.includes(foldForSearch(query)), query).toBe(true);
    }
  });
});
