import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { buildServer, tracingOf } from './server-build.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

// `npm start`: build the web app if needed, bundle the server, and run it in this same process,
// so SIGTERM from the shell reaches the server's graceful stop directly.
//
// No allocation-site pretenuring: V8 may decide, from what survived while the process started, that
// the objects of some allocation sites live long and allocate them in the old generation from then on.
// A request's objects all die young; allocated old, they made the old generation grow by megabytes a
// second, and every young-generation collection then took 12 ms instead of 2 (a signed-in read lost
// a third of its throughput, in most runs).
setFlagsFromString('--no-allocation-site-pretenuring');
buildWebIfNeeded();
const main = await buildServer();
process.setSourceMapsEnabled(true);
// Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) instruments fastify and pg: it loads before them.
await import(pathToFileURL(tracingOf(main)).href);
await import(pathToFileURL(main).href);
