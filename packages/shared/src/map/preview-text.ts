// Card previews in plain words (issue 24 item 5). A node's text may hold markup the presenter never
// wrote for reading — an imported XMind 8 topic documenting its own file format left "</comment> …
// </comments>" in a node, which became the dashboard card's whole preview. The node keeps its text (it
// is the author's content, shown as typed in the editor); only the preview drops tags, processing
// instructions, comments, CDATA markers and entities, and a part left with no letters or digits.
// Cue marks ([slide], [pause], **emphasis**) are the presenter's directions, not words: the preview
// shows the words only, as the spoken text does.
import { spokenText } from './script-cues';

const MARKUP = [
  /<!--[\s\S]*?(?:-->|$)/g,
  /<\?[\s\S]*?(?:\?>|$)/g,
  /<!\[CDATA\[|\]\]>/g,
  /<!?\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>/g,
  // A tag cut off at the end of the text.
  /<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?$/,
];
const ENTITIES: Record<string, string> = { amp: '&', lt: ' ', gt: ' ', quot: '"', apos: "'", nbsp: ' ' };

/** The text without markup, whitespace collapsed; '' when nothing readable is left. */
export function plainPreviewText(text: string): string {
  let out = text;
  for (const pattern of MARKUP) out = out.replace(pattern, ' ');
  out = spokenText(out);
  out = out.replace(/&(#x?[0-9a-fA-F]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#')) return ' ';
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
  out = out.replace(/\s+/g, ' ').trim();
  return /[\p{L}\p{N}]/u.test(out) ? out : '';
}
