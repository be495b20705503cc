import { describe, expect, it } from 'vitest';
import { FAQ_ALL, filterFaq, plainText } from './faq';

const items = [
  {
    question: 'Wie teuer ist die Challenge?',
    answer: 'Sie kostet <strong>297€</strong>.',
    category: 'mitgliedschaft',
  },
  {
    question: 'Brauche ich Erfahrung?',
    answer: 'Nein, <em>jeder</em> Trainer passt die Übungen an.',
    category: 'training',
  },
  { question: 'Wo finde ich euch?', answer: 'Im Studio in der Innenstadt.', category: 'allgemein' },
  {
    question: 'Gibt es eine Geld-zurück-Garantie?',
    answer: 'Ja, 30, 60 oder 90 Tage.',
    category: 'mitgliedschaft',
  },
];
const questions = (search: string, category = FAQ_ALL) =>
  filterFaq(items, search, category).map((item) => item.question);

describe('the FAQ filter (seed 001 §5)', () => {
  it('shows everything with no search and "Alle"', () => {
    expect(questions('')).toHaveLength(4);
    expect(questions('   ')).toHaveLength(4);
  });

  it('matches the question case-insensitively', () => {
    expect(questions('ERFAHRUNG')).toEqual(['Brauche ich Erfahrung?']);
    expect(questions('wo finde')).toEqual(['Wo finde ich euch?']);
  });

  it('matches the answer text, not its markup', () => {
    expect(questions('297€')).toEqual(['Wie teuer ist die Challenge?']);
    expect(questions('JEDER TRAINER')).toEqual(['Brauche ich Erfahrung?']);
    expect(questions('strong')).toEqual([]);
    expect(plainText('a&nbsp;<b>b</b> &amp; c')).toBe('a b & c');
  });

  it('combines the search with the category', () => {
    expect(questions('', 'mitgliedschaft')).toEqual([
      'Wie teuer ist die Challenge?',
      'Gibt es eine Geld-zurück-Garantie?',
    ]);
    expect(questions('tage', 'mitgliedschaft')).toEqual(['Gibt es eine Geld-zurück-Garantie?']);
    expect(questions('tage', 'training')).toEqual([]);
    expect(questions('studio', 'training')).toEqual([]);
    expect(questions('studio', 'allgemein')).toEqual(['Wo finde ich euch?']);
  });

  it('finds nothing for a term that is nowhere', () => {
    expect(questions('Schwimmbad')).toEqual([]);
  });
});
