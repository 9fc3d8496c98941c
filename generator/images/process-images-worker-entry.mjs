// Worker threads start without the tsx loader the CLI runs under: register it, then load the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./process-images-worker.ts');
