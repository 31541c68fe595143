import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer, resetApi } from './api-server';

// Every web test runs against the MSW API: a request no test answered gets the 404 error shape.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetApi());
afterAll(() => apiServer.close());
