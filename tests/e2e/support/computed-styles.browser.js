// Runs in the page (tests/e2e/support/computed-styles.ts loads it as text): plain browser JavaScript, so the Node
// type-check of the tests needs no DOM library. With compare false it keeps each element's computed style (and its
// ::before and ::after where they have content) in the page and returns []; with compare true it returns how the
// styles now differ from the kept ones (at most 20, described).
/* global window, document, getComputedStyle */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- an expression: the page evaluates it
(function styleDifferences(compare) {
  // Animations stand at their start, so a running one reads the same both times.
  for (const animation of document.getAnimations()) {
    animation.pause();
    animation.currentTime = 0;
  }
  const properties = [...getComputedStyle(document.documentElement)].filter((name) => !name.startsWith('--'));
  const elements = [document.documentElement, ...document.body.querySelectorAll('*')];
  // Taken with every block shown (the caller's sheet window.blocksShown, the page rendered since): the inside of a
  // block the browser skips (content-visibility: auto, off the screen) has no style computed, and getComputedStyle
  // did not force it. Each element's own content-visibility is read once the blocks are as before.
  const styles = [];
  const names = [];
  const own = [];
  for (const element of elements)
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') continue;
      styles.push(properties.map((name) => style.getPropertyValue(name)));
      if (!pseudo) own.push([styles.length - 1, element]);
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
      names.push(`${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${pseudo ?? ''}`);
    }
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== window.blocksShown);
  const visibility = properties.indexOf('content-visibility');
  for (const [index, element] of own)
    styles[index][visibility] = getComputedStyle(element).getPropertyValue('content-visibility');
  if (!compare) {
    window.keptStyles = styles;
    return [];
  }
  const kept = window.keptStyles ?? [];
  if (kept.length !== styles.length) return [`${kept.length} styled elements before, ${styles.length} now`];
  const differences = [];
  styles.forEach((values, index) =>
    values.forEach((value, at) => {
      if (value !== kept[index][at] && differences.length < 20)
        differences.push(`${names[index]} ${properties[at]}: ${kept[index][at]} → ${value}`);
    }),
  );
  return differences;
});
