import type { Lifecycle } from '../lifecycle.js';
import type { Limits } from '../limits.js';
import type { Registry } from '../registry.js';
import type { SecretsService } from '../secrets/service.js';
import type { Store } from '../state/store.js';

export interface SandboxContext {
  store: Store;
  lifecycle: Lifecycle;
  secrets: SecretsService;
  registry: Registry;
  installedClients: readonly string[];
  limits: Limits;
  openapiDocument: Record<string, unknown>;
}
