// The PayOS sandbox's settings, from the deployment's PayOS configuration while the one switch
// (PAYMENT_SANDBOX=1, payments/payos/config.ts isSandboxOn) is on; else null and its routes 404.
import 'server-only';
import { env } from '@/env';
import { payosSettings } from '../../services/payments/payos/config';
import type { SandboxConfig } from './payos';

export function sandboxConfig(): SandboxConfig | null {
  const settings = payosSettings();
  if (!settings?.sandbox) return null;
  return { ...settings, siteUrl: env.SITE_URL };
}
