// The database thread's entry: TypeScript is compiled on the fly, as on the main thread (tsx).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
