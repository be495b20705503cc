// The editor's stylesheets are injected when the editor or the page list mounts, never bundled into the site's one
// stylesheet (vite.config.ts: cssCodeSplit false), so a public page loads nothing of the editor
// (../../shared/TOOLCHAIN.md: Puck only in the admin chunk). Callers import their CSS with `?inline`.
import { useInsertionEffect } from 'react';

const MARK = 'data-injected-styles';

/** Adds `css` to the document once per `name` (it stays for the rest of the visit). */
export function useInjectedStyles(name: string, css: string): void {
  useInsertionEffect(() => {
    if (document.head.querySelector(`style[${MARK}="${name}"]`)) return;
    const style = document.createElement('style');
    style.setAttribute(MARK, name);
    style.textContent = css;
    document.head.append(style);
  }, [name, css]);
}
