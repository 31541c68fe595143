import { z } from 'zod';
import { activityKindSchema } from './activity';
import { appSchema } from './apps';
import { signalSummarySchema } from './signal';

/**
 * The back-office's live channel, `GET /api/ws`: the contract of every message both ways.
 * The server serialises what it sends with these types and the web app parses with these schemas.
 */

/** The client's first message: browsers cannot set headers on a websocket. */
export const liveAuthMessageSchema = z.strictObject({
  type: z.literal('auth'),
  token: z.string().min(20).max(200),
});
export type LiveAuthMessage = z.infer<typeof liveAuthMessageSchema>;

/** What changed in a signal: sent by `pg_notify('signal_changes')` to every replica, then to live pages. */
export const signalChangeSchema = z.object({
  id: z.string(),
  app: appSchema,
  version: z.number().int(),
  /** The activity kinds of the change ('create signal', 'take profit hit', ...). */
  kinds: z.array(activityKindSchema),
  /** Who created it (the toolbar's sent counts). */
  ownerId: z.string().nullable(),
});
export type SignalChange = z.infer<typeof signalChangeSchema>;

export const liveMessageSchema = z.discriminatedUnion('type', [
  /** The token was accepted; changes follow. */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('signal'), change: signalChangeSchema, signal: signalSummarySchema }),
  /** The admin's sent counts changed. */
  z.object({ type: z.literal('me-changed') }),
  /** The session was revoked or expired; the server closes with code 4401 right after. */
  z.object({ type: z.literal('session-ended') }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
export type SignalChangeMessage = Extract<LiveMessage, { type: 'signal' }>;

/** The close code of a connection that is not (or no longer) signed in. */
export const LIVE_UNAUTHORIZED_CLOSE = 4401;
