/**
 * No circle between server folders (identity importing signals while signals imports identity, say),
 * even when no single file closes it. Counted on the code that ships: the tests import the test
 * harness, which builds the whole app, so every folder with a test would close a circle through it.
 * `npm run check:deps` runs this after the file rules of `.dependency-cruiser.cjs`.
 */
const { options } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-folders-acyclic',
      comment:
        'A folder of apps/server/src (a module, the engine, db, http...) never depends, through others, on a folder that depends on it: move what both need to the folder that owns it or to src/shared.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: [...options.exclude.path, '\\.test\\.ts$'] } },
};
