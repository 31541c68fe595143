import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

const contractsSchema = z.object({ contracts: z.number(), contractSize: z.number(), amount: z.number() });

/** POST /contracts/validate: the whole futures contracts an amount of the base coin makes. */
export const useValidateContracts = () =>
  useMutation({
    mutationFn: (input: { exchange: string; base: string; quote: string; amount: number }) =>
      apiClient.send('POST', '/contracts/validate', input, contractsSchema),
  });
