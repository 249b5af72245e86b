// The entry scripts of the pages the server paints first (server/pages/firstPaint.ts) run after that paint.
//
// A page whose entry scripts are parser-discovered `<script defer>` tags runs them before the browser shows the
// server's markup whenever they arrive quickly, and a lab measure of a slow phone (Lighthouse's simulated LCP)
// then counts the download and evaluation of every entry script as a dependency of the page's largest text, which
// is the HTML's own. So the build writes, in place of those tags, a small inline script at the end of the body
// (`loadEntryScripts`, below) that adds the script elements once the browser has shown the server's markup: after
// the first contentful paint is reported (which is after it reached the screen) and one more frame.
//
// The scripts are not preloaded either: a `<link rel="preload">` starts their download before the first paint, and
// Lighthouse's simulation then counted them as the page's largest paint's dependencies in about two runs of three
// (register, sign-in, start/profile and liens at 1.7 to 2.1 s where without the links 0.64 s every time, measured
// 2026-11-28). Their download starts a frame after the first paint instead.
//
// Pages the server leaves empty (the root holds no markup), a hidden tab (it paints nothing) and a browser without
// paint timing load at once, or after a frame; a safety timer loads them in any case.
//
// The brand's font files wait longer still: the server writes their @font-face rules in a style that applies to
// print only (`data-after-first-paint`), and the app applies it once its first screen is on screen
// (src/app/renderApp.ts), so both the painted text and the app's first screen show in the metric-matched fallback
// faces, and the fonts' downloads are the dependency of neither.
'use strict';

/** After this long without a reported paint, the scripts are added anyway: the page must not wait for a paint. */
const SAFETY_MS = 1000;

/**
 * Runs in the page, as the inline script's body: serialised with Function#toString, so it is written in the
 * JavaScript every browser the app supports reads as it is, and uses nothing from outside but its arguments.
 */
function loadEntryScripts(sources, safetyMs) {
  var doc = document;
  var nonce = doc.currentScript && doc.currentScript.nonce;
  var done = false;
  function load() {
    if (done) return;
    done = true;
    for (var i = 0; i < sources.length; i++) {
      var script = doc.createElement('script');
      script.src = sources[i];
      // In document order, as the deferred tags ran (webpack's entry waits for its chunks in any order anyway).
      script.async = false;
      if (nonce) script.nonce = nonce;
      doc.head.appendChild(script);
    }
  }
  function afterFrame() {
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(function () {
        setTimeout(load, 0);
      });
    else setTimeout(load, 0);
  }
  var root = doc.getElementById('root');
  var painted = root && root.firstElementChild;
  if (!painted || doc.visibilityState === 'hidden') return load();
  setTimeout(load, safetyMs);
  var types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return afterFrame();
  var observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterFrame();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** The inline script's text for these entry scripts. */
function entryLoaderSource(sources, safetyMs = SAFETY_MS) {
  // `<` is escaped so no source can end the script element early.
  const args = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `(${loadEntryScripts.toString()})(${args},${Number(safetyMs)});`;
}

/**
 * For html-webpack-plugin (webpack/webpack.common.js): on the chosen pages, the entry's script tags give way to the
 * inline loader at the end of the body, with the request's CSP nonce (filled by the server).
 */
class EntryAfterFirstPaintPlugin {
  constructor(HtmlWebpackPlugin, pages) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.pages = new Set(pages);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('EntryAfterFirstPaintPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EntryAfterFirstPaintPlugin', (data) => {
        if (!this.pages.has(data.outputName)) return data;
        const isEntryScript = (tag) => tag.tagName === 'script' && Boolean(tag.attributes.src);
        const sources = [...data.headTags, ...data.bodyTags].filter(isEntryScript).map((tag) => tag.attributes.src);
        if (sources.length === 0) return data;
        data.headTags = data.headTags.filter((tag) => !isEntryScript(tag));
        data.bodyTags = [
          ...data.bodyTags.filter((tag) => !isEntryScript(tag)),
          {
            tagName: 'script',
            voidTag: false,
            attributes: { nonce: '__CSP_NONCE__' },
            innerHTML: entryLoaderSource(sources),
            meta: { plugin: 'EntryAfterFirstPaintPlugin' },
          },
        ];
        return data;
      });
    });
  }
}

module.exports = { EntryAfterFirstPaintPlugin, entryLoaderSource, loadEntryScripts, SAFETY_MS };
