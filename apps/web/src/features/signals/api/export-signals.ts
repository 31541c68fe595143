import type { App } from '@signal-desk/domain/apps';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { saveFile } from '../../../shared/save-file';
import { type SignalListFilters, signalListQueryOf } from '../components/signal-list-search';

/** GET /signals/export: the filtered list as a CSV file (logged as "csv export" by the server). */
export function useExportSignals() {
  return useMutation({
    mutationFn: async ({ app, filters }: { app: App; filters: SignalListFilters }) => {
      const { sort: _sort, ...query } = signalListQueryOf(app, filters);
      const { blob, fileName } = await apiClient.download('/signals/export', query);
      saveFile(blob, fileName ?? `signals-${app}.csv`);
    },
  });
}
