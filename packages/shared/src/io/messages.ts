// What import and export say to people (POST /api/mindmaps/import, GET /api/mindmaps/:id/export).
import { LIMITS } from '../limits';

const MB = 1024 * 1024;

/** Bounds of an import: the file, what a zip may unpack to, and the outline it may hold. */
export const IMPORT_LIMITS = {
  /** The largest file accepted (the request body). */
  fileBytesMax: 5 * MB,
  /** What an .xmind zip may unpack to in all (and declare), checked before and while inflating. */
  unpackedBytesMax: 20 * MB,
  /** Most entries a zip may list. */
  zipEntriesMax: 1_000,
  /** Largest declared compression ratio of one zip entry over 1 MB (a zip bomb's mark). */
  zipRatioMax: 200,
  /** Deepest outline (levels below the root). */
  depthMax: 200,
  /** Most topics (the root included): a script's node limit. */
  nodesMax: LIMITS.nodesMax,
} as const;

/** File extensions the importer reads (the web's file picker lists them). */
export const IMPORT_EXTENSIONS = ['.md', '.markdown', '.mdown', '.mkd', '.opml', '.mm', '.xmind', '.docx', '.txt', '.text'] as const;

/** The formats an import can be read as. */
export type ImportFormat = 'markdown' | 'opml' | 'freemind' | 'xmind' | 'docx' | 'text';

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  markdown: 'Markdown',
  opml: 'OPML',
  freemind: 'FreeMind/Freeplane',
  xmind: 'XMind',
  docx: 'Word',
  text: 'plain text',
};

/** The title given to a topic with no text (e.g. an image-only node). */
export const UNTITLED_TOPIC = 'Untitled';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const IMPORT_MESSAGES = {
  empty: 'This file is empty.',
  unsupported:
    "Cuemap can't read this file. Import a Markdown (.md), OPML (.opml), FreeMind/Freeplane (.mm), XMind (.xmind), Word (.docx) or plain text (.txt) outline.",
  /** An old binary Word file (.doc): Cuemap reads Word's .docx only. */
  oldWord: 'This is an old Word document (.doc), which Cuemap cannot read. Open it in Word or LibreOffice, save it as .docx, and import that.',
  unreadable: (format: ImportFormat, reason: string) => `This file looks like ${FORMAT_LABELS[format]} but could not be read: ${reason}`,
  entities: 'This file declares XML entities, which Cuemap does not read (for safety).',
  tooLarge: `This file is too large to import: the limit is ${IMPORT_LIMITS.fileBytesMax / MB} MB.`,
  unpacksTooLarge: `This file unpacks to more than ${IMPORT_LIMITS.unpackedBytesMax / MB} MB, which is more than Cuemap imports.`,
  tooDeep: `This outline is nested too deeply (more than ${IMPORT_LIMITS.depthMax} levels).`,
  tooManyNodes: `This outline has too many topics: a script can hold at most ${IMPORT_LIMITS.nodesMax} nodes.`,
  noTopics: 'This file contains no topics to import.',
  mapTooLarge: `This outline holds more text than a script can (${LIMITS.mapBytesMax / 1_000_000} MB). Split it into smaller files and import each.`,
  firstSheetOnly: (sheets: number) => `Only the first sheet was imported (this file has ${sheets} sheets).`,
  titlesShortened: (n: number) =>
    `${plural(n, 'long title was', 'long titles were')} shortened to ${LIMITS.nodeTitleMax} characters; the rest of each is at the start of its details.`,
  untitled: (n: number) => `${plural(n, 'topic without text (e.g. an image) was', 'topics without text (e.g. images) were')} titled "${UNTITLED_TOPIC}".`,
  detailsShortened: (n: number) => `${plural(n, 'note was', 'notes were')} longer than ${LIMITS.nodeTextMax} characters and shortened.`,
} as const;

export const EXPORT_FORMATS = ['md', 'opml', 'mm', 'xmind', 'txt', 'pdf', 'script-md', 'docx', 'pptx', 'html-presentation'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Each export format's file extension ('script-md' is the spoken script as Markdown, beside the outline's 'md';
 * 'pptx' the script as slides with speaker notes; 'html-presentation' the map as a one-file presentation).
 */
export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  md: 'md',
  opml: 'opml',
  mm: 'mm',
  xmind: 'xmind',
  txt: 'txt',
  pdf: 'pdf',
  'script-md': 'md',
  docx: 'docx',
  pptx: 'pptx',
  'html-presentation': 'html',
};

/** The formats that write the spoken script (and take the script export's options). */
export const SCRIPT_EXPORT_FORMATS = ['txt', 'pdf', 'script-md', 'docx'] as const satisfies readonly ExportFormat[];

/** Body type sizes the PDF and Word exports offer, in points: Large (the default) and Extra large. */
export const SCRIPT_TYPE_SIZES = [18, 24] as const;
export type ScriptTypeSize = (typeof SCRIPT_TYPE_SIZES)[number];

/**
 * What the PDF, Word and Markdown exports do with stage directions other than [pause] (e.g. [slide 3]):
 * 'margin' prints them beside the line (the PDF's margin; Word and Markdown keep them in place, styled),
 * 'omit' leaves them out.
 */
export const SCRIPT_NOTE_MODES = ['margin', 'omit'] as const;
export type ScriptNoteMode = (typeof SCRIPT_NOTE_MODES)[number];

/** The script export's options (the query of GET /api/mindmaps/:id/export). */
export interface ScriptExportOptions {
  size: ScriptTypeSize;
  notes: ScriptNoteMode;
  /** Words per minute the section times are printed at. */
  wpm: number;
}

export const EXPORT_MESSAGES = {
  /** Headings of script sections no node speaks for (an opening or closing the writer added). */
  opening: 'Opening',
  closing: 'Closing',
  emptyScript: 'This script has no text yet.',
  page: (n: number, total: number) => `Page ${n} of ${total}`,
  /** Under the title: the script's whole time at its speed. */
  total: (time: string, wpm: number) => `Total ${time} at ${wpm} WPM`,
  /** Under a section's heading: its time, and where the talk stands at its end. */
  sectionTime: (time: string, endsAt: string) => `${time} · ends at ${endsAt}`,
} as const;

/** Import and export jobs run on worker threads: one of each kind per user at a time, a queue, a time limit. */
export const JOB_MESSAGES = {
  busy: (kind: 'import' | 'export') => `Your previous ${kind} is still in progress. Wait for it to finish, then try again.`,
  serverBusy: (seconds: number) => `Cuemap is busy with other imports and exports right now. Please try again in ${seconds} seconds.`,
  importTooHeavy:
    'Reading this file took more time or memory than Cuemap allows, so it was stopped and nothing was imported. Split it into smaller files and import each.',
  exportTooHeavy: (format: string) =>
    `Making the ${format} file took more time or memory than Cuemap allows, so it was stopped. Shorten the script or choose another format, then try again.`,
} as const;
