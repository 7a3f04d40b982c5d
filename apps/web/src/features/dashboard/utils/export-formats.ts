// The files a script exports to (GET /api/mindmaps/:id/export?format=…), as the Export dialog lists them.
import type { ExportFormat } from '@cuemap/shared';

export type { ExportFormat };

export interface ExportFormatInfo {
  format: ExportFormat;
  label: string;
  /** What it is for, in a few words. */
  hint: string;
  group: 'map' | 'script';
}

export const EXPORT_FORMAT_LIST: readonly ExportFormatInfo[] = [
  { format: 'md', label: 'Markdown outline (.md)', hint: 'Headings and lists; opens in markmap and notes apps', group: 'map' },
  { format: 'opml', label: 'OPML (.opml)', hint: 'For outliners such as Drummer and Zavala', group: 'map' },
  { format: 'mm', label: 'FreeMind (.mm)', hint: 'Opens in FreeMind and Freeplane', group: 'map' },
  { format: 'xmind', label: 'XMind (.xmind)', hint: 'Opens in XMind', group: 'map' },
  { format: 'html-presentation', label: 'Map as presentation (.html)', hint: 'One file that presents the map node by node, offline', group: 'map' },
  { format: 'txt', label: 'Script as text (.txt)', hint: 'The words the teleprompter reads', group: 'script' },
  { format: 'pdf', label: 'Script as PDF (.pdf)', hint: 'Large type for the lectern, with cue marks and section times', group: 'script' },
  { format: 'docx', label: 'Script as Word (.docx)', hint: 'A heading per section, emphasis in bold', group: 'script' },
  { format: 'script-md', label: 'Script as Markdown (.md)', hint: 'A heading per section, cue marks kept', group: 'script' },
  { format: 'pptx', label: 'Script as slides (.pptx)', hint: 'A slide per section, its words in the speaker notes', group: 'script' },
];
