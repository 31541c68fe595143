import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { saveFile } from '../../../shared/save-file';
import { type LogSearch, logQueryOf } from '../components/log-search';

/** GET /log-statistic/export: the filtered log as a CSV file (the server logs it as "csv export"). */
export function useExportLog() {
  return useMutation({
    mutationFn: async (search: LogSearch) => {
      const { blob, fileName } = await apiClient.download('/log-statistic/export', logQueryOf(search));
      saveFile(blob, fileName ?? 'activity-log.csv');
    },
  });
}
