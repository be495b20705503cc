// One language and one tone (issue 37, item 6; decision 0198): the built app's strings (every string literal of
// dist/, read with TypeScript's parser) and the error catalogue's messages hold none of a curated list of English
// words, and no formal 'Sie/Ihr/Ihnen' where a member reads them. Libraries' strings that no person reads
// (developer warnings, attribute names) and the texts the law words in 'Sie' are allowed by name, each with why.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '#domain/errors/catalogue';
import { builtApp } from './chunks';

/** English a person could read in this app; matched as whole words, case as written. */
const ENGLISH = [
  'Page Not Found',
  'Not Found',
  'Forbidden',
  'Unauthorized',
  'Admin Dashboard',
  'Slug',
  'Funnel',
  'Picked up',
  'draggable item',
  'droppable',
  'Dragging',
  'was dropped',
  'Loading',
  'Something went wrong',
  'Try again',
  'Go back',
  'Sign in',
  'Log in',
  'Log out',
  'Submit',
  'Welcome',
  'Bad Request',
  'Conflict',
  'Too Many Requests',
  'Service Unavailable',
  'Internal Server Error',
];

/** The formal address; 'sie'/'ihr' in lower case (she, they, her) is not matched. */
const FORMAL = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/;

/**
 * Strings that match and are fine: the whole string (`exact`) or a part of it, only in the chunks whose names
 * begin with `chunk` when given (a library's chunk: the same words in the app's own code still fail), and why.
 */
const ALLOWED: readonly { text: string; exact?: true; chunk?: string; why: string }[] = [
  ...['Bad Request', 'Forbidden', 'Not Found', 'Internal Server Error'].map((text) => ({
    text,
    exact: true as const,
    chunk: 'router-',
    why: "React Router's HTTP status texts for its own error element; the app's error pages say them in German",
  })),
  // dnd-kit's English defaults stay in its code; the page editor replaces them before Puck mounts
  // (src/features/page-editor/puck-a11y.tsx, tested in puck-a11y.test.ts).
  ...[
    'To pick up a draggable item, press the space bar.',
    'Picked up draggable item ',
    ' was moved over droppable target ',
    ' is no longer over a droppable target.',
    'Dragging was cancelled. Draggable item ',
    ' was dropped.',
    ' was dropped over droppable target ',
  ].map((text) => ({ text, why: "dnd-kit's default, replaced by German texts in the page editor" })),
  // 'Sie' as 'she' or 'it' at the start of a sentence.
  { text: 'Sie plant unsere Programme', why: "'Sie' is Lena (a trainer's bio)" },
  { text: 'Sie zeigt dir, wie', why: "'Sie' is Aylin (a trainer's bio)" },
  { text: 'Sie hilft dir, beweglich', why: "'Sie' is Sophie (a trainer's bio)" },
  { text: 'Sie steht in deiner Vertragsbestätigung', why: "'Sie' is the contract number" },
  { text: 'Version wiederhergestellt: Sie ist jetzt', why: "'Sie' is the version" },
  { text: 'nicht verloren: Sie stehen weiter im Editor', why: "'Sie' are the changes" },
];

const matches = (entry: (typeof ALLOWED)[number], text: string) =>
  entry.exact ? text === entry.text : text.includes(entry.text);

/** Whether a string found in those chunks (none: not from the build) is allowed. */
const allowed = (text: string, chunks: readonly string[]) =>
  ALLOWED.some(
    (entry) =>
      matches(entry, text) &&
      (!entry.chunk || (chunks.length > 0 && chunks.every((chunk) => chunk.startsWith(entry.chunk!)))),
  );

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Texts, each with the names of the build's chunks that hold it (none for texts from elsewhere). */
type Texts = ReadonlyMap<string, readonly string[]>;

/** Every string literal and template text of the build's scripts. */
function builtStrings(): Texts {
  const strings = new Map<string, string[]>();
  for (const file of files(builtApp(), '.js')) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.JS,
    );
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
        strings.set(node.text, [...(strings.get(node.text) ?? []), path.basename(file)]);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return strings;
}

const isEnglish = (text: string) => ENGLISH.some((word) => new RegExp(`\\b${word}\\b`).test(text));
const englishIn = (texts: Texts) =>
  [...texts].filter(([text, chunks]) => isEnglish(text) && !allowed(text, chunks)).map(([text]) => text);
const formalIn = (texts: Texts) =>
  [...texts].filter(([text, chunks]) => FORMAL.test(text) && !allowed(text, chunks)).map(([text]) => text);

/** The error catalogue's member-facing messages. */
const catalogue: Texts = new Map(Object.values(ERRORS).map((entry) => [entry.message, []]));

describe('one language, one tone', () => {
  const strings = builtStrings();

  it('reads the build (a check that the scan sees the app at all)', () => {
    expect(strings.size).toBeGreaterThan(1000);
    expect(strings.has('Was sind Deine Ziele?')).toBe(true);
  });

  it('has no English word of the list in the built app', () => {
    expect(englishIn(strings)).toEqual([]);
  });

  it("addresses people as 'du' in the built app", () => {
    expect(formalIn(strings)).toEqual([]);
  });

  it("has German messages in 'du' in the error catalogue (the desk's `staff` texts may speak of the member)", () => {
    expect(englishIn(catalogue)).toEqual([]);
    expect(formalIn(catalogue)).toEqual([]);
  });

  it('allows only what it still needs', () => {
    const texts = [...strings.keys(), ...catalogue.keys()];
    expect(ALLOWED.filter((entry) => !texts.some((text) => matches(entry, text)))).toEqual([]);
  });
});
