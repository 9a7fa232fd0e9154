import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Which payout provider serves /payment-settings (DESIGN §11): the local simulation by default. */
export type PayoutProvider = 'local' | 'tipalti';

export interface PayoutConfig {
  provider: PayoutProvider;
  payer: string;
  masterKey: string;
  /** The provider's iFrame address (Tipalti production or sandbox); unused by the local provider. */
  iframeBase: string;
}

/**
 * PAYOUT_PROVIDER=local|tipalti; TIPALTI_PAYER, TIPALTI_MASTER_KEY and TIPALTI_SANDBOX for the real one.
 * The local provider keeps a random master key in the data folder, like the token secret.
 */
export function payoutConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): PayoutConfig {
  const provider = env.PAYOUT_PROVIDER === 'tipalti' ? 'tipalti' : 'local';
  if (provider === 'tipalti') {
    if (!env.TIPALTI_MASTER_KEY || !env.TIPALTI_PAYER) throw new Error('PAYOUT_PROVIDER=tipalti needs TIPALTI_PAYER and TIPALTI_MASTER_KEY');
    const host = env.TIPALTI_SANDBOX === 'false' ? 'ui2.tipalti.com' : 'ui2.sandbox.tipalti.com';
    return { provider, payer: env.TIPALTI_PAYER, masterKey: env.TIPALTI_MASTER_KEY, iframeBase: `https://${host}/PayeeDashboard/Home` };
  }
  const keyFile = join(dataDir, 'payout-master.key');
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  return { provider, payer: 'local-payer', masterKey: readFileSync(keyFile, 'utf8').trim(), iframeBase: '' };
}
