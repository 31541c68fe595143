import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './web-build.mjs';

// `npm start`: build the web app if needed, then run the server in this same process,
// so SIGTERM from the shell reaches the server's graceful stop directly.
buildWebIfNeeded();
register();
await import('../apps/server/src/main.ts');
