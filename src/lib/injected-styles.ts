// The editors' stylesheets (the page editor, its list, the document editor shell) are injected when they mount,
// never bundled into the site's one stylesheet (vite.config.ts: cssCodeSplit false), so a public page loads nothing
// of the editor (TOOLCHAIN.md: Puck only in the admin chunk). Callers import their CSS with `?inline`.
// The app's Content-Security-Policy refuses <style> elements (decision 0207): the sheet is a constructed one,
// adopted by the document, which the policy does not govern. Only the page editor, in its own document that allows
// inline styles, writes a <style> element: Puck copies the document's style elements into its preview frame.
import { useInsertionEffect } from 'react';

const MARK = 'data-injected-styles';
const adopted = new Set<string>();

/** Adds `css` to the document once per `name` (it stays for the rest of the visit). */
export function useInjectedStyles(name: string, css: string, options: { element?: boolean } = {}): void {
  const element = options.element ?? false;
  useInsertionEffect(() => {
    if (!element) {
      if (adopted.has(name)) return;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      adopted.add(name);
      return;
    }
    if (document.head.querySelector(`style[${MARK}="${name}"]`)) return;
    const style = document.createElement('style');
    style.setAttribute(MARK, name);
    style.textContent = css;
    document.head.append(style);
  }, [name, css, element]);
}
