// Splitting an ideas answer (offline or from a model) into items the editor can insert or add as child nodes.

const ITEM_MARKER = /^\s*(?:\d{1,2}[.)]|[-*•])\s+/;

function clean(text: string): string {
  return text.replace(/\*\*|__/g, '').trim();
}

/**
 * One idea per list item. Continuation lines join their item; a model's preamble
 * ("Here are five ideas:") is dropped. Without any list markers, each non-blank line is an idea.
 */
export function splitIdeas(ideas: string): string[] {
  const marked: string[] = [];
  const plain: string[] = [];
  for (const line of ideas.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) continue;
    if (ITEM_MARKER.test(line)) marked.push(clean(line.replace(ITEM_MARKER, '')));
    else if (marked.length) marked[marked.length - 1] += ` ${clean(line)}`;
    else plain.push(clean(line));
  }
  return (marked.length ? marked : plain).filter(Boolean);
}

/** An idea as a child node: "Hook: Open with…" → title "Hook", text "Open with…". */
export function ideaToNode(idea: string): { title: string; text: string } {
  const trimmed = idea.trim();
  const match = /^([^:]{1,40}):\s+(.+)$/s.exec(trimmed);
  if (match?.[1] && match[2]) return { title: match[1].trim(), text: match[2].trim() };
  const words = trimmed.split(/\s+/);
  return { title: words.slice(0, 6).join(' ') + (words.length > 6 ? '…' : ''), text: trimmed };
}
