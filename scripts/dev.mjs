import { spawn } from 'node:child_process';
import path from 'node:path';

// `npm run dev`: the API (tsx watch, restarts on change) on PORT (default 3000) and the Vite dev
// server on 5173 with hot reload, which proxies /api to the API. Ctrl-C stops both. The API preloads
// the tracing module as `npm start` does (it does nothing without OTEL_EXPORTER_OTLP_ENDPOINT).
const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(
    'npx',
    [
      'tsx',
      'watch',
      '--clear-screen=false',
      '--import',
      './apps/server/src/tracing.ts',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@signal-desk/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
