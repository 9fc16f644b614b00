/**
 * zod as the app imports it (scripts/vite-csp.ts resolves the app's `'zod'` here). zod probes, as each
 * object schema is defined, whether it may compile parsers with `Function('')`; under the app's
 * Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation. Jitless parsing,
 * which zod falls back to anyway, skips it. Being a dependency of every module that defines a schema, this
 * runs before any of them whatever the bundle's chunks.
 */
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
export { z };
