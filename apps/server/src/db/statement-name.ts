import { createHash } from 'node:crypto';

/**
 * A prepared statement's name derived from its SQL text: the same text always gets the same name,
 * so a connection parses and plans it once however often it runs, and two texts never share a name.
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}-${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}
