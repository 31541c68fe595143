import { createAdminInputSchema, updateAdminInputSchema } from '@signal-desk/domain/admin';
import { describe, expect, it } from 'vitest';
import { adminFormDefaults, adminInputOf } from './admin-form-values';

const filled = {
  ...adminFormDefaults(),
  name: 'Jane Doe',
  nickname: 'jane1',
  email: 'Jane@Example.com',
  password: 'Secret123!',
};

describe('adminInputOf', () => {
  it('turns the inputs into a valid create body', () => {
    const input = createAdminInputSchema.parse(adminInputOf({ ...filled, apiKey: ' ' }, false));
    expect(input).toMatchObject({ email: 'jane@example.com', locale: null, apiType: null, apiKey: null });
    expect(input.signalsLimit?.shift).toBe(0);
  });

  it('requires a password on add but keeps the current one on edit when left empty', () => {
    const empty = { ...filled, password: '' };
    expect(createAdminInputSchema.safeParse(adminInputOf(empty, false)).success).toBe(false);
    const edit = updateAdminInputSchema.parse(adminInputOf(empty, true));
    expect(edit.password).toBeUndefined();
  });

  it('reads per-app limits as numbers and rejects fractions', () => {
    const limits = { ...filled.signalsLimit, nfx: '12', relic: '1.5' };
    const result = createAdminInputSchema.safeParse(adminInputOf({ ...filled, signalsLimit: limits }, false));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['signalsLimit.relic']);
  });
});
