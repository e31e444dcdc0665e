// Starts the website's code: index.html names its entry module in data-entry and the modules it
// imports in data-preload (the build puts this script where the module script was,
// web/build/start-after-first-view.ts). A page the server sent with its first view
// (docs/adr/0018) has no modulepreload links in its head: its picture and stylesheet have the
// connection to themselves, and the app's code is fetched once that view is on screen (at most a
// second later). A deferred classic script, after /zod-jitless.js: deferred scripts run in
// document order.
(function () {
  var current = document.currentScript;
  var entry = current.getAttribute('data-entry');
  var modules = (current.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function start(preload) {
    if (started) return;
    started = true;
    for (var index = 0; preload && index < modules.length; index += 1) {
      if (!modules[index]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = modules[index];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  var shell = document.getElementById('server-shell');
  if (!shell) return start(false);
  // Once the view is on screen: its main picture in (or failed), then two frames drawn. Never more
  // than a second late, whatever the picture does; a tab in the background draws no frames.
  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(function () {
          start(true);
        }, 0);
      });
    });
  }
  var picture = shell.querySelector('img[fetchpriority="high"]');
  if (!picture || picture.complete) afterTwoFrames();
  else {
    picture.addEventListener('load', afterTwoFrames);
    picture.addEventListener('error', afterTwoFrames);
  }
  setTimeout(function () {
    start(true);
  }, 1000);
})();
