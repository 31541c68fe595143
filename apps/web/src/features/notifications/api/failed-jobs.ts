import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  data: z.unknown(),
  retryCount: z.number(),
  error: z.string().nullable(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

const FAILED_KEY = [...NOTIFICATIONS_KEY, 'failed-jobs'] as const;

/** GET /delivery/failed-jobs: deliveries whose retries are spent (dead letters). */
export const useFailedJobs = () =>
  useQuery({
    queryKey: FAILED_KEY,
    queryFn: () => apiClient.get('/delivery/failed-jobs', z.array(failedJobSchema)),
    refetchInterval: 15_000,
  });

/** POST /delivery/failed-jobs/{id}/retry: puts a failed delivery back in its queue. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: FailedJob) =>
      apiClient.send('POST', `/delivery/failed-jobs/${encodeURIComponent(job.id)}/retry`, {
        queue: job.queue,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
