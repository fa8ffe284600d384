import { getConfig, type Config } from '@/lib/config';
import { hostRules } from '@/lib/i18n/host-rules';
import { cspProviders } from '@/lib/security/csp';
import type { PageHeaderContext } from './page-headers';
import type { ServeRules } from './page-request';

// What the page-request resolver and the page headers read from the configuration, derived once
// per configuration (both entry points ask for it on every request).

export type ServeContext = ServeRules & PageHeaderContext;

let built: { config: Config; context: ServeContext } | undefined;

export function serveContext(config: Config = getConfig()): ServeContext {
  if (built?.config !== config) {
    built = {
      config,
      context: {
        hosts: hostRules(config),
        trustProxy: config.TRUST_PROXY,
        providers: cspProviders(config),
        dev: config.NODE_ENV === 'development',
      },
    };
  }
  return built.context;
}
