// The one zod every schema and consumer uses (0110): zod/mini, tree-shakable, configured once before any schema
// is built: German default messages, and jitless so no `new Function` probe can run under the app's CSP.
import * as z from 'zod/mini';
import de from 'zod/v4/locales/de.js';

// Every message a schema does not spell out itself comes in German.
z.config(de());
// zod/mini 4.6.7 parses objects without generated code, but the eval probe (util.allowsEval) and classic zod's
// JIT consult this flag; set it so no path of the library ever probes `Function` (the CSP has no 'unsafe-eval').
z.config({ jitless: true });

export { z };
