import TextField from '@mui/material/TextField';
import { activityKindSchema } from '@signal-desk/domain/activity';
import { APPS } from '@signal-desk/domain/apps';
import { QUICK_PERIODS } from '@signal-desk/domain/date-range';
import { useTranslation } from 'react-i18next';
import { activityKindLabel } from '../../../shared/activity-kinds';
import { ListToolbar, PeriodFilter, SelectFilter } from '../../../shared/ui/list-page/list-toolbar';
import type { ListState } from '../../../shared/ui/list-page/use-list-state';
import type { LogSearch } from './log-search';

interface LogFiltersBarProps {
  list: ListState<LogSearch>;
  /** The trade idea id as typed; the page writes it to the URL once typing pauses. */
  signalId: string;
  onSignalIdChange: (text: string) => void;
  eventTypes: string[];
  userNames: { userName: string; name: string }[];
}

/** Quick dates or a range, event type, user, trade idea and app; a change goes back to page 1. */
export function LogFiltersBar({
  list,
  signalId,
  onSignalIdChange,
  eventTypes,
  userNames,
}: LogFiltersBarProps) {
  const { t, i18n } = useTranslation();
  const { search } = list;
  // The kinds the log holds, that the list can filter on, by their names in the reader's language.
  const kinds = eventTypes
    .flatMap((kind) => activityKindSchema.safeParse(kind).data ?? [])
    .sort((a, b) => activityKindLabel(t, a).localeCompare(activityKindLabel(t, b), i18n.language));
  return (
    <ListToolbar
      app={{
        label: t('reports.log.filters.app'),
        value: search.app,
        options: APPS,
        all: t('reports.filters.allApps'),
        onChange: (app) => list.filter({ app }),
      }}
    >
      <PeriodFilter
        label={t('reports.filters.period')}
        periods={QUICK_PERIODS}
        value={search.period}
        ranged={Boolean(search.from || search.to)}
        all={t('reports.log.filters.allTime')}
        labelOf={(period) => t(`reports.filters.periods.${period}`)}
        onChange={(period) => list.filter({ period, from: undefined, to: undefined })}
      />
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          size="small"
          label={t(`reports.filters.${key}`)}
          value={search[key] ?? ''}
          onChange={(event) => list.filter({ period: undefined, [key]: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <SelectFilter
        label={t('reports.log.filters.eventType')}
        value={search.eventType}
        options={kinds}
        labelOf={(kind) => activityKindLabel(t, kind)}
        all={t('reports.log.filters.allEvents')}
        onChange={(eventType) => list.filter({ eventType })}
      />
      <SelectFilter
        label={t('reports.log.filters.userName')}
        value={search.userName}
        options={userNames.map((user) => user.userName)}
        labelOf={(userName) => userName}
        all={t('reports.log.filters.allUsers')}
        onChange={(userName) => list.filter({ userName })}
      />
      <TextField
        size="small"
        label={t('reports.log.filters.signalId')}
        placeholder="SHIFT-000123"
        value={signalId}
        onChange={(event) => onSignalIdChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ListToolbar>
  );
}
