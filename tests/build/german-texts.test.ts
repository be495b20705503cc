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

/** Strings that match and are fine: the whole string (`exact`) or a part of it, and why. */
const ALLOWED: readonly { text: string; exact?: true; why: string }[] = [
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

const allowed = (text: string) =>
  ALLOWED.some((entry) => (entry.exact ? text === entry.text : text.includes(entry.text)));

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every string literal and template text of the build's scripts. */
function builtStrings(): Set<string> {
  const strings = new Set<string>();
  for (const file of files(builtApp(), '.js')) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.JS,
    );
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return strings;
}

const englishIn = (texts: Iterable<string>) =>
  [...texts].filter(
    (text) => ENGLISH.some((word) => new RegExp(`\\b${word}\\b`).test(text)) && !allowed(text),
  );
const formalIn = (texts: Iterable<string>) =>
  [...texts].filter((text) => FORMAL.test(text) && !allowed(text));

describe('one language, one tone', () => {
  const strings = builtStrings();

  it('reads the build (a check that the scan sees the app at all)', () => {
    expect(strings.size).toBeGreaterThan(1000);
    expect(strings).toContain('Was sind Deine Ziele?');
  });

  it('has no English word of the list in the built app', () => {
    expect(englishIn(strings)).toEqual([]);
  });

  it("addresses people as 'du' in the built app", () => {
    expect(formalIn(strings)).toEqual([]);
  });

  it("has German messages in 'du' in the error catalogue (the desk's `staff` texts may speak of the member)", () => {
    const messages = Object.values(ERRORS).map((entry) => entry.message);
    expect(englishIn(messages)).toEqual([]);
    expect(formalIn(messages)).toEqual([]);
  });

  it('allows only what it still needs', () => {
    const texts = [...strings, ...Object.values(ERRORS).map((entry) => entry.message)];
    const unused = ALLOWED.filter(
      (entry) => !texts.some((text) => (entry.exact ? text === entry.text : text.includes(entry.text))),
    );
    expect(unused).toEqual([]);
  });
});
