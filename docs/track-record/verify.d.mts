/** The canonical JSON of verify.mjs (its test compares it with the domain's). */
export function canonical(value: unknown): string;
