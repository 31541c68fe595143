import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { type LogFilters, logQueryOf } from '../components/log-search';

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

/** GET /log-statistic/export: the filtered log as a CSV file (the server logs it as "csv export"). */
export function useExportLog() {
  return useMutation({
    mutationFn: async (filters: LogFilters) => {
      const { blob, fileName } = await apiClient.download('/log-statistic/export', logQueryOf(filters));
      saveFile(blob, fileName ?? 'activity-log.csv');
    },
  });
}
