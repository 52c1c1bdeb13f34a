// Secrets must not leave the process in any text: log lines, error messages, replies, reviews. Known secrets are
// replaced wherever they occur; anything shaped like a common credential is replaced too, since a model's answer
// or a fault message can carry one the product was never told about.

const CREDENTIAL_SHAPES = [
  /\bgh[oprsu]_[A-Za-z0-9]{6,}/g, // GitHub tokens (OAuth, personal, refresh, server, user)
  /\bgithub_pat_[A-Za-z0-9_]{6,}/g, // fine-grained personal access tokens
  /\bsk-[A-Za-z0-9_*-]{6,}/g, // OpenAI and Anthropic keys
  /\bAKIA[0-9A-Z]{16}\b/g, // AWS access key ids
  /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g, // Slack tokens
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g, // PEM private keys
  /(AUTHORIZATION:\s*(?:basic|bearer|token)\s+)[A-Za-z0-9+/=._-]{8,}/gi, // credentials in a header line
];

export const REDACTED = "[redacted]";

export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join(REDACTED);
  for (const shape of CREDENTIAL_SHAPES) {
    out = out.replace(shape, (match: string, header?: string) => (typeof header === "string" && /^AUTHORIZATION/i.test(header) ? `${header}${REDACTED}` : REDACTED));
  }
  return out;
}
