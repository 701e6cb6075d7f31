/** A `secrets` input in the dotenv rules, shared by the parser's tests and the bundled action's. */

/** The README's example of a PEM key in `secrets` (a made-up key, not a real one). */
export const PEM_SECRETS = [
  'DATABASE_URL=postgres://app:pw-d1st-5ecret@db/app',
  'export SIGNING_KEY="-----BEGIN PRIVATE KEY-----',
  'MIIBVgIBADANBgkqhkiG9w0BAQEFAASCAUAwggE8AgEAAkEAq7BFUpkGp3+LQmlQ',
  'Yx2eqzDV+xhiXdtLuDWkQVLbEpH0K3F8eQIDAQABAkEAgh2Hkz9wXl4o8H4Mr0Q=',
  '-----END PRIVATE KEY-----"',
  "GREETING='hello\\nworld' # a comment",
].join('\n');
