// The page's only script tag: it loads the app once the browser has painted the page. A server-rendered page is
// readable from its HTML and stylesheet alone; starting the app's 150+ KB of JavaScript after that first paint
// keeps it from competing with them for a weak signal's bandwidth (issue 12). The shell (member pages, offline
// starts) waits one frame more, which nobody sees.
let started = false;

function start(): void {
  if (started) return;
  started = true;
  void import('./main');
}

// After the next frame is painted; a hidden tab paints no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
