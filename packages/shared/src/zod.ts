import { z } from 'zod';

// In the browser, zod 4 probes `new Function` unless told not to, and the Content-Security-Policy
// forbids it. Every schema imports `z` from here, so whichever chunk loads zod configures it first.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });

export { z };
