export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units left until the target, or null once the target has been reached. */
export function remainingUntil(targetMs: number, instantMs: number): Remaining | null {
  const left = Math.floor((targetMs - instantMs) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');
