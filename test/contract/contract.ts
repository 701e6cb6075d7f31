/**
 * The contract every emulator answer is held to: per operation, the success status the platform
 * answers (upstream notes, "Status codes and bodies") and the strict shape of its body, the
 * vendor's OpenAPI's wherever it describes the operation (spec-shapes.ts), else the one written
 * from the spec's text; per error, the error body. `violationOf` says what is wrong with one
 * answer, or nothing.
 */
import * as z from 'zod';
import type { SentAnswer } from '../../tools/emulator/index.ts';
import * as other from './other-shapes.ts';
import { specComponent, specOperation } from './spec-shapes.ts';

interface Operation {
  status: number;
  body: z.ZodType;
}

const ok = (body: z.ZodType): Operation => ({ status: 200, body });
const created = (body: z.ZodType): Operation => ({ status: 201, body });
const accepted = (body: z.ZodType): Operation => ({ status: 202, body });

/**
 * Per operation the status the platform answers; for every operation the action calls and those
 * beside it, the body is the OpenAPI's shape of its success answer. The illustrative operations
 * of the spec's sections 4.1 and 4.2, which the action does not call, keep the spec text's shapes
 * (other-shapes.ts), and so does an operation the OpenAPI lacks.
 */
const STATUSES: Record<string, number | Operation> = {
  'GET /environment/deploymentStatus': 200,
  'GET /environment/:environmentId': 200,
  'PUT /environment/:environmentId': 200,
  'GET /environment/:environmentId/status': 200,
  'POST /environment/:environmentId/redeploy': 202,
  'POST /environment/:environmentId/deploy': 202,
  'POST /environment/:environmentId/cancelDeployment': 202,
  'POST /environment/:environmentId/stop': 202,
  'GET /environment/:environmentId/deploymentRule': 200,
  'PUT /environment/:environmentId/deploymentRule/:deploymentRuleId': 200,
  'DELETE /environment/:environmentId': 204,
  'POST /environment/:environmentId/clone': 202,
  'GET /environment/:environmentId/link': 200,
  'GET /environment/:environmentId/job': 200,
  'GET /environment/:environmentId/application': 200,
  'GET /environment/:environmentId/container': 200,
  'GET /environment/:environmentId/services': 200,
  'POST /environment/:environmentId/service/deploy': 202,
  'GET /application/:applicationId': 200,
  'GET /container/:containerId': 200,
  'POST /container/:containerId/deploy': 202,
  'GET /environment/:environmentId/deploymentStage': 200,
  'GET /environment/:environmentId/statusesWithStages': 200,
  'GET /environment/:environmentId/deploymentQueue': 200,
  'GET /environment/:environmentId/deploymentHistory': 200,
  'GET /environment/:environmentId/deploymentHistoryV2': 200,
  'POST /deploymentQueue/:deploymentRequestId/cancelDeployment': 202,
  'GET /project/:projectId/environment': 200,
  'POST /project/:projectId/environment': 201,
  'GET /job/:jobId': 200,
  'PUT /job/:jobId': 200,
  'POST /job/:jobId/clone': 202,
  'POST /job/:jobId/deploy': 202,
  'POST /job/:jobId/redeploy': 202,
  'POST /environment/:environmentId/deploymentStage': 200,
  'GET /deploymentStage/:deploymentStageId': 200,
  'PUT /deploymentStage/:deploymentStageId': 200,
  'DELETE /deploymentStage/:deploymentStageId': 204,
  'PUT /deploymentStage/:deploymentStageId/service/:serviceId': 200,
  'PUT /deploymentStage/:deploymentStageId/moveBefore/:stageId': 200,
  'PUT /deploymentStage/:deploymentStageId/moveAfter/:stageId': 200,
  'GET /service/:serviceId/deploymentStage': 200,
  'GET /environment/:environmentId/secret': 200,
  'POST /environment/:environmentId/secret': 201,
  'GET /environment/:environmentId/secret/:secretId': ok(specComponent('Secret')),
  'PUT /environment/:environmentId/secret/:secretId': 200,
  'DELETE /environment/:environmentId/secret/:secretId': 204,
  'GET /environment/:environmentId/environmentVariable': 200,
  'POST /environment/:environmentId/environmentVariable': 201,
  'PUT /environment/:environmentId/environmentVariable/:environmentVariableId': 200,
  'DELETE /environment/:environmentId/environmentVariable/:environmentVariableId': 204,
  'POST /environment/:environmentId/environmentVariable/:environmentVariableId/override': 201,
  'POST /environment/:environmentId/environmentVariable/:environmentVariableId/alias': 201,
  'GET /project/:projectId/environmentVariable': 200,
  'GET /variable': 200,
  'GET /job/:jobId/environmentVariable': 200,
  'POST /job/:jobId/environmentVariable': 201,
  'POST /project/:projectId/environmentVariable': 201,
  'GET /organization': ok(other.list(other.Organization)),
  'GET /organization/:organizationId': ok(other.Organization),
  'GET /organization/:organizationId/project': ok(other.list(other.Project)),
  'POST /organization/:organizationId/project': created(other.Project),
  'GET /project/:projectId': ok(other.Project),
  'PUT /project/:projectId': ok(other.Project),
  'GET /organization/:organizationId/account/githost/repository/branch': ok(other.list(other.GitBranch)),
  'PUT /organization/:organizationId/onPremise/credentials/:credentialsId': ok(other.ClusterCredentials),
  'GET /organization/:organizationId/cluster/:clusterId/cloudProviderInfo': ok(other.CloudProviderInfo),
  'GET /organization/:organizationId/invoice/:invoiceId/download': ok(other.InvoiceLink),
  'GET /azure/region': ok(other.list(other.AzureRegion)),
  'GET /defaultClusterAdvancedSettings': ok(other.DefaultClusterAdvancedSettings),
  'GET /organization/:organizationId/webhook': ok(other.list(other.Webhook)),
  'POST /organization/:organizationId/webhook': created(other.Webhook),
  'DELETE /organization/:organizationId/webhook/:webhookId': { status: 204, body: z.undefined() },
  'POST /environment/:environmentId/application': 201,
  // Upstream notes ("Deploying services at a version"): the service's Status, not the illustration's deployment record.
  'POST /application/:applicationId/deploy': 202,
  'GET /application/:applicationId/status': ok(other.ApplicationStatus),
  'POST /application/:applicationId/environmentVariable': created(other.EnvironmentVariable),
  'GET /application/:applicationId/environmentVariable': ok(other.list(other.EnvironmentVariable)),
  'POST /application/:applicationId/secret': created(other.ApplicationSecret),
  'GET /application/:applicationId/log': 200,
  'GET /container/:containerId/log': 200,
  'GET /environment/:environmentId/logs': 200,
  'POST /environment/:environmentId/database': created(other.Database),
  'POST /database/:databaseId/deploy': accepted(other.DatabaseDeployment),
};

/**
 * Triggers a server may answer with no body: upstream notes, "A redeploy may answer 202 with no
 * body" (the vendor's Terraform provider tests), and so may the other triggers (issue 21).
 */
const MAY_ANSWER_EMPTY = new Set([
  'POST /environment/:environmentId/deploy',
  'POST /environment/:environmentId/redeploy',
  'POST /environment/:environmentId/service/deploy',
  'POST /environment/:environmentId/clone',
  'POST /job/:jobId/clone',
]);

/**
 * The status stays the one the notes and the spec's text give (the OpenAPI says 200 where the
 * spec says a project's create answers 201).
 */
/** Every operation the contract knows. */
export const OPERATIONS: readonly string[] = Object.keys(STATUSES);

const built = new Map<string, Operation>();

/**
 * The contract of one operation, built when first asked: reading the OpenAPI takes a moment a
 * test file's own timing should not pay for.
 */
function operationNamed(operation: string): Operation | undefined {
  const status = STATUSES[operation];
  if (status === undefined || typeof status !== 'number') return status;
  let known = built.get(operation);
  if (known === undefined) {
    const [method, path] = operation.split(' ') as [string, string];
    const body = specOperation(method, path).body;
    known = { status, body: MAY_ANSWER_EMPTY.has(operation) ? body.optional() : body };
    built.set(operation, known);
  }
  return known;
}

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
  const operation = operationNamed(operationOf(answer));
  if (!operation) return `${where}: no platform shape is known for ${operationOf(answer)}`;
  const statusAllowed = answer.status === operation.status || (answer.status === 200 && ALSO_OK.has(operationOf(answer)));
  if (!statusAllowed) return `${where}: the platform answers ${operation.status}`;
  const parsed = operation.body.safeParse(answer.body);
  return parsed.success ? undefined : `${where}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`;
}
