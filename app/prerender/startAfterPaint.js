// Loaded by a prerendered page (scripts/prerender.ts) instead of the app's entry: the page is
// already drawn and readable, so the app's script (about 180 KB compressed) is fetched only once
// the page has loaded and painted. On a slow connection the HTML and its stylesheets then do not
// share the line with it, and the screen shows sooner (docs/lighthouse.md). A plain script: it
// runs before any module and is kept apart from the bundle.
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
