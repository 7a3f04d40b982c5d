// Input bounds shared by the API's validation and the web app's forms.

/**
 * The largest script: UTF-8 bytes of the map as the editor saves it (map/map-size.ts measures it).
 * About 150 000 words, hours of speech; every autosave carries the whole map, so it is not unbounded.
 */
const MAP_BYTES_MAX = 1_000_000;

export const LIMITS = {
  titleMax: 200,
  nodeTitleMax: 200,
  nodeTextMax: 20_000,
  /** 5 000 nodes: the editor stays usable at that size (bench:editor); short titles keep it under mapBytesMax. */
  nodesMax: 5_000,
  connectionsMax: 10_000,
  nodeIdMax: 64,
  descriptionMax: 1_000,
  categoryMax: 100,
  typeMax: 50,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  // A script's text is never longer than its map's JSON (each node adds more than the blank line
  // between paragraphs), so any map that saves also saves its teleprompter text.
  teleprompterContentMax: MAP_BYTES_MAX,
  aiMapContentMax: 100_000,
  aiContextMax: 4_000,
  mapBytesMax: MAP_BYTES_MAX,
  /**
   * The largest request body: the largest map plus 48 KiB for the rest of a save (version,
   * description, category, type, key names), 1 MiB in all. A body over it on a script save answers
   * with the map-size message too.
   */
  bodyLimitBytes: 1_048_576,
} as const;

export const DEFAULT_SCRIPT_TITLE = 'Untitled Script';
export const DEFAULT_NODE_TITLE = 'New Idea';
