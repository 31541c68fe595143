import type { TestProject } from 'vitest/node';
import { apiSignIn, updateMe } from './api';
import { SUPER_ADMIN, startProduct } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/** One product for all browser tests: started like the README says, stopped with SIGTERM at the end. */
export default async function setup(project: TestProject) {
  const product = await startProduct();
  try {
    // The super admin speaks English, so their tests meet no language dialog.
    const token = await apiSignIn(product.baseUrl, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await updateMe(product.baseUrl, token, { locale: 'en' });
  } catch (error) {
    await product.stop();
    throw error;
  }
  project.provide('baseUrl', product.baseUrl);
  project.provide('adminEmail', SUPER_ADMIN.email);
  project.provide('adminPassword', SUPER_ADMIN.password);
  return product.stop;
}
