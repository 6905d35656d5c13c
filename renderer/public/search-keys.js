// Runs before first paint, so Ctrl/Cmd+K opens search even before the page's code listens, and what is
// typed between the shortcut and the search field's focus is kept for the field (the dialog's code loads
// on its first open, which takes a moment). The app reads and drives this state (lib/search/early-search-keys.ts).
(function () {
  // Not in the admin: there Ctrl/Cmd+K is the rich-text editor's link shortcut, and there is no site search.
  if (/^\/admin(\/|$)/.test(location.pathname) || /^#\/admin(\/|$)/.test(location.hash)) return;
  var keys = (window.__searchKeys = { appListens: false, requested: false, buffering: false, typed: '' });
  window.addEventListener(
    'keydown',
    function (event) {
      var shortcut =
        (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      if (shortcut && !keys.appListens) {
        event.preventDefault();
        if (event.repeat) return;
        keys.requested = !keys.requested;
        keys.buffering = keys.requested;
        keys.typed = '';
        return;
      }
      if (!keys.buffering || event.isComposing) return;
      var active = document.activeElement;
      if (active && active.hasAttribute('data-search-field')) {
        keys.buffering = false;
        return;
      }
      if (event.key === 'Escape') {
        keys.requested = keys.buffering = false;
        keys.typed = '';
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        keys.typed = keys.typed.slice(0, -1);
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        keys.typed += event.key;
      }
    },
    true,
  );
})();
