/**
 * Bad inputs and the one line each must produce. Shared by the unit test of the parser and the
 * test of the bundled action, which also checks exit code 1 and that no request was sent.
 * Each row changes one input of an otherwise valid pull-request run (or a push run).
 */
import type { RawInputs } from '../../src/config/index.ts';

const JOB = '9a0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';

export const BAD_INPUTS: Array<[name: string, inputs: RawInputs, message: string, event?: 'push']> = [
  ['missing api-url', { 'api-url': '' }, 'Input "api-url": is required'],
  ['api-url not a URL', { 'api-url': 'not a url' }, 'Input "api-url": is not a URL'],
  [
    'api-url without its scheme',
    { 'api-url': '127.0.0.1:42689' },
    'Input "api-url": has no scheme: add https:// (https://127.0.0.1:42689), or http:// on a loopback address (http://127.0.0.1:42689)',
  ],
  [
    'api-url a host alone',
    { 'api-url': 'api.platform.example' },
    'Input "api-url": has no scheme: add https:// (https://api.platform.example)',
  ],
  ['api-url plain http', { 'api-url': 'http://api.example.com' }, 'Input "api-url": must be https, or http on a loopback address'],
  ['api-url ftp', { 'api-url': 'ftp://127.0.0.1' }, 'Input "api-url": must be https, or http on a loopback address'],
  [
    'api-url with user and password',
    { 'api-url': 'http://user:pa55word@127.0.0.1:8080' },
    'Input "api-url": must not carry a user or password (api-token is the only credential)',
  ],
  [
    'api-url with a user',
    { 'api-url': 'https://deployer@api.example.com' },
    'Input "api-url": must not carry a user or password (api-token is the only credential)',
  ],
  [
    'api-url with a query',
    { 'api-url': 'https://api.example.com/?token=abc' },
    'Input "api-url": must not carry a query (?…) or a fragment (#…)',
  ],
  [
    'api-url with a fragment',
    { 'api-url': 'https://api.example.com/#v1' },
    'Input "api-url": must not carry a query (?…) or a fragment (#…)',
  ],
  ['secret quote never closed', { secrets: 'A=1\nB="open\nrest' }, 'Input "secrets": line 2: the quoted value is never closed'],
  ['missing api-token', { 'api-token': '' }, 'Input "api-token": is required (store the token as a repository secret)'],
  [
    'api-token with the header scheme',
    { 'api-token': 'Token plat_write_abc' },
    'Input "api-token": starts with "Token ": drop it and give the token alone (the action adds the header\'s scheme)',
  ],
  ['api-token with spaces', { 'api-token': 'two words' }, 'Input "api-token": must be a single token without spaces or line breaks'],
  [
    'preview-label of two lines',
    { 'preview-label': 'preview\nbug' },
    'Input "preview-label": must be a label name of at most 50 characters on one line, such as preview',
  ],
  [
    'max-previews of zero',
    { 'max-previews': '0' },
    'Input "max-previews": must be a whole number of previews from 1 to 1000, or empty for no limit',
  ],
  [
    'preview-hours with a timezone that does not exist',
    { 'preview-hours': 'Mon-Fri 08:00-19:00 Europe/Pariss' },
    'Input "preview-hours": "Europe/Pariss" is not an IANA timezone such as Europe/Paris, America/New_York or UTC',
  ],
  [
    'unknown operation',
    { operation: 'destroy' },
    'Input "operation": "destroy" is not one of: auto, preview, deploy, cleanup, stop, status, sweep, rollback, promote',
  ],
  [
    'environment neither a uuid nor a path',
    { environment: 'prod' },
    'Input "environment": must be an environment id (uuid) or a path of names organization/project/environment (or project/environment)',
  ],
  [
    'environment path with an empty part',
    { environment: 'acme//prod' },
    'Input "environment": must be an environment id (uuid) or a path of names organization/project/environment (or project/environment)',
  ],
  [
    'environment path too deep',
    { environment: 'a/b/c/d' },
    'Input "environment": must be an environment id (uuid) or a path of names organization/project/environment (or project/environment)',
  ],
  [
    'environment missing for preview',
    { environment: '' },
    'Input "environment": is required: the blueprint environment, by id or as organization/project/environment',
  ],
  [
    'promote without promote-from',
    { operation: 'promote', environment: 'acme/shop/production' },
    'Input "promote-from": is required for promote: the environment whose versions are promoted, by id or as organization/project/environment',
    'push',
  ],
  [
    'promote-from on another operation',
    { 'promote-from': 'acme/shop/staging' },
    'Input "promote-from": applies only to operation promote (this run is preview)',
  ],
  [
    'promote-from naming the environment promoted to',
    { operation: 'promote', environment: 'acme/shop/production', 'promote-from': 'Acme / shop / PRODUCTION' },
    'Input "promote-from": names the environment promoted to (acme/shop/production): give the environment to promote from',
    'push',
  ],
  [
    'promote-from neither a uuid nor a path',
    { operation: 'promote', environment: 'acme/shop/production', 'promote-from': 'staging' },
    'Input "promote-from": must be an environment id (uuid) or a path of names organization/project/environment (or project/environment)',
    'push',
  ],
  [
    'secrets with promote',
    { operation: 'promote', environment: 'acme/shop/production', 'promote-from': 'acme/shop/staging', secrets: 'API_KEY=k3y' },
    'Input "secrets": is not set by promote, which deploys versions only: set it with a deploy of the environment',
    'push',
  ],
  [
    'environment missing for deploy',
    { environment: '' },
    'Input "environment": is required: the environment to deploy, by id or as organization/project/environment',
    'push',
  ],
  [
    'status without ids',
    { environment: '', operation: 'status' },
    'Input "environment": is required for status when deployment-request-id is empty',
  ],
  ['job name listed twice', { job: 'web\nWEB' }, 'Input "job": job WEB is listed twice'],
  ['job listed twice', { job: `${JOB},${JOB}` }, `Input "job": job ${JOB} is listed twice`],
  [
    'application name too long',
    { application: 'x'.repeat(256) },
    `Input "application": "${'x'.repeat(40)}…" is too long for a name (at most 255 characters)`,
  ],
  ['container listed twice', { container: `${JOB}\n${JOB}` }, `Input "container": container ${JOB} is listed twice`],
  [
    'same id as application and job',
    { application: JOB, job: JOB },
    `Input "job": ${JOB} is also listed in "application": a service is of one kind`,
  ],
  [
    'same id as container and job',
    { container: JOB.toUpperCase(), job: JOB },
    `Input "job": ${JOB} is also listed in "container": a service is of one kind`,
  ],
  [
    'application with preview-scope jobs',
    { 'preview-scope': 'jobs', job: JOB, application: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9' },
    'Input "application": cannot be used with preview-scope jobs, which clones only jobs (use preview-scope environment)',
  ],
  ['image-tag not a tag', { 'image-tag': 'pr/7' }, 'Input "image-tag": must be a valid image tag (letters, digits, _ . -; at most 128)'],
  ['commit not a tag', { commit: 'feature/x' }, 'Input "commit": must be a valid image tag (letters, digits, _ . -; at most 128)'],
  [
    'secret line without =',
    { secrets: 'A=1\nNOPE' },
    'Input "secrets": line 2 is not KEY=VALUE (the value of A on line 1 may go on over lines without quotes): write one KEY=VALUE a line, and a value that spans lines (a PEM key) in double quotes, KEY="first line…last line"',
  ],
  [
    'a PEM key left unquoted',
    {
      secrets:
        'B=x\n\nSIGNING_KEY=-----BEGIN PRIVATE KEY-----\nMIIBVgIBADANBgkqhkiG9w0BAQEFAASCAUAwggE8AgEAAkEAq7BFUpkGp3\n-----END PRIVATE KEY-----',
    },
    'Input "secrets": line 4 is not KEY=VALUE (the value of SIGNING_KEY on line 3 may go on over lines without quotes): write one KEY=VALUE a line, and a value that spans lines (a PEM key) in double quotes, KEY="first line…last line"',
  ],
  [
    'secret key with dash',
    { secrets: 'MY-KEY=1' },
    'Input "secrets": line 1: key must be letters, digits and underscores, not starting with a digit',
  ],
  [
    'secret key with digit first',
    { secrets: '1A=1' },
    'Input "secrets": line 1: key must be letters, digits and underscores, not starting with a digit',
  ],
  ['duplicate secret', { secrets: 'A=1\nA=2' }, 'Input "secrets": line 2: key A is set twice'],
  [
    'preview-name without number',
    { 'preview-name': '{environment}-preview' },
    'Input "preview-name": must contain {number}, so cleanup can tell the preview is this pull request\'s',
  ],
  [
    'preview-name unknown placeholder',
    { 'preview-name': '{repo}-{number}' },
    'Input "preview-name": knows only {environment}, {number} and {branch}',
  ],
  ['preview-scope unknown', { 'preview-scope': 'all' }, 'Input "preview-scope": "all" is not one of: environment, jobs'],
  [
    'preview-scope jobs without jobs',
    { 'preview-scope': 'jobs', job: '' },
    'Input "job": must list at least one job when preview-scope is jobs',
  ],
  ['cluster not a uuid', { cluster: 'eu-west' }, 'Input "cluster": must be a uuid such as 3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18'],
  ['wait yes', { wait: 'yes' }, 'Input "wait": must be "true" or "false"'],
  ['wait True', { wait: 'True' }, 'Input "wait": must be "true" or "false"'],
  ['timeout zero', { 'timeout-minutes': '0' }, 'Input "timeout-minutes": must be a whole number of minutes from 1 to 360'],
  ['timeout too long', { 'timeout-minutes': '361' }, 'Input "timeout-minutes": must be a whole number of minutes from 1 to 360'],
  ['timeout fractional', { 'timeout-minutes': '1.5' }, 'Input "timeout-minutes": must be a whole number of minutes from 1 to 360'],
  ['cancel-on-timeout 1', { 'cancel-on-timeout': '1' }, 'Input "cancel-on-timeout": must be "true" or "false"'],
  ['comment unknown', { comment: 'always' }, 'Input "comment": "always" is not one of: update, recreate, off'],
  ['github-deployment no', { 'github-deployment': 'no' }, 'Input "github-deployment": must be "true" or "false"'],
  [
    'console-url not a URL',
    { 'console-url': 'console' },
    'Input "console-url": must be an http(s) URL template such as https://console.example.com/{organization}/{project}/{environment}',
  ],
  [
    'deployment-request-id not a uuid',
    { 'deployment-request-id': '42' },
    'Input "deployment-request-id": must be a uuid such as 3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18',
  ],
  ['dry-run maybe', { 'dry-run': 'maybe' }, 'Input "dry-run": must be "true" or "false"'],
  ['preview on push', { operation: 'preview' }, 'Input "operation": preview needs a pull_request event (this run is a push event)', 'push'],
  ['cleanup on push', { operation: 'cleanup' }, 'Input "operation": cleanup needs a pull_request event (this run is a push event)', 'push'],
  [
    'sweep without github-token',
    { operation: 'sweep', 'github-token': '' },
    'Input "github-token": is required for sweep, which reads each preview\'s pull request (the default ${{ github.token }} will do)',
    'push',
  ],
  [
    'max-age-days a word',
    { operation: 'sweep', 'github-token': 'ghs_token', 'max-age-days': 'week' },
    'Input "max-age-days": must be a whole number of days from 1 to 3650, or empty for no age limit',
    'push',
  ],
  [
    'max-age-days zero',
    { operation: 'sweep', 'github-token': 'ghs_token', 'max-age-days': '0' },
    'Input "max-age-days": must be a whole number of days from 1 to 3650, or empty for no age limit',
    'push',
  ],
  ['max-age-days outside sweep', { 'max-age-days': '7' }, 'Input "max-age-days": applies only to operation sweep (this run is preview)'],
  [
    'comment-author not a login',
    { 'comment-author': 'deploy bot' },
    'Input "comment-author": must be a GitHub login such as octocat or my-app[bot]',
  ],
  [
    'health-path without a slash',
    { 'health-path': 'healthz' },
    'Input "health-path": must be a path starting with / such as /healthz (no spaces, no #), or empty for no check',
  ],
  [
    'health-timeout-seconds zero',
    { 'health-timeout-seconds': '0' },
    'Input "health-timeout-seconds": must be a whole number of seconds from 1 to 3600',
  ],
  [
    'variables with an unknown placeholder',
    { variables: 'PR={number}\nHOST={hostname}' },
    'Input "variables": line 2: unknown placeholder {hostname} (known: {number}, {sha}, {branch}, {url:SERVICE})',
  ],
  [
    'variables url without a service',
    { variables: 'API={url:}' },
    'Input "variables": line 1: {url:} must name a service, as in {url:web}',
  ],
  ['variables number on push', { variables: 'PR={number}' }, 'Input "variables": line 1: {number} needs a pull request event', 'push'],
  [
    "variables setting the action's mark",
    { variables: 'PREVIEW_BLUEPRINT_ID=x' },
    'Input "variables": line 1: PREVIEW_BLUEPRINT_ID is the action\'s own mark of a preview; choose another key',
  ],
  ['variables key twice', { variables: 'A=1\nA=2' }, 'Input "variables": line 2: key A is set twice'],
  [
    'a key in both secrets and variables',
    { secrets: 'TOKEN=s3cr3t-value', variables: 'MODE=preview\nTOKEN=plain' },
    'Input "variables": line 2: key TOKEN is in "secrets" too; set it in one of them',
  ],
  [
    'variables whose value is a key of the input',
    { variables: 'DEBUG=1\nLOG_LEVEL=DEBUG' },
    'Input "variables": LOG_LEVEL=DEBUG: DEBUG is a key of this input, so the platform would make LOG_LEVEL an alias of DEBUG rather than hold the text "DEBUG"; use another value',
  ],
  ['affected-only a word', { 'affected-only': 'yes' }, 'Input "affected-only": must be "true" or "false"'],
  ['rollback-on-failure a word', { 'rollback-on-failure': 'yes' }, 'Input "rollback-on-failure": must be "true" or "false"'],
  [
    'rollback-on-failure on a deploy that does not wait',
    { 'rollback-on-failure': 'true', wait: 'false' },
    'Input "rollback-on-failure": needs wait: true (a deploy that does not wait never sees its failure)',
    'push',
  ],
  [
    'shared-paths without affected-only',
    { 'shared-paths': 'packages/shared/**' },
    'Input "shared-paths": applies only with affected-only: true (without it every push deploys every service)',
  ],
  [
    'shared-paths leaving the repository',
    { 'affected-only': 'true', 'shared-paths': 'package-lock.json\n../other/**' },
    'Input "shared-paths": "../other/**" is not a path of the repository: write globs such as packages/shared/** or package-lock.json',
  ],
];
