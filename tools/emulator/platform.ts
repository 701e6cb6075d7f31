/** What every group of routes works on: the state, the engine, and the switches that change answers. */
import type { DeploymentEngine } from './engine.ts';
import type { OtherService } from './engine-config.ts';
import type { PlatformLogs } from './logs.ts';
import type { Store } from './store.ts';
import type { WorkingHours } from './working-hours.ts';

export interface Platform {
  store: Store;
  engine: DeploymentEngine;
  logs: PlatformLogs;
  /** An unknown `deploymentRequestId`: 404 (default) or 200 with an empty object. */
  unknownRequest: '404' | 'empty';
  /** Every `service/deploy` answers 400 quoting the secret set last (EmulatorOptions). */
  echoSecretOnServiceDeploy: boolean;
  /** The URL a service's public link points at: the emulator's loopback server answers it (service-http.ts). */
  serviceUrl: (serviceId: string) => string;
  /** Wall-clock ms an application or database deploy takes, `speed` applied. */
  serviceDeployMs: number;
  /** Wall-clock ms per platform ms: durations the platform reports are divided by it. */
  speed: number;
  /** Services of the kinds the engine does not run (a fixture), listed with every deployment. */
  otherServices: readonly OtherService[];
  /** The clock deployment rules are honoured on, told when a rule changes. */
  hours: WorkingHours;
}
