/** The root key of the channels' queries (lists and posts): a change invalidates them all. */
export const CHANNELS_KEY = ['channels'] as const;
