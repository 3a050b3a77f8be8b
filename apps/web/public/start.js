/*
 * Starts the app on a page the server drew (decision 028), once that page has painted: its code
 * is not fetched before, so on a slow link the HTML and the style sheet have the link to themselves.
 * What to fetch is in <script id="kt-start" type="application/json"> (the server writes it).
 */
(function () {
  var data = JSON.parse(document.getElementById('kt-start').textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = data.entry;
    document.head.appendChild(script);
    preload(0);
  }
  // A slow phone spends about a millisecond on each fetch it starts: a few preloads per task, so
  // none of them holds the page.
  function preload(from) {
    var links = data.modules.slice(from, from + 6).map(function (href) {
      return '<link rel="modulepreload" crossorigin href="' + href.replace(/[<>"&]/g, '') + '">';
    });
    if (links.length === 0) return;
    document.head.insertAdjacentHTML('beforeend', links.join(''));
    setTimeout(preload, 0, from + 6);
  }
  // After the next frame has been painted; a tab in the background paints no frame.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
