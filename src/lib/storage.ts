/**
 * localStorage that never throws. Private modes and blocked cookies make every call throw;
 * values then live in memory for the rest of the page's life.
 */
const memory = new Map<string, string>();

function backing(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    try {
      const value = backing()?.getItem(key);
      if (value != null) return value;
    } catch {
      // Fall through to the in-memory copy.
    }
    return memory.get(key) ?? null;
  },
  set(key: string, value: string): void {
    memory.set(key, value);
    try {
      backing()?.setItem(key, value);
    } catch {
      // Kept in memory only.
    }
  },
};
