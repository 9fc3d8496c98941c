// The picture process starts without the tsx loader the CLI runs under: register it, then load
// the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./picture-process-main.ts');
