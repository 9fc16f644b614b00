/**
 * zod as the app imports it (scripts/vite-csp.ts resolves the app's `'zod/mini'` here). zod probes, as each
 * object schema is defined, whether it may compile parsers with `Function('')`; under the app's
 * Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation. Jitless parsing,
 * which zod falls back to anyway, skips it. Being a dependency of every module that defines a schema, this
 * runs before any of them whatever the bundle's chunks.
 *
 * The app uses zod's mini build, whose schemas carry no methods they do not use (docs/performance.md, "First
 * load and chunks"); unlike the classic build it sets no locale, so English issue messages are set here: the
 * config error screen shows them.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config({ jitless: true, ...en() });

export * from 'zod/mini';
export { z };
