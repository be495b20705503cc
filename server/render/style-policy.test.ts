import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StylePolicy, styleAttributeHashes } from './style-policy';

const hash = (value: string) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;
const POLICY = "default-src 'self';style-src 'self';img-src 'self'";

describe('the styles a document may have (decision 0207)', () => {
  it('hashes each distinct style attribute value as the browser reads it (entities undone)', () => {
    const html =
      '<div style="--icon-size:1.5rem"></div><span style="--icon-size:1.5rem"></span>' +
      '<p style="font-family:&quot;A &amp; B&quot;"></p><p data-style="x"></p>';
    expect(styleAttributeHashes(html)).toEqual([hash('--icon-size:1.5rem'), hash('font-family:"A & B"')]);
  });

  it("allows a page exactly its own style attributes, leaves a page without any as the app's policy", () => {
    const policy = new StylePolicy();
    expect(policy.of(POLICY, { body: '<p style="width:85%"></p>' }, false)).toBe(
      `${POLICY};style-src-attr 'unsafe-hashes' ${hash('width:85%')}`,
    );
    expect(policy.of(POLICY, { body: '<p>ohne</p>' }, false)).toBe(POLICY);
  });

  it("gives only the editor's document inline styles, in place of the app's style directive", () => {
    const policy = new StylePolicy();
    expect(policy.of(POLICY, { body: '<div id="root"></div>' }, true)).toBe(
      "default-src 'self';img-src 'self';style-src 'self' 'unsafe-inline'",
    );
  });

  it('scans a cached page once', () => {
    const policy = new StylePolicy();
    const page = { body: '<p style="a:b"></p>' };
    const first = policy.of(POLICY, page, false);
    page.body = '<p style="c:d"></p>';
    expect(policy.of(POLICY, page, false)).toBe(first);
  });
});
