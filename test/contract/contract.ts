/**
 * The contract every emulator answer is held to: per operation, the success status the platform
 * answers (upstream notes, "Status codes and bodies") and the strict shape of its body; per
 * error, the error body. `violationOf` says what is wrong with one answer, or nothing.
 */
import * as z from 'zod';
import type { SentAnswer } from '../../tools/emulator/index.ts';
import * as other from './other-shapes.ts';
import * as shapes from './platform-shapes.ts';

/** No body at all: 204. */
const NONE = z.undefined();

interface Operation {
  status: number;
  body: z.ZodType;
}

const ok = (body: z.ZodType): Operation => ({ status: 200, body });
const created = (body: z.ZodType): Operation => ({ status: 201, body });
const accepted = (body: z.ZodType): Operation => ({ status: 202, body });
const noContent: Operation = { status: 204, body: NONE };

export const OPERATIONS: Record<string, Operation> = {
  'GET /environment/deploymentStatus': ok(shapes.DeploymentRequestStatus),
  'GET /environment/:environmentId': ok(shapes.Environment),
  'GET /environment/:environmentId/status': ok(shapes.EnvironmentStatus),
  'POST /environment/:environmentId/redeploy': accepted(shapes.EnvironmentStatus),
  'POST /environment/:environmentId/deploy': accepted(shapes.EnvironmentStatus),
  'POST /environment/:environmentId/cancelDeployment': accepted(shapes.EnvironmentStatus),
  'DELETE /environment/:environmentId': noContent,
  'POST /environment/:environmentId/clone': accepted(shapes.Environment),
  'GET /environment/:environmentId/link': ok(shapes.list(shapes.Link)),
  'GET /environment/:environmentId/job': ok(shapes.list(shapes.Job)),
  'GET /environment/:environmentId/application': ok(shapes.list(shapes.Application)),
  'GET /environment/:environmentId/container': ok(shapes.list(shapes.Container)),
  'POST /environment/:environmentId/service/deploy': accepted(shapes.EnvironmentStatus),
  'GET /application/:applicationId': ok(shapes.Application),
  'GET /container/:containerId': ok(shapes.Container),
  'POST /container/:containerId/deploy': accepted(shapes.ServiceStatus),
  'GET /environment/:environmentId/deploymentStage': ok(shapes.list(shapes.DeploymentStage)),
  'GET /environment/:environmentId/statusesWithStages': ok(shapes.StatusesWithStages),
  'GET /environment/:environmentId/deploymentQueue': ok(shapes.list(shapes.QueuedDeploymentRequest)),
  'GET /project/:projectId/environment': ok(shapes.list(shapes.Environment)),
  'POST /project/:projectId/environment': created(shapes.Environment),
  'GET /job/:jobId': ok(shapes.Job),
  'PUT /job/:jobId': ok(shapes.Job),
  'POST /job/:jobId/clone': accepted(shapes.Job),
  'POST /job/:jobId/deploy': accepted(shapes.ServiceStatus),
  'GET /environment/:environmentId/secret': ok(shapes.list(shapes.Secret)),
  'POST /environment/:environmentId/secret': created(shapes.Secret),
  'GET /environment/:environmentId/secret/:secretId': ok(shapes.Secret),
  'PUT /environment/:environmentId/secret/:secretId': ok(shapes.Secret),
  'DELETE /environment/:environmentId/secret/:secretId': noContent,
  'GET /environment/:environmentId/environmentVariable': ok(shapes.list(shapes.EnvironmentVariable)),
  'POST /environment/:environmentId/environmentVariable': created(shapes.EnvironmentVariable),
  'PUT /environment/:environmentId/environmentVariable/:environmentVariableId': ok(shapes.EnvironmentVariable),
  'GET /organization': ok(shapes.list(other.Organization)),
  'GET /organization/:organizationId': ok(other.Organization),
  'GET /organization/:organizationId/project': ok(shapes.list(other.Project)),
  'POST /organization/:organizationId/project': created(other.Project),
  'GET /project/:projectId': ok(other.Project),
  'GET /organization/:organizationId/account/githost/repository/branch': ok(shapes.list(other.GitBranch)),
  'PUT /organization/:organizationId/onPremise/credentials/:credentialsId': ok(other.ClusterCredentials),
  'GET /organization/:organizationId/cluster/:clusterId/cloudProviderInfo': ok(other.CloudProviderInfo),
  'GET /organization/:organizationId/invoice/:invoiceId/download': ok(other.InvoiceLink),
  'GET /azure/region': ok(shapes.list(other.AzureRegion)),
  'GET /defaultClusterAdvancedSettings': ok(other.DefaultClusterAdvancedSettings),
  'GET /organization/:organizationId/webhook': ok(shapes.list(other.Webhook)),
  'POST /organization/:organizationId/webhook': created(other.Webhook),
  'DELETE /organization/:organizationId/webhook/:webhookId': noContent,
  'POST /environment/:environmentId/application': created(shapes.Application),
  // Upstream notes ("Deploying services at a version"): the service's Status, not the illustration's deployment record.
  'POST /application/:applicationId/deploy': accepted(shapes.ServiceStatus),
  'GET /application/:applicationId/status': ok(other.ApplicationStatus),
  'POST /application/:applicationId/environmentVariable': created(other.EnvironmentVariable),
  'GET /application/:applicationId/environmentVariable': ok(shapes.list(other.EnvironmentVariable)),
  'POST /application/:applicationId/secret': created(other.ApplicationSecret),
  'GET /application/:applicationId/log': ok(other.ServiceLog),
  'GET /container/:containerId/log': ok(other.ServiceLog),
  'GET /environment/:environmentId/logs': ok(other.DeploymentLog),
  'POST /environment/:environmentId/database': created(other.Database),
  'POST /database/:databaseId/deploy': accepted(other.DatabaseDeployment),
};

/**
 * Upserts answer like creates: `POST /application/{id}/secret` on a known key replaces it, and
 * the illustrations give no status for that; 200 is accepted there with the same shape.
 */
const ALSO_OK = new Set(['POST /application/:applicationId/secret']);

export function operationOf(answer: Pick<SentAnswer, 'method' | 'route'>): string {
  return `${answer.method} ${answer.route ?? '(no route)'}`;
}

/** What is wrong with one answer, in one line; undefined when it is a platform answer. */
export function violationOf(answer: SentAnswer): string | undefined {
  const where = `${answer.method} ${answer.path} → ${answer.status}`;
  if (answer.status >= 400) {
    const parsed = other.ErrorBody.safeParse(answer.body);
    return parsed.success ? undefined : `${where}: not an error body: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`;
  }
  const operation = OPERATIONS[operationOf(answer)];
  if (!operation) return `${where}: no platform shape is known for ${operationOf(answer)}`;
  const statusAllowed = answer.status === operation.status || (answer.status === 200 && ALSO_OK.has(operationOf(answer)));
  if (!statusAllowed) return `${where}: the platform answers ${operation.status}`;
  const parsed = operation.body.safeParse(answer.body);
  return parsed.success ? undefined : `${where}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`;
}
