import { type BannerApp, bannerSchema } from '@signal-desk/domain/content';
import { MAX_PER_PAGE } from '@signal-desk/domain/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export const BANNERS_KEY = ['banners'] as const;

/** GET /banner?app=: the banners of one app by ascending order (an app has a handful). */
export const bannersQueryOptions = (app: BannerApp) =>
  queryOptions({
    queryKey: [...BANNERS_KEY, app],
    queryFn: () =>
      apiClient.list('/banner', bannerSchema, { page: 1, perPage: MAX_PER_PAGE, sort: 'order' }, { app }),
  });

export const useBanners = (app: BannerApp) => useQuery(bannersQueryOptions(app));
