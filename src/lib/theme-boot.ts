/**
 * Inlined into <head> by the build (see vite.config.ts), so it must stay self-contained: no
 * imports, no closures over module scope. It applies the theme before first paint and exposes
 * `window.__theme` for the React control. The rules mirror theme.ts. The prerendered radios
 * already work through it, before (or without) the page's script: they are set to the stored
 * choice once parsed, and a change applies at once.
 */
export function themeBoot(): void {
  const key = 'theme';
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const read = function (): string {
    try {
      const v = window.localStorage.getItem(key);
      return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
    } catch {
      return 'system';
    }
  };
  let preference = read();
  const apply = function (): void {
    const dark = preference === 'dark' || (preference === 'system' && media.matches);
    const root = document.documentElement;
    root.dataset.theme = dark ? 'dark' : 'light';
    root.style.colorScheme = dark ? 'dark' : 'light';
    window.dispatchEvent(new Event('themechange'));
  };
  apply();
  media.addEventListener('change', apply);
  // A choice made in another tab of the site applies here too.
  window.addEventListener('storage', function (event) {
    if (event.key !== key) return;
    preference = read();
    apply();
  });
  const isThemeRadio = function (node: unknown): node is HTMLInputElement {
    return node instanceof HTMLInputElement && node.name === 'theme';
  };
  document.addEventListener('DOMContentLoaded', function () {
    for (const radio of document.querySelectorAll('input[name="theme"]')) {
      if (isThemeRadio(radio)) radio.checked = radio.value === preference;
    }
  });
  // Once hydrated, the React control has already set the choice; this only acts before that.
  document.addEventListener('change', function (event) {
    const radio = event.target;
    if (isThemeRadio(radio) && radio.checked && radio.value !== preference)
      window.__theme?.set(radio.value);
  });
  window.__theme = {
    get: function () {
      return preference;
    },
    set: function (next: string) {
      preference = next === 'light' || next === 'dark' ? next : 'system';
      try {
        window.localStorage.setItem(key, preference);
      } catch {
        // Storage blocked: the choice lasts for this page only.
      }
      apply();
    },
  };
}
