/** Clusters, their credentials, and the catalog of regions and default settings. */
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
    return this.#transport.json(
      {
        method: 'GET',
        route: '/organization/{organizationId}/cluster/{clusterId}/cloudProviderInfo',
        ids: { organizationId, clusterId },
        scope: 'Read',
        subject: `cluster ${clusterId} of organization ${organizationId}`,
        idempotent: true,
      },
      'ClusterCloudProviderInfo',
    );
  }

  /** Renames a set of on-premise credentials. */
  editCredentials(organizationId: string, credentialsId: string, body: ClusterCredentialsRequest): Promise<ClusterCredentials> {
    return this.#transport.json(
      {
        method: 'PUT',
        route: '/organization/{organizationId}/onPremise/credentials/{credentialsId}',
        ids: { organizationId, credentialsId },
        body: { shape: 'ClusterCredentialsRequest', value: body },
        scope: 'Write',
        subject: `credentials ${credentialsId} of organization ${organizationId}`,
        idempotent: true,
      },
      'ClusterCredentials',
    );
  }
}

export class Catalog {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  azureRegions(): Promise<AzureRegion[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: '/azure/region',
        scope: 'Read',
        subject: 'the Azure region list',
        idempotent: true,
      },
      'AzureRegion',
    );
  }

  defaultClusterAdvancedSettings(): Promise<ClusterAdvancedSettings> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/defaultClusterAdvancedSettings',
        scope: 'Read',
        subject: 'the default cluster advanced settings',
        idempotent: true,
      },
      'ClusterAdvancedSettings',
    );
  }
}
