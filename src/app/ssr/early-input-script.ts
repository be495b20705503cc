// The inline recorder of taps and typing before a server-rendered page is taken over (what it records and how it is
// replayed: ./early-input.ts). Its own module, free of DOM types, so vite.config.ts can put it into index.html.

/**
 * The inline recorder, as the page carries it (plain ES5, no build step; index.html gets it through
 * vite.config.ts). A submit button of a form with its own action is left alone: the form posts to the server. A
 * recorded tap goes no further than the document: an island whose hydration is under way already has React's
 * listeners, which would take the tap too, and the replay would then make it two (decision 0200). The
 * browser's install offer is kept too when it comes before the code that shows it (a page of islands loads that
 * when idle, decision 0183).
 */
export const EARLY_INPUT_SCRIPT = `(function(){var d=document,e=window.__earlyInput={on:!0,taps:[],typed:[]};function inRoot(t){return t&&t.closest&&t.closest("#root")}function hydrated(t){var i=t.closest("[data-island-id]");return i&&i.hasAttribute("data-hydrated")}d.addEventListener("click",function(v){if(!e.on)return;var t=v.target,c=t&&t.closest&&t.closest('button,[role="button"],input[type="checkbox"],input[type="radio"]');if(!c||!inRoot(c)||c.disabled||hydrated(c))return;if(c.type==="submit"&&c.form&&c.form.getAttribute("action"))return;v.preventDefault();v.stopImmediatePropagation();e.taps.push(c)},!0);d.addEventListener("input",function(v){var t=v.target;if(e.on&&inRoot(t)&&!hydrated(t)&&e.typed.indexOf(t)<0)e.typed.push(t)},!0);addEventListener("beforeinstallprompt",function(v){if(!e.install){v.preventDefault();e.install=v}})})();`;
