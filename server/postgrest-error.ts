/** Errors in the shape PostgREST (and so Supabase) sends: code, message, details, hint. */
export interface PostgrestError {
  /** null when the failure is not the database's own (for example, it cannot be reached). */
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toJSON(): PostgrestError {
    return {
      code: this.code || null,
      message: this.message,
      details: this.details,
      hint: this.hint,
    };
  }
}

/** Pulls the database's own error fields out of a pg or PGlite error, if it is one. */
export function databaseError(error: unknown): (PostgrestError & { code: string }) | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message, detail, hint } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return {
    code,
    message: typeof message === 'string' ? message : 'database error',
    details: typeof detail === 'string' ? detail : null,
    hint: typeof hint === 'string' ? hint : null,
  };
}
