/**
 * Inlined into <head> by the build (see vite.config.ts), so it must stay self-contained: no
 * imports, no closures over module scope. It applies the theme before first paint and exposes
 * `window.__theme` for the React control. The rules mirror theme.ts.
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
