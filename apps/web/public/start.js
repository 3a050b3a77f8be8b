/*
 * Inlined by the server at the top of a page it rendered (with its hash in the page's policy,
 * docs/decisions/031-server-rendering.md). Until the app's code has arrived and React has begun to
 * hydrate the page, a press on a button or a form sent would do nothing (no handler is there yet, and
 * React only sees events from when it starts): such a press is held here, and main.tsx presses it
 * again, once, as soon as React hydrates; React then hydrates that control first and handles it.
 * Typing needs nothing here (the field keeps it, and the app adopts it), nor do links (they work as
 * links). A part whose code comes after the hydration (`data-kt-later`, lib/held-presses.ts) has its
 * presses held until that code is here.
 */
(function () {
  var kt = (window.__kt = { held: [], started: false });
  document.addEventListener(
    'click',
    function (e) {
      if (!(e.target instanceof Element)) return;
      if (kt.started && !e.target.closest('[data-kt-later]')) return;
      var el = e.target.closest('button, [role="button"], input[type="submit"], input[type="button"]');
      if (!el || el.closest('a[href]')) return;
      e.preventDefault();
      if (kt.held[kt.held.length - 1] !== el) kt.held.push(el);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (e) {
      if (kt.started) return;
      e.preventDefault();
      kt.held.push(e.target);
    },
    true,
  );
  // The app's code, named by the server in #kt-code, is asked for once the page has been painted
  // (the frame after the first, or after 2 s in a tab in the background, which paints nothing): on a
  // slow link the HTML and its style sheet come first, and the code that follows needs the link for
  // longer anyway.
  var code = document.getElementById('kt-code');
  if (!code) return;
  var asked = false;
  var ask = function () {
    if (asked) return;
    asked = true;
    var list = JSON.parse(code.textContent);
    var add = function (el) {
      el.crossOrigin = '';
      document.head.appendChild(el);
    };
    list.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = list.entry;
    add(script);
  };
  requestAnimationFrame(function () {
    setTimeout(ask, 0);
  });
  setTimeout(ask, 2000);
})();
