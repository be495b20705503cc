// The little of jsdom (a dependency of the ui tests, without its own types) that tests/build/seeded-pages.test.ts
// reads; the node projects have no DOM library.
declare module 'jsdom' {
  export interface DomNode {
    readonly nodeType: number;
    readonly textContent: string | null;
  }
  export interface DomElement extends DomNode {
    readonly tagName: string;
    readonly childNodes: ArrayLike<DomNode>;
    readonly children: ArrayLike<DomElement>;
    getAttribute(name: string): string | null;
    querySelector(selector: string): DomElement | null;
  }
  export class JSDOM {
    constructor(html: string);
    readonly window: {
      readonly document: DomElement & {
        readonly title: string;
        getElementById(id: string): DomElement | null;
      };
    };
  }
}
