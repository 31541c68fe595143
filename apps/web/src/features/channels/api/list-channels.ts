import type { App } from '@signal-desk/domain/apps';
import { channelSchema } from '@signal-desk/domain/channels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { CHANNELS_KEY } from './channels-query-key';

/** GET /channels: the channels of the admin's apps (or of one), secrets masked. */
export const channelsQueryOptions = (app: App | undefined) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'list', app ?? null],
    queryFn: () => apiClient.get('/channels', z.array(channelSchema), { app }),
    // The list block reads a page envelope.
    select: (data) => ({ data }),
  });

export const useChannels = (app: App | undefined) => useQuery(channelsQueryOptions(app));
