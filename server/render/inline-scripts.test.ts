import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, stylesheetLinks } from './inline-scripts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the executable inline scripts only, byte for byte', () => {
    const html =
      '<head><script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/json" id="ssr-data">{"a":1}</script><script type="module" src="/y.js"></script>' +
      '<script>\n  c(); ü\n</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('\n  c(); ü\n')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><title>x</title>')).toEqual([]);
  });
});

describe('stylesheetLinks', () => {
  it('keeps the stylesheet links of a page, not its preloads or icons', () => {
    const html =
      '<link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/a.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/style-1.css"><link rel="manifest" href="/m">';
    expect(stylesheetLinks(html)).toBe('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
    expect(stylesheetLinks('')).toBe('');
  });
});
