// A page's data block is written once by the server and read by the islands (their props, their queries) and the
// app: it is parsed once per element, and a block the page does not have, or cannot parse, reads as none.
import { describe, expect, it } from 'vitest';
import { readIslandsData } from '../islands/islands-data';
import { readSsrData, ssrDataElement, type SsrData } from './ssr-data';

const page = (data: SsrData) => {
  const doc = document.implementation.createHTMLDocument('Seite');
  doc.body.innerHTML = ssrDataElement(data);
  return doc;
};

describe("a page's data block", () => {
  it('is parsed once for every reader, and again once the element is another', () => {
    const data: SsrData = {
      url: '/kurse',
      queries: { mutations: [], queries: [] },
      islands: [{ title: '</script>' }],
    };
    const doc = page(data);
    const first = readSsrData(doc);
    expect(first).toEqual(data);
    expect(readSsrData(doc)).toBe(first);
    expect(readIslandsData(doc)).toBe(first?.islands);
    doc.body.innerHTML = ssrDataElement({ ...data, url: '/' });
    expect(readSsrData(doc)?.url).toBe('/');
  });

  it('reads as none where the page has none, or one that is not JSON', () => {
    const doc = document.implementation.createHTMLDocument('Seite');
    expect(readSsrData(doc)).toBeNull();
    expect(readIslandsData(doc)).toBeNull();
    doc.body.innerHTML = '<script type="application/json" id="ssr-data">{kaputt</script>';
    expect(readSsrData(doc)).toBeNull();
    expect(readSsrData(doc)).toBeNull();
  });
});
