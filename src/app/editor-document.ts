// The page editor runs in a document of its own (decision 0207): Puck writes <style> elements, which only the
// editor's document allows (the server sends it a policy with inline styles; every other document forbids them).
// Arriving at the editor from any other document of the app, the browser loads it as a new document.
import { isEditorDocument } from '#domain/routing';

/** The path this document was loaded at: its policy is the one the server sent for it. */
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

const inEditorDocument = () => typeof window === 'undefined' || isEditorDocument(documentPath);

/** The editor route's loader: null in the editor's own document, else a document load of `url` (never settles). */
export function enterEditorDocument(url: string): Promise<null> | null {
  if (inEditorDocument()) return null;
  window.location.assign(url);
  return new Promise<null>(() => {});
}

/**
 * Awaited before the editor's code is imported (the router imports a route's code beside its loader): in any
 * other document it never settles, so Puck writes no <style> element where the policy refuses it.
 */
export function editorDocumentReady(): Promise<void> {
  return inEditorDocument() ? Promise.resolve() : new Promise<void>(() => {});
}
