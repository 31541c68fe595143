import { z } from 'zod';
import type { Notification } from '../notifications';

/**
 * The `data` of every push sent through FCM (all values are strings: FCM data is a map of strings).
 * The apps read the notification and, for a trade idea's push, the signal to open. `schemaVersion`
 * is the contract's version: an added key keeps it, a removed or renamed one raises it (decision 25).
 */
export const PUSH_DATA_SCHEMA_VERSION = '1' as const;

export const pushDataSchema = z
  .strictObject({
    schemaVersion: z.literal(PUSH_DATA_SCHEMA_VERSION),
    notificationId: z.uuid(),
    /** The trade idea an automatic push is about. */
    signalId: z.uuid().optional(),
    /** The link staff attached to a push. */
    url: z.string().optional(),
  })
  .meta({ title: 'PushDataV1' });
export type PushData = z.infer<typeof pushDataSchema>;

/** The push data of a notification as recorded. */
export function pushDataOf(notification: Pick<Notification, '_id' | 'signalId' | 'url'>): PushData {
  return {
    schemaVersion: PUSH_DATA_SCHEMA_VERSION,
    notificationId: notification._id,
    ...(notification.signalId ? { signalId: notification.signalId } : {}),
    ...(notification.url ? { url: notification.url } : {}),
  };
}
