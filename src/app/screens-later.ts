/**
 * Imported first by `App.tsx`, so that the screens' modules are evaluated in a task after React's, TanStack
 * Query's and the services': a browser evaluates a bundle's modules in one go, and on a phone that was the
 * first screen's longest task (docs/performance.md, "On a phone"). In the built chunk, which keeps the modules'
 * order, every module after this one waits for its top-level `await`; unbundled (the dev server), only the
 * modules that import it do.
 */
import { nextTaskIfShown } from '../lib/tasks';

await nextTaskIfShown();
