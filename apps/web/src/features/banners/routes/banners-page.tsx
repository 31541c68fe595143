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
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldError, type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { errorText } from '../../../shared/forms/error-message';
import { applyServerErrors, submitOrPlaceErrors } from '../../../shared/forms/server-errors';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
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
  type BannersFormOutput,
  type BannersFormValues,
  bannersResolver,
  fromBanner,
  joinErrors,
  newDraft,
  saveCalls,
} from '../components/banner-drafts';

const route = getRouteApi('/shell/banners');

const leafErrors = (node: unknown): FieldError[] => {
  if (!node || typeof node !== 'object') return [];
  if (typeof (node as FieldError).type === 'string') return [node as FieldError];
  return Object.values(node).flatMap(leafErrors);
};

/** The form's own errors by banner, one line each: "Banner 2: Enter a valid link". */
function errorLines(t: TFunction, errors: FieldErrors<BannersFormValues>): string[] {
  const banners = Array.isArray(errors.banners) ? errors.banners : [];
  return banners.flatMap((banner: unknown, index) => {
    const messages = leafErrors(banner).map((error) => errorText(t, error));
    return messages.length
      ? [t('content.banners.error', { number: index + 1, message: messages.join(', ') })]
      : [];
  });
}

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
  const resolver = useMemo(() => bannersResolver(app), [app]);
  const form = useForm<BannersFormValues, unknown, BannersFormOutput>({
    resolver,
    defaultValues: { banners: [], removed: [] },
  });
  const list = useFieldArray({ control: form.control, name: 'banners' });
  const [drafts, removed] = useWatch({ control: form.control, name: ['banners', 'removed'] });
  const saving = form.formState.isSubmitting;
  const [errors, setErrors] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<number | null>(null);

  // Fresh server data replaces the drafts on load, after a save, or on another app; a refetch never
  // wipes local edits that are not published yet.
  const resync = useRef({ app, force: true });
  useEffect(() => {
    if (!banners.data) return;
    const { force, app: syncedApp } = resync.current;
    const current = form.getValues();
    if (force || syncedApp !== app || saveCalls(current.banners, current.removed, app).length === 0) {
      form.reset({ banners: banners.data.data.map(fromBanner), removed: [] });
      setErrors(null);
    }
    resync.current = { app, force: false };
  }, [banners.data, app, form]);

  const dirty = saveCalls(drafts, removed, app).length > 0;
  const indexOf = (key: string) => form.getValues('banners').findIndex((d) => d.key === key);
  const indexOfField = (id: string) => list.fields.findIndex((field) => field.id === id);
  const remove = (index: number) => {
    // A local banner goes at once; a published one is deleted by the save.
    const id = form.getValues(`banners.${index}._id`);
    if (id) form.setValue('removed', [...form.getValues('removed'), id]);
    list.remove(index);
  };

  const save = async (input: BannersFormOutput) => {
    const current = form.getValues();
    const failures: string[] = [];
    // Each success updates its draft at once, so a partial failure leaves no duplicate on the next save.
    for (const call of saveCalls(current.banners, current.removed, app)) {
      try {
        if (call.kind === 'delete') {
          await deleteBanner(call.id);
          form.setValue(
            'removed',
            form.getValues('removed').filter((id) => id !== call.id),
          );
        } else {
          const banner = input.banners[call.position];
          if (!banner) continue;
          const saved =
            call.kind === 'create' ? await createBanner(banner) : await updateBanner(call.id, banner);
          const at = indexOf(call.key);
          if (at >= 0) form.setValue(`banners.${at}`, { ...fromBanner(saved), key: call.key });
        }
      } catch (error) {
        failures.push(t('content.banners.error', { number: call.number, message: apiErrorText(t, error) }));
        // The API names the fields of the one banner it refused; the form has them under that banner.
        const at = call.kind === 'delete' ? -1 : indexOf(call.key);
        if (at >= 0) applyServerErrors(error, form, `banners.${at}`);
      }
    }
    if (failures.length) setErrors(joinErrors(failures));
    else {
      setErrors(null);
      resync.current = { app, force: true };
      showToast(t('content.banners.published'), 'success');
    }
    void queryClient.invalidateQueries({ queryKey: [...BANNERS_KEY, app] });
  };
  const submit = submitOrPlaceErrors(form, save, {
    onInvalid: (invalid) => setErrors(joinErrors(errorLines(t, invalid))),
  });

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
              <Button startIcon={<AddIcon />} onClick={() => list.append(newDraft(), { shouldFocus: false })}>
                {t('content.banners.add')}
              </Button>
              <Button variant="contained" loading={saving} disabled={!dirty} onClick={() => void submit()}>
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
      {banners.isSuccess && list.fields.length === 0 && (
        <Typography color="text.secondary">{t('content.banners.empty')}</Typography>
      )}
      <SortableArea
        nameOf={(id) => t('content.banners.bannerNumber', { number: indexOfField(id) + 1 })}
        onMove={(id, target) => {
          const [from, to] = [indexOfField(id), indexOfField(target)];
          if (from >= 0 && to >= 0) list.move(from, to);
        }}
      >
        <SortableContext items={list.fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {list.fields.map((field, index) => (
              <BannerCard
                key={field.id}
                id={field.id}
                control={form.control}
                index={index}
                editable={editable}
                onRemove={() => (form.getValues(`banners.${index}._id`) ? setToRemove(index) : remove(index))}
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
          if (toRemove !== null) remove(toRemove);
          setToRemove(null);
        }}
        onClose={() => setToRemove(null)}
      />
    </>
  );
}
