/** Labels and constants for the live sky bar (moon phase, Cairo clock) and the countdown. */

export const moonPhaseNames = [
  'New',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;

export type MoonPhaseName = (typeof moonPhaseNames)[number];

export const sky = {
  /** Spec section 9: mean synodic month and the reference new moon. */
  synodicDays: 29.53058867,
  referenceNewMoonUtc: '2000-01-06T18:14:00Z',
  cairoTimeZone: 'Africa/Cairo',
  moonLabel: 'Moon phase',
  clockLabel: 'Cairo time',
  placeholder: '—',
  /** The bar's name for screen readers. */
  regionLabel: 'Moon phase and Cairo time',
  illuminated: (percent: number) => `${percent}% illuminated`,
} as const;

export const countdown = {
  targetUtc: '2040-05-16T00:00:00Z',
  // Midnight UTC, as the spec sets it: 02:00 or 03:00 on the Cairo clock beside it. Short: under
  // 20rem the label keeps to one line.
  label: 'Until 16 May 2040 (UTC)',
  /** Why this date: a link to the sample answer that weighs the 2040 claim (its `anchor`). */
  why: { text: 'Why 2040?', href: '#why-2040' },
  arrived: 'The moment has arrived!',
  units: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
} as const;
