// The document's tags, in the order the docs UI lists them. Every operation names one of these (the API
// test checks it), so a generated client can group its calls.
export const OPENAPI_TAGS = [
  { name: 'health', description: 'Whether the server and its database and Redis answer (for load balancers and probes).' },
  { name: 'auth', description: 'Accounts and sessions: register, sign in and out, e-mail verification, profile, password, account deletion.' },
  { name: 'mindmaps', description: 'Scripts (mind maps): list, create, read, save, rename, delete; import and export as files.' },
  { name: 'teleprompter', description: 'The teleprompter script of a mind map: its sections, their state after map edits, and hand edits.' },
  { name: 'versions', description: 'The saved history of a script: list, read and restore earlier versions.' },
  { name: 'rehearsals', description: 'Timed rehearsal runs of a script and their per-section times.' },
  {
    name: 'sharing',
    description: 'Sharing a script: people and their roles, invitations by e-mail, transfer of ownership, the view link, and scripts shared with me.',
  },
  { name: 'comments', description: 'Comment threads on the nodes and sections of a script: replies, @mentions, resolve and reopen.' },
  { name: 'stage', description: 'Stage links for remote controls and displays, and the WebSocket they and the prompter use.' },
  { name: 'ai', description: 'AI writing: node ideas, the teleprompter script (JSON or streamed), section rewrites, fitting to a time.' },
  { name: 'billing', description: 'Plans and payment: Stripe Checkout, Customer Portal and webhook, and the built-in test-mode checkout and portal.' },
] as const;

export type OpenApiTag = (typeof OPENAPI_TAGS)[number]['name'];
