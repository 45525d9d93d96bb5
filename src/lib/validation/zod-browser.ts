// In the browser zod probes for eval (`Function('')`) before its first object parse, to compile a
// faster parser; the site's Content-Security-Policy has no 'unsafe-eval', so the probe fails and
// Chrome files a CSP violation (Lighthouse's inspector issue on the checkout; the gate console).
// Every module of schemas the browser parses with imports this one, so the browser is told to
// parse without the probe. The server keeps the compiled parsers.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
