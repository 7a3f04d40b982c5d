// Turns zod validation issues (as fastify-type-provider-zod reports them) into one readable message
// that names the field, e.g. "nodes[3].text: Node text must be at most 20000 characters."
import type { FastifySchemaValidationError } from 'fastify';

const SOURCES: Record<string, string> = { body: 'Request body', querystring: 'Query string', params: 'URL parameter' };

function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

export function validationMessage(issues: FastifySchemaValidationError[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request.';
  const field = fieldPath(issue.instancePath);
  const params = (issue.params ?? {}) as { expected?: string; received?: string; input?: unknown };
  const missing = issue.keyword === 'invalid_type' && / received undefined$/.test(issue.message ?? '');
  if (!field) {
    if (issue.keyword === 'invalid_type') return `${SOURCES[context ?? ''] ?? 'Request'} must be a JSON ${params.expected ?? 'object'}.`;
    return issue.message ?? 'Invalid request.';
  }
  if (missing) return `${field} is required.`;
  const message = issue.message ?? 'is invalid.';
  // Our own messages usually name the field already ("Email is required.", "New password must…");
  // prefix the path only when they do not, or when it is nested (which node?).
  const lower = message.toLowerCase();
  const named = lower.includes(field.toLowerCase()) || lower.includes(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  if (!field.includes('.') && !field.includes('[') && named) return message;
  return `${field}: ${message}`;
}
