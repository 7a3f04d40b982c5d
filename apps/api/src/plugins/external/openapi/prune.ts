// Keeps the document's component schemas to those the operations use. fastify-type-provider-zod writes
// every registered schema twice (as read, `<Name>Input`, and as written, `<Name>`), used or not; an
// unused component is a Spectral warning and noise in a generated client. A request body's `<Name>Input`
// whose `<Name>` is unused takes the plain name, so clients say CreateMindMapBody, not ...Input.

const PREFIX = '#/components/schemas/';

type Json = unknown;

/** Every component name a `$ref` in `value` points to. */
function refsIn(value: Json, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(PREFIX)) found.add(child.slice(PREFIX.length));
      else refsIn(child, found);
    }
  }
  return found;
}

/** A copy of `value` with each `$ref` to a renamed component pointing at its new name. */
function renameRefs(value: Json, renames: Map<string, string>): Json {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, renames));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(PREFIX)) {
      const name = child.slice(PREFIX.length);
      out[key] = PREFIX + (renames.get(name) ?? name);
    } else {
      out[key] = renameRefs(child, renames);
    }
  }
  return out;
}

export function pruneComponents(doc: Record<string, Json>): Record<string, Json> {
  const components = (doc.components ?? {}) as Record<string, Json>;
  const schemas = (components.schemas ?? {}) as Record<string, Json>;

  // The names the operations reach, directly or through other components.
  const used = refsIn(doc.paths, new Set());
  const queue = [...used];
  while (queue.length > 0) {
    for (const name of refsIn(schemas[queue.pop()!], new Set())) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }

  const renames = new Map<string, string>();
  for (const name of used) {
    const plain = name.endsWith('Input') ? name.slice(0, -'Input'.length) : undefined;
    if (plain && !used.has(plain)) renames.set(name, plain);
  }

  const kept: Record<string, Json> = {};
  for (const name of [...used].sort()) {
    if (name in schemas) kept[renames.get(name) ?? name] = renameRefs(schemas[name], renames);
  }
  return { ...doc, paths: renameRefs(doc.paths, renames), components: { ...components, schemas: kept } };
}
