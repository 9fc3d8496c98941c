import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A business's own logo, beside its data (data/logo.svg): the site serves it at business.yaml's
 * `logo` address. Without one, that address serves tradesite's neutral mark (public/logo.svg), so
 * no project shows another business's logo.
 */
export const OWN_LOGO = 'logo.svg';

export function ownLogoFile(dataDir: string): string | undefined {
  const file = join(dataDir, OWN_LOGO);
  return existsSync(file) ? file : undefined;
}
