// Requests the page's code once the server's HTML is on screen, not while the head is parsed. A module script in
// the head starts its download (about 100 KB) at once, beside the page's own bytes and the font, so on a slow phone
// the first paint waited for bandwidth and main-thread time the page's text did not need. The page is whole without
// the code (server-rendered), and what a visitor does before it arrives is kept: Ctrl/Cmd+K and typed keys
// (search-keys.js), form presses (replayed by the form's code). The entry's address is in <meta name="app-entry">,
// written by the build (scripts/build/entry-after-paint.ts).
(function () {
  var requested = false;
  function load() {
    if (requested) return;
    requested = true;
    var entry = document.querySelector('meta[name="app-entry"]');
    if (!entry) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  }
  function painted() {
    return performance.getEntriesByName('first-contentful-paint').length > 0;
  }
  function afterFirstPaint() {
    var root = document.getElementById('root');
    var observable =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
    // Nothing to wait for: a page the browser renders (staff tools), a hidden tab (it paints no frames), a browser
    // that does not report paints, or a paint already made.
    if (!root || !root.firstElementChild || document.visibilityState === 'hidden' || !observable || painted()) {
      load();
      return;
    }
    // The paint entry arrives once the frame is on screen (a frame's own callbacks run before that).
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
    // Should the tab be hidden before it paints.
    setTimeout(load, 3000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
