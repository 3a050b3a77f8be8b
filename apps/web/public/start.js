/*
 * A page the server drew (decision 028) is whole without the app: text, pictures and links work as
 * they are. The app's code is run when the visitor first does something on the page (touches it,
 * moves a pointer over it, presses a key, moves focus, turns the wheel, scrolls down, changes a
 * field) or the link goes offline: a visitor who only reads never waits for it, and a slow phone
 * spends nothing on it while the page loads.
 * Until the app has taken over, a press on a button, a form sent or a link to another of the app's
 * pages is held and handed to the app (window.__kt, read by src/lib/early-input.ts), and what is
 * typed or chosen stays where it is.
 * What to fetch is in <script id="kt-start" type="application/json"> (the server writes it).
 */
(function () {
  var data = JSON.parse(document.getElementById('kt-start').textContent);
  // held: buttons pressed and forms sent; touched: fields typed in or chosen; app: the app's first
  // render has begun; taken: the app has the whole page.
  var kt = (window.__kt = { held: [], touched: [], app: false, taken: false });
  var started = false;
  // Going offline too: the app then says so, and keeps the pages the visitor opens next in its
  // layout (its code is in the browser's cache by then, see below).
  var INTENT = ['pointerdown', 'touchstart', 'mouseover', 'keydown', 'focusin', 'wheel', 'offline'];
  var quiet = { capture: true, passive: true };

  function start() {
    if (started) return;
    started = true;
    INTENT.forEach(function (type) {
      window.removeEventListener(type, start, quiet);
    });
    window.removeEventListener('scroll', scrolled, quiet);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = data.entry;
    script.onerror = release;
    setTimeout(release, 10000);
    document.head.appendChild(script);
    preload('modulepreload', data.modules, 0);
  }
  // A slow phone spends about a millisecond on each fetch it starts: a few preloads per task.
  function preload(rel, list, from) {
    var links = list.slice(from, from + 6).map(function (href) {
      return '<link rel="' + rel + '" crossorigin href="' + href.replace(/[<>"&]/g, '') + '">';
    });
    if (links.length === 0) return;
    document.head.insertAdjacentHTML('beforeend', links.join(''));
    setTimeout(preload, 0, rel, list, from + 6);
  }
  INTENT.forEach(function (type) {
    window.addEventListener(type, start, quiet);
  });
  // A scroll of the page down (a right-to-left page may get a scroll event as it loads, with
  // nothing moved down: not a visitor's doing).
  function scrolled() {
    if (window.scrollY > 0) start();
  }
  window.addEventListener('scroll', scrolled, quiet);

  // A field or a box behaves as it does anywhere. A press on a button, a form's submit or a link
  // to another of the app's pages waits for the app, which gets it once it has taken over (a link
  // of the app may carry more than its address: the Sign Up link opens the Sign Up tab). A link to
  // elsewhere, or opened in a new tab, stays a plain link.
  document.addEventListener(
    'click',
    function (e) {
      if (kt.taken || !(e.target instanceof Element)) return;
      var el = e.target.closest('a[href], label, input, select, textarea, button, summary, [role="button"]');
      if (!el || el.matches('label, select, textarea')) return;
      if (el.matches('input') && !/^(submit|button|reset|image)$/.test(el.type)) return;
      if (el.matches('a') && !appLink(el, e)) return;
      e.preventDefault();
      start();
      if (kt.held[kt.held.length - 1] !== el) kt.held.push(el);
    },
    true,
  );
  function appLink(a, e) {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return false;
    if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.origin !== location.origin)
      return false;
    return !(a.hash && a.pathname === location.pathname && a.search === location.search);
  }
  // Should the app's code not come (the link dropped, say), a link held for it is followed as a
  // plain link after all.
  function release() {
    if (kt.app) return;
    for (var i = kt.held.length - 1; i >= 0; i--) {
      if (kt.held[i].matches('a[href]')) return location.assign(kt.held[i].href);
    }
  }
  document.addEventListener(
    'submit',
    function (e) {
      if (kt.taken) return;
      e.preventDefault();
      start();
      kt.held.push(e.target);
    },
    true,
  );
  function touch(e) {
    if (kt.taken) return;
    start();
    if (kt.touched.indexOf(e.target) < 0) kt.touched.push(e.target);
  }
  document.addEventListener('input', touch, true);
  document.addEventListener('change', touch, true);

  // Home's slider moves on by itself every 5 s (spec 3) before the app is here too, not while the
  // pointer is over it: the drawn slide and dot change places with the next ones (the app's slider
  // starts from the one shown).
  var carousel = document.querySelector('section[aria-roledescription="carousel"]');
  var ticker =
    carousel &&
    setInterval(function () {
      if (kt.app) return clearInterval(ticker);
      if (carousel.matches(':hover')) return;
      var slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
      var dots = carousel.querySelectorAll('[data-dot]');
      var from = 0;
      for (var i = 0; i < slides.length; i++) if (slides[i].getAttribute('data-active') === 'true') from = i;
      var to = (from + 1) % slides.length;
      if (slides.length < 2 || dots.length !== slides.length) return;
      show(slides[from], false);
      show(slides[to], true);
      var was = dots[from].firstElementChild.className;
      dots[from].firstElementChild.className = dots[to].firstElementChild.className;
      dots[to].firstElementChild.className = was;
      dots[from].removeAttribute('aria-current');
      dots[to].setAttribute('aria-current', 'true');
    }, 5000);
  // Home's entrepreneurs are reshuffled every 15 s with a one-second pulse (spec 3), the founder
  // first with probability 0.8, before the app is here too (the app's showcase starts from the
  // order shown).
  var showcase = document.querySelector('[data-testid="entrepreneurs"]');
  var shuffler =
    showcase &&
    setInterval(function () {
      if (kt.app) return clearInterval(shuffler);
      var cards = Array.prototype.slice.call(showcase.querySelectorAll(':scope > li'));
      var founder = showcase.querySelector(':scope > li[data-founder="true"]');
      var first = founder && Math.random() < 0.8 ? [founder] : [];
      var rest = cards.filter(function (li) {
        return first.indexOf(li) < 0;
      });
      for (var i = rest.length - 1; i > 0; i--) {
        var j = Math.floor(Math.random() * (i + 1));
        var card = rest[i];
        rest[i] = rest[j];
        rest[j] = card;
      }
      first.concat(rest).forEach(function (li) {
        showcase.appendChild(li);
      });
      showcase.setAttribute('data-fading', 'true');
      showcase.style.animation = 'pulse 1000ms ease-in-out 1';
      setTimeout(function () {
        if (kt.app) return;
        showcase.setAttribute('data-fading', 'false');
        showcase.style.animation = '';
      }, 1000);
    }, 15000);
  function show(slide, active) {
    slide.setAttribute('data-active', String(active));
    slide.setAttribute('aria-hidden', String(!active));
    slide.inert = !active;
    slide.style.opacity = active ? '1' : '0';
  }

  // Once the page has loaded: the app's code into the browser's cache (fetched, not run: a link
  // that drops later still leaves the app able to start), and the service worker (offline use).
  window.addEventListener('load', function () {
    setTimeout(function () {
      preload('prefetch', (started ? [] : [data.entry].concat(data.modules)).concat(data.later || []), 0);
    }, 0);
    if ('serviceWorker' in navigator && data.worker) {
      navigator.serviceWorker.register(data.worker, { scope: '/' }).catch(function () {});
    }
  });
})();
