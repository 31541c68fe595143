import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { appsPassing } from '@signal-desk/domain/access';
import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import { CHANNEL_POST_STATUSES, type ChannelPost } from '@signal-desk/domain/channels';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar, SelectFilter } from '../../../shared/ui/list-page/list-toolbar';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { useChannelPosts } from '../api/list-channel-posts';

const route = getRouteApi('/shell/channel-posts');

const STATUS_COLORS = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
  refused: 'error',
  skipped: 'default',
} as const;

/** `/channel-posts`: every post of the channels, in the style of the log orders, each with its outcome. */
export function ChannelPostsPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }));
  const { app, status } = list.search;
  const user = useSignedInUser();
  const apps = appsPassing(['app'], {
    permissions: user.effectivePermissions,
    apiKeyTypes: apiKeyTypesOf(user),
  });
  const posts = useChannelPosts(list.search);
  return (
    <>
      <PageHeader title={t('channels.postsTitle')} />
      <ListTable
        label={t('channels.postsTitle')}
        query={posts}
        list={list}
        toolbar={
          <ListToolbar
            app={{
              value: app,
              options: apps,
              all: t('channels.allApps'),
              onChange: (next) => list.filter({ app: next }),
            }}
          >
            <SelectFilter
              label={t('channels.posts.status')}
              value={status}
              options={CHANNEL_POST_STATUSES}
              labelOf={(option) => t(`channels.posts.statuses.${option}`)}
              all={t('channels.posts.allStatuses')}
              onChange={(next) => list.filter({ status: next })}
            />
          </ListToolbar>
        }
        rowKey={(post) => post._id}
        columns={[
          { header: t('channels.posts.columns.time'), cell: (post) => formatDateTime(post.createdAt) },
          {
            header: t('channels.posts.columns.channel'),
            cell: (post) => `${post.channelName} · ${t(`channels.kinds.${post.kind}`)}`,
          },
          { header: t('channels.posts.columns.idea'), cell: (post) => `${post.readableId} v${post.version}` },
          {
            header: t('channels.posts.columns.events'),
            cell: (post) => post.events.map((event) => t(`channels.posts.events.${event}`)).join(', '),
          },
          { header: t('channels.posts.columns.outcome'), cell: (post) => <PostOutcome post={post} /> },
          { header: t('channels.posts.columns.attempts'), cell: (post) => post.attempts, align: 'right' },
        ]}
        details={{
          header: t('channels.posts.columns.message'),
          show: t('channels.posts.showText'),
          hide: t('channels.posts.hideText'),
          of: (post) => (
            <Box>
              {post.lastError && <Box sx={{ color: 'error.main', mb: 1 }}>{post.lastError}</Box>}
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 1.5,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  fontSize: 12,
                  whiteSpace: 'pre-wrap',
                }}
              >
                {post.text ?? t('channels.posts.notSent')}
              </Box>
            </Box>
          ),
        }}
      />
    </>
  );
}

function PostOutcome({ post }: { post: ChannelPost }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[post.status]}
      label={
        post.status === 'sent' && post.outcome
          ? t(`channels.posts.outcomes.${post.outcome}`)
          : t(`channels.posts.statuses.${post.status}`)
      }
      title={post.lastError ?? undefined}
    />
  );
}
