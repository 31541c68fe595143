import { trackRecordSchema } from '@signal-desk/domain/track-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The public JSON of an app's track record (no sign-in), also offered for download. */
export const trackRecordApiPath = (app: string) => `/public/track-record/${encodeURIComponent(app)}`;

/** GET /public/track-record/{app}: figures, head hash, corrections and the first page of links. */
export const trackRecordQueryOptions = (app: string, trader: string | null) =>
  queryOptions({
    queryKey: ['track-record', app, trader],
    queryFn: () => apiClient.get(trackRecordApiPath(app), trackRecordSchema, trader ? { trader } : undefined),
    // A page left open follows new closes (the server keeps an answer 5 s at most).
    refetchInterval: 60_000,
  });

export const useTrackRecord = (app: string, trader: string | null) =>
  useQuery(trackRecordQueryOptions(app, trader));
