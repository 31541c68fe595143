import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { canBanner } from '@signal-desk/domain/access';
import { BANNER_APPS, type BannerApp, bannerAppSchema } from '@signal-desk/domain/content';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { errorText } from '../../../shared/forms/error-message';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { cleanTranslations } from '../../../shared/translations/translations-editor';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon } from '../../../shared/ui/icons';
import { LeaveGuard } from '../../../shared/ui/leave-guard';
import { PageHeader } from '../../../shared/ui/page-header';
import { SortableArea } from '../../../shared/ui/sortable';
import { showToast } from '../../../shared/ui/toast-queue';
import { createBanner } from '../api/create-banner';
import { deleteBanner } from '../api/delete-banner';
import { BANNERS_KEY, useBanners } from '../api/list-banners';
import { updateBanner } from '../api/update-banner';
import { BannerCard } from '../components/banner-card';
import {
  type BannerDraft,
  draftErrors,
  fromBanner,
  joinErrors,
  move,
  newDraft,
  saveCalls,
} from '../components/banner-drafts';

const route = getRouteApi('/shell/banners');

/** `/banners?app=`: the banners of one app, edited locally, then saved and published together. */
export function BannersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const held = useSignedInUser().effectivePermissions;
  const search = route.useSearch();
  const visible = BANNER_APPS.filter((a) => canBanner(held, 'VIEW', a));
  const asked = bannerAppSchema.safeParse(search.app);
  // An app the admin may not view falls back to the first one they may (the menu lists all four).
  const app: BannerApp = asked.success && visible.includes(asked.data) ? asked.data : (visible[0] ?? 'shift');
  const editable = canBanner(held, 'EDIT', app);
  const banners = useBanners(app);
  const [drafts, setDrafts] = useState<BannerDraft[]>([]);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [toRemove, setToRemove] = useState<number | null>(null);

  // Fresh server data replaces the drafts on load, after a save, or on another app; a refetch never
  // wipes local edits that are not published yet.
  const resync = useRef({ app, force: true });
  useEffect(() => {
    if (!banners.data) return;
    const fresh = banners.data.data.map(fromBanner);
    const { force, app: syncedApp } = resync.current;
    setDrafts((current) =>
      force || syncedApp !== app || saveCalls(current, app).length === 0 ? fresh : current,
    );
    resync.current = { app, force: false };
    setErrors(null);
    setShowErrors(false);
  }, [banners.data, app]);

  const shown = drafts.filter((d) => !d.removed);
  const numberOf = (draft: BannerDraft) => shown.indexOf(draft) + 1;
  const replace = (key: string, next: BannerDraft) =>
    setDrafts((all) => all.map((d) => (d.key === key ? next : d)));
  const remove = (draft: BannerDraft) =>
    // A local banner goes at once; a published one waits for the save.
    setDrafts((all) =>
      draft._id
        ? all.map((d) => (d.key === draft.key ? { ...d, removed: true } : d))
        : all.filter((d) => d.key !== draft.key),
    );
  const dirty = saveCalls(drafts, app).length > 0;

  const save = async () => {
    setShowErrors(true);
    const invalid = shown
      .map((draft, i) => ({ number: i + 1, errors: draftErrors(draft, app) }))
      .filter((e) => Object.keys(e.errors).length > 0);
    if (invalid.length) {
      setErrors(
        joinErrors(
          invalid.map((e) =>
            t('content.banners.error', {
              number: e.number,
              message: Object.values(e.errors)
                .map((code) => errorText(t, { type: 'validate', message: code }))
                .join(', '),
            }),
          ),
        ),
      );
      return;
    }
    setSaving(true);
    const ordered = [...shown, ...drafts.filter((d) => d.removed)];
    const failures: string[] = [];
    // Each success updates its draft at once, so a partial failure leaves no duplicate on the next save.
    let next = ordered;
    for (const call of saveCalls(ordered, app)) {
      try {
        if (call.kind === 'delete') {
          await deleteBanner(call.id);
          next = next.filter((d) => d.key !== call.key);
        } else {
          const input = { ...call.input, translations: cleanTranslations(call.input.translations ?? {}) };
          const saved =
            call.kind === 'create' ? await createBanner(input) : await updateBanner(call.id, input);
          next = next.map((d) => (d.key === call.key ? { ...fromBanner(saved), key: d.key } : d));
        }
      } catch (error) {
        failures.push(t('content.banners.error', { number: call.number, message: apiErrorText(t, error) }));
      }
    }
    setDrafts(next);
    setSaving(false);
    if (failures.length) setErrors(joinErrors(failures));
    else {
      resync.current = { app, force: true };
      showToast(t('content.banners.published'), 'success');
    }
    await queryClient.invalidateQueries({ queryKey: [...BANNERS_KEY, app] });
  };

  /** Drag and drop: the banner takes the place of the one it was dropped on (order = position). */
  const moveBanner = (key: string, target: string) => {
    const from = shown.findIndex((d) => d.key === key);
    const to = shown.findIndex((d) => d.key === target);
    if (from < 0 || to < 0) return;
    setDrafts([...move(shown, from, to), ...drafts.filter((d) => d.removed)]);
  };

  if (visible.length === 0) return <Alert severity="warning">{t('content.banners.noApps')}</Alert>;

  return (
    <>
      <LeaveGuard
        when={() => dirty && !saving}
        title={t('content.banners.leave.title')}
        message={t('content.banners.leave.message')}
      />
      <PageHeader
        title={t('content.banners.title', { app: t(`apps.${app}`) })}
        actions={
          editable && (
            <>
              <Button startIcon={<AddIcon />} onClick={() => setDrafts((all) => [...all, newDraft()])}>
                {t('content.banners.add')}
              </Button>
              <Button variant="contained" loading={saving} disabled={!dirty} onClick={() => void save()}>
                {t('content.banners.save')}
              </Button>
            </>
          )
        }
      />
      <Tabs
        value={app}
        onChange={(_, next: BannerApp) => void navigate({ to: PATHS.banners, search: { app: next } })}
        sx={{ mb: 2 }}
        aria-label={t('content.banners.apps')}
      >
        {visible.map((a) => (
          <Tab key={a} value={a} label={t(`apps.${a}`)} />
        ))}
      </Tabs>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('reasons.banners_not_allowed')}
        </Alert>
      )}
      {errors && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }} onClose={() => setErrors(null)}>
          {errors}
        </Alert>
      )}
      {banners.isError && <Alert severity="error">{apiErrorText(t, banners.error)}</Alert>}
      {banners.isSuccess && shown.length === 0 && (
        <Typography color="text.secondary">{t('content.banners.empty')}</Typography>
      )}
      <SortableArea
        nameOf={(key) =>
          t('content.banners.bannerNumber', { number: shown.findIndex((d) => d.key === key) + 1 })
        }
        onMove={moveBanner}
      >
        <SortableContext items={shown.map((d) => d.key)} strategy={verticalListSortingStrategy}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {shown.map((draft, index) => (
              <BannerCard
                key={draft.key}
                draft={draft}
                number={numberOf(draft)}
                errors={showErrors ? draftErrors(draft, app) : {}}
                editable={editable}
                onChange={(next) => replace(draft.key, next)}
                onRemove={() => (draft._id ? setToRemove(index) : remove(draft))}
              />
            ))}
          </Box>
        </SortableContext>
      </SortableArea>
      <ConfirmDialog
        open={toRemove !== null}
        title={t('content.banners.removeTitle')}
        message={t('content.banners.removeConfirm', { number: (toRemove ?? 0) + 1 })}
        confirmLabel={t('common.delete')}
        onConfirm={() => {
          const draft = toRemove === null ? undefined : shown[toRemove];
          if (draft) remove(draft);
          setToRemove(null);
        }}
        onClose={() => setToRemove(null)}
      />
    </>
  );
}
