import type { App } from '@signal-desk/domain/apps';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { type SignalListFilters, signalListQueryOf } from '../components/signal-list-search';

/** Saves a blob to the device under a file name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
