// Starts the app of a server-rendered page once its first frame is painted: the page's HTML and CSS do not
// share the line with the scripts that only hydrate it. The server names the entry and the chunks to preload
// (data-entry, data-preload); see docs/decisions/0011-server-rendering.md.
(function () {
  var me = document.currentScript;
  if (!me) return;
  var entry = me.getAttribute('data-entry');
  var preload = (me.getAttribute('data-preload') || '').split(' ');
  function start() {
    // One insertion for all of them: each element added to the head on its own invalidated the page's style
    // and layout once more (a long task on a phone with 30 preloads).
    var fragment = document.createDocumentFragment();
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      fragment.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    fragment.appendChild(script);
    document.head.appendChild(fragment);
  }
  // After the next frame (styles applied, first paint done): requestAnimationFrame runs before that paint,
  // the timeout right after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
