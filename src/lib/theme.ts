/**
 * Theme rules (product spec section 5): dark, light or system; anything else means system. The
 * head script that applies them before first paint (theme-boot.ts) cannot import, so it spells
 * them out again; the browser tests (e2e/theme.spec.ts) check it.
 */
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];

export function parseThemePreference(value: unknown): ThemePreference {
  return themePreferences.includes(value as ThemePreference)
    ? (value as ThemePreference)
    : 'system';
}
