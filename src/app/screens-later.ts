/**
 * Imported first by `App.tsx`, so that the screens' modules are evaluated in a task after React's, TanStack
 * Query's and the services': a browser evaluates a bundle's modules in one go, and on a phone that was the
 * first screen's longest task (docs/performance.md, "On a phone"). The modules that import this one, and the
 * ones imported after it, wait for its top-level `await`.
 */
import { nextTaskIfShown } from '../lib/tasks';

await nextTaskIfShown();
