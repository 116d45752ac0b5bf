/** Why the page must be built, or null when dist/ is up to date (see ensure-build.mjs). */
export function buildReason(root?: string): string | null;
