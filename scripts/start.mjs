import { pathToFileURL } from 'node:url';
import { buildServer } from './server-build.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

// `npm start`: build the web app if needed, bundle the server, and run it in this same process,
// so SIGTERM from the shell reaches the server's graceful stop directly.
buildWebIfNeeded();
const main = await buildServer();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(main).href);
