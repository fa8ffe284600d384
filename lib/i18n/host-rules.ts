import { getConfig, type Config } from '@/lib/config';
import type { HostRules } from './resolve-locale';

// Which hosts impose which language (FR_HOSTS / EN_HOSTS), built once per configuration and shared
// by every reader: the page-request resolver (server.ts and proxy.ts), the sitemap, canonical URLs
// and the language toggle.

let built: { config: Config; rules: HostRules } | undefined;

export function hostRules(config: Config = getConfig()): HostRules {
  if (built?.config !== config) built = { config, rules: { frHosts: config.FR_HOSTS, enHosts: config.EN_HOSTS } };
  return built.rules;
}
