// Runs in the page (tests/e2e/support/text-fit.ts loads it as text): plain browser JavaScript, so the Node
// type-check of the tests needs no DOM library. Returns [{ kind: 'clipped' | 'broken', text, where }].
/* global document, getComputedStyle, NodeFilter, DOMRect */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- an expression: the page evaluates it
(function findFaults() {
  const faults = [];
  const tolerance = 1.5;
  const describe = (element) => {
    const parts = [];
    for (let e = element; e && parts.length < 3; e = e.parentElement) {
      const cls =
        typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/)[0]}` : '';
      parts.unshift(`${e.tagName.toLowerCase()}${cls}`);
    }
    return parts.join(' > ');
  };
  const hidden = (element) => {
    for (let e = element; e; e = e.parentElement) {
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
  const clipBoxes = (element) => {
    const boxes = [];
    const clips = (value) => value === 'hidden' || value === 'clip';
    const scrolls = (value) => value === 'auto' || value === 'scroll';
    // Inside a scroll container on an axis, what lies beyond it on that axis can be scrolled to: stop there.
    let xOpen = true;
    let yOpen = true;
    for (let e = element; e && e !== document.documentElement && (xOpen || yOpen); e = e.parentElement) {
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
  const seen = new Set();
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
});
