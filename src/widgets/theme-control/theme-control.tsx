import { useSyncExternalStore } from 'react';
import { parseThemePreference, themePreferences, type ThemePreference } from '../../lib/theme';

interface Props {
  legend: string;
  options: Record<ThemePreference, string>;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('themechange', onChange);
  return () => window.removeEventListener('themechange', onChange);
}

const icons: Record<ThemePreference, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
  system: 'M4 5h16v11H4zM9 20h6m-3-4v4',
};

/** Light, dark or system. The inline head script owns the theme; this only calls into it. */
export function ThemeControl({ legend, options }: Props) {
  const current = useSyncExternalStore(
    subscribe,
    () => parseThemePreference(window.__theme?.get()),
    () => 'system' as const,
  );
  return (
    <fieldset className="flex rounded-full border border-line bg-surface p-0.5 noscript:hidden">
      <legend className="sr-only">{legend}</legend>
      {themePreferences.map((value) => (
        <label
          key={value}
          title={options[value]}
          className="relative flex cursor-pointer items-center rounded-full p-1.5 text-muted has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
        >
          <input
            type="radio"
            name="theme"
            value={value}
            checked={current === value}
            onChange={() => window.__theme?.set(value)}
            className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
          />
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4 fill-none stroke-current stroke-2"
          >
            <path d={icons[value]} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only">{options[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}
