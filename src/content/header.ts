/**
 * Words of the page's interactive frame: the database badge, the theme control and the widget
 * failure notices. Kept apart from site.ts, whose intro carries figures, so the islands that
 * ship at load do not download the figures module.
 */
export const header = {
  badge: {
    checking: 'Checking DB...',
    connected: 'Connected to DB',
    disconnected: 'DB Disconnected',
  },
  theme: { legend: 'Theme', options: { light: 'Light', dark: 'Dark', system: 'System' } },
} as const;

export const notices = {
  voiceFailed: 'The voice assistant could not be loaded. Please try again later.',
  chatFailed: 'The chat assistant could not be loaded. Please try again later.',
} as const;
