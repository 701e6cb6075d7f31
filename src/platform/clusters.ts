/**
 * Clusters, their credentials, and the catalog of regions and default settings. Each method
 * performs the entry of the same name in endpoints.ts, which says what the platform does.
 */
import { perform } from './endpoint.ts';
import { catalog, clusters } from './endpoints.ts';
import type {
  AzureRegion,
  ClusterAdvancedSettings,
  ClusterCloudProviderInfo,
  ClusterCredentials,
  ClusterCredentialsRequest,
} from './schemas.ts';
import type { Transport } from './transport.ts';

export class Clusters {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  cloudProviderInfo(organizationId: string, clusterId: string): Promise<ClusterCloudProviderInfo> {
    return perform(this.#transport, clusters.cloudProviderInfo, { organizationId, clusterId });
  }

  editCredentials(organizationId: string, credentialsId: string, body: ClusterCredentialsRequest): Promise<ClusterCredentials> {
    return perform(this.#transport, clusters.editCredentials, { organizationId, credentialsId, body });
  }
}

export class Catalog {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  azureRegions(): Promise<AzureRegion[]> {
    return perform(this.#transport, catalog.azureRegions, {});
  }

  defaultClusterAdvancedSettings(): Promise<ClusterAdvancedSettings> {
    return perform(this.#transport, catalog.defaultClusterAdvancedSettings, {});
  }
}
