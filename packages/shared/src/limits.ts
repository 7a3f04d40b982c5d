// Input bounds shared by the API's validation and the web app's forms.
export const LIMITS = {
  titleMax: 200,
  nodeTitleMax: 200,
  nodeTextMax: 20_000,
  nodesMax: 2_000,
  connectionsMax: 4_000,
  nodeIdMax: 64,
  descriptionMax: 1_000,
  categoryMax: 100,
  typeMax: 50,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  teleprompterContentMax: 1_000_000,
  aiMapContentMax: 100_000,
  aiContextMax: 4_000,
  bodyLimitBytes: 1_048_576,
} as const;

export const DEFAULT_SCRIPT_TITLE = 'Untitled Script';
export const DEFAULT_NODE_TITLE = 'New Idea';
