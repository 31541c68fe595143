import { type ChannelPostListQuery, channelPostSchema } from '@signal-desk/domain/channels';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { CHANNELS_KEY } from './channels-query-key';

export const CHANNEL_POSTS_PAGE_SIZE = 50;

/** GET /channel-posts: every post of the channels, newest first. */
export const channelPostsQueryOptions = (query: ChannelPostListQuery) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'posts', query],
    queryFn: () => {
      const { page, perPage: _perPage, ...filters } = query;
      return apiClient.list(
        '/channel-posts',
        channelPostSchema,
        { page: page ?? 1, perPage: CHANNEL_POSTS_PAGE_SIZE },
        filters,
      );
    },
    placeholderData: keepPreviousData,
  });

export const useChannelPosts = (query: ChannelPostListQuery) => useQuery(channelPostsQueryOptions(query));
