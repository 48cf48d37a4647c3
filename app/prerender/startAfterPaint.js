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
    script.addEventListener('load', stopCompletingTaps);
    script.addEventListener('error', stopCompletingTaps);
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A press on a link that the app's first screen replaces before the release (a signed-in user's
  // page is drawn anew, not hydrated, and its layout differs) ends on another element: the browser
  // sends no click and the tap is lost. Such a tap is completed: the app's own link to the same
  // address is clicked (its router opens the page), or the browser goes there. Only while the app
  // starts: the listeners go 10 s after its script has run.
  var press = null;
  var clicked = false;
  function onDown(event) {
    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
    var plain = event.isPrimary && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    press = link && plain && !link.target && link.origin === location.origin ? { link: link, x: event.clientX, y: event.clientY } : null;
    clicked = false;
  }
  function onClick(event) {
    // A click the browser sent to a link (the release's common ancestor with the press is none).
    if (event.target && event.target.closest && event.target.closest('a[href]')) clicked = true;
  }
  function onUp(event) {
    var pressed = press;
    press = null;
    if (!pressed || pressed.link.isConnected) return;
    if (Math.abs(event.clientX - pressed.x) > 12 || Math.abs(event.clientY - pressed.y) > 12) return;
    var path = pressed.link.getAttribute('href');
    // After the browser's own click, if it sends one: it then went where it should.
    setTimeout(function () {
      if (clicked) return;
      var same = Array.prototype.find.call(document.querySelectorAll('a[href]'), function (a) {
        return a.getAttribute('href') === path && !a.target;
      });
      if (same) same.click();
      else location.assign(path);
    }, 0);
  }
  // A tap on a button of the build's HTML before the app runs it does nothing: the app has no
  // handler on it yet. The last such tap is kept (its button's text and its rank among buttons of
  // that text), and the app, once it has taken the page over, taps the same button
  // (app/prerender/pendingTap.ts). Buttons of a form are left out: a form is read-only until then.
  function onButtonClick(event) {
    if (window.__lawsAiTakenOver) return;
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || button.disabled || button.closest('form')) return;
    var text = (button.textContent || '').trim();
    var same = Array.prototype.filter.call(document.querySelectorAll('button'), function (b) {
      return (b.textContent || '').trim() === text;
    });
    window.__lawsAiPendingTap = { text: text, rank: same.indexOf(button) };
  }
  document.addEventListener('pointerdown', onDown, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('click', onButtonClick, true);
  document.addEventListener('pointerup', onUp, true);
  function stopCompletingTaps() {
    setTimeout(function () {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('click', onButtonClick, true);
      document.removeEventListener('pointerup', onUp, true);
    }, 10000);
  }

  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
