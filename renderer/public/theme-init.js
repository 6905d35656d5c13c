// Runs before first paint so a stored or system dark theme never flashes light.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.add(dark ? 'dark' : 'light');
  } catch {
    /* storage blocked: the app sets the class once it starts */
  }
})();
