// Finds text that does not fit at the current width, in the page as it is now (issue 14 part 4). Two faults:
// - clipped: a line of text that sticks out of a box that clips it (overflow hidden or clip on the element or any
//   ancestor, per axis) or out of the viewport's width, while part of it is still inside. Text that lies wholly
//   outside a clipping box is hidden on purpose (a carousel's next slide, a closed panel) and is not reported.
// - broken: a word (a run of letters and digits; hyphens, soft hyphens and slashes end a word, so breaking there
//   is fine) whose characters are laid out on more than one line, as overflow-wrap or word-break do to
//   'Trainingsstu|nden'.
// Visually hidden text (a 1 px clip box) and text in aria-hidden decorations is skipped.
import type { Page } from '@playwright/test';

export interface TextFault {
  kind: 'clipped' | 'broken';
  text: string;
  where: string;
}

/** Runs in the page: kept free of imports and closures over Node values. */
function findFaults(): TextFault[] {
  const faults: TextFault[] = [];
  const tolerance = 1.5;
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = element; e && parts.length < 3; e = e.parentElement) {
      const cls =
        typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/)[0]}` : '';
      parts.unshift(`${e.tagName.toLowerCase()}${cls}`);
    }
    return parts.join(' > ');
  };
  const hidden = (element: Element) => {
    for (let e: Element | null = element; e; e = e.parentElement) {
      if (e.getAttribute('aria-hidden') === 'true') return true;
      const style = getComputedStyle(e);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return true;
      const box = e.getBoundingClientRect();
      if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true;
    }
    return false;
  };
  /**
   * The boxes that clip this element's content: the viewport's width, and every ancestor (or itself) whose
   * overflow is hidden or clip, on that axis only. A scroll container (auto, scroll) is not one: what sticks out
   * of it can be scrolled to (a wide comparison table).
   */
  const clipBoxes = (element: Element): DOMRect[] => {
    const boxes: DOMRect[] = [];
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    // Inside a scroll container on an axis, what lies beyond it on that axis can be scrolled to: stop there.
    let xOpen = true;
    let yOpen = true;
    for (
      let e: Element | null = element;
      e && e !== document.documentElement && (xOpen || yOpen);
      e = e.parentElement
    ) {
      const style = getComputedStyle(e);
      const x = xOpen && clips(style.overflowX);
      const y = yOpen && clips(style.overflowY);
      if (x || y) {
        // The border box, near enough to the padding box that clips.
        const box = e.getBoundingClientRect();
        boxes.push(
          new DOMRect(x ? box.left : -1e9, y ? box.top : -1e9, x ? box.width : 2e9, y ? box.height : 2e9),
        );
      }
      if (scrolls(style.overflowX)) xOpen = false;
      if (scrolls(style.overflowY)) yOpen = false;
    }
    if (xOpen) boxes.push(new DOMRect(0, -1e9, document.documentElement.clientWidth, 2e9));
    return boxes;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent && /[\p{L}\p{N}]/u.test(node.textContent)
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const seen = new Set<string>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, svg, template, option, textarea')) continue;
    if (hidden(parent)) continue;
    const text = node.textContent ?? '';
    const boxes = clipBoxes(parent);
    const whole = document.createRange();
    whole.selectNodeContents(node);
    for (const rect of Array.from(whole.getClientRects())) {
      if (rect.width < 1 || rect.height < 1) continue;
      for (const box of boxes) {
        const inside =
          rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
        const sticksOut =
          rect.left < box.left - tolerance ||
          rect.right > box.right + tolerance ||
          rect.top < box.top - tolerance ||
          rect.bottom > box.bottom + tolerance;
        if (inside && sticksOut) {
          const key = `clipped|${text.trim()}`;
          if (!seen.has(key)) {
            seen.add(key);
            faults.push({ kind: 'clipped', text: text.trim().slice(0, 80), where: describe(parent) });
          }
          break;
        }
      }
    }
    for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      if (rects.length < 2) continue;
      const tops = rects.map((r) => r.top);
      const lineHeight = Math.min(...rects.map((r) => r.height));
      if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) {
        const key = `broken|${match[0]}`;
        if (!seen.has(key)) {
          seen.add(key);
          faults.push({ kind: 'broken', text: match[0], where: describe(parent) });
        }
      }
    }
  }
  return faults;
}

/** Scrolls through the page (lazy blocks load on the way) and returns what does not fit. */
export async function textFaults(page: Page): Promise<TextFault[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(findFaults);
}
