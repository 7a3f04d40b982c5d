// Kysely table types. Row shapes differ slightly per engine (PG returns Date/boolean/parsed jsonb,
// SQLite returns text/0|1), so reads are typed as the union and normalised in `db/values.ts`.
import type { ColumnType, Generated } from 'kysely';

/** ISO-8601 text written by the app; PostgreSQL hands back a Date. */
export type Timestamp = ColumnType<string | Date, string, string>;
export type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;
/** Written as 0/1 (better-sqlite3 cannot bind booleans; PostgreSQL accepts '0'/'1'). */
export type Bool = ColumnType<number | boolean, number, number>;
/** Written as JSON text; always selected through `jsonText()` so reads are text on both engines. */
export type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  email_verified_at: NullableTimestamp;
  /** A new address waiting for its owner to open the link mailed there (verification on). */
  pending_email: Generated<string | null>;
  plan: string;
  subscription_status: string;
  current_period_end: NullableTimestamp;
  cancel_at_period_end: Bool;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
  free_trial_claimed: Bool;
  ai_idea_generations: Generated<number>;
  ai_teleprompter_generations: Generated<number>;
  ai_period: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** For an e-mail change: the new address this link confirms. */
  email: Generated<string | null>;
}

export interface MindMapsTable {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  category: string | null;
  type: string | null;
  nodes: Json;
  connections: Json;
  view_state: Json;
  node_order: Json;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** JSON text of the script's presenter settings (issue 24 item 2); null until first saved. */
  presenter_settings: Generated<string | null>;
  /** Who last changed the map or the script (issue 27 item 7), and when; null: not known (older rows, a deleted account). */
  last_edited_by: Generated<string | null>;
  last_edited_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface TeleprompterTextsTable {
  mind_map_id: string;
  user_id: string;
  title: string;
  content: string;
  /** JSON: the script's sections (see @cuemap/shared map/script-sections.ts); null only before it was filled. */
  sections: Json | null;
  version: Generated<number>;
  /** Hash of the map input the sections were last merged from (null after any other write). */
  source_hash: Generated<string | null>;
  updated_at: Timestamp;
}

export interface MapVersionsTable {
  id: string;
  mind_map_id: string;
  user_id: string;
  reason: string;
  summary: string;
  /** sha256 (hex) of the snapshot JSON. */
  hash: string;
  created_at: Timestamp;
  /** Brotli-compressed JSON of {map, script}; null when another row of the map with the same hash stores it. */
  snapshot: Buffer | null;
  /** The latest person whose change the version holds (issue 27 item 7); null: not known. */
  author_id: Generated<string | null>;
  /** JSON text: the ids of everyone whose change was coalesced into it, the latest last; null: not known. */
  authors: Generated<string | null>;
}

export interface RehearsalsTable {
  id: string;
  user_id: string;
  mind_map_id: string;
  created_at: Timestamp;
  wpm: number;
  total_ms: number;
  target_ms: number | null;
  /** JSON: the run's sections, [{nodeId, plannedMs, actualMs}]. */
  sections: Json;
  /** JSON: the coach's totals (the list shows them); null without Listen (issue 28). */
  coach_summary: Json | null;
  /** JSON: the coach's figures per section and in total, and the tips; null without Listen. */
  coach: Json | null;
}

export interface StageLinksTable {
  id: string;
  mind_map_id: string;
  user_id: string;
  /** 'remote' | 'display' | 'audience' */
  mode: string;
  /** sha256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** A display link's monitor: the comma list of what it shows ('' nothing), null when never chosen. */
  monitor: string | null;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: Timestamp;
}

export interface TestCheckoutsTable {
  id: string;
  user_id: string;
  tier: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** One live (Yjs) document per script (issue 26): the compacted state; later updates are in live_updates. */
export interface LiveDocumentsTable {
  mind_map_id: string;
  byte_size: number;
  /** The last live_updates seq folded into `state`. */
  compacted_seq: number;
  /** The last live_updates seq written (the next update is last_seq + 1). */
  last_seq: number;
  updated_at: Timestamp;
  /** Y.encodeStateAsUpdate of the document. */
  state: Buffer;
}

export interface LiveUpdatesTable {
  id: string;
  mind_map_id: string;
  seq: number;
  created_at: Timestamp;
  /** One Yjs update, as applied. */
  update: Buffer;
}

/** A person a script is shared with (issue 27); the owner is mind_maps.user_id, never a member. */
export interface ScriptMembersTable {
  id: string;
  mind_map_id: string;
  user_id: string;
  /** 'viewer' | 'editor' */
  role: string;
  added_by: string | null;
  created_at: Timestamp;
}

/** An invitation mailed to an address; single-use, expires, revocable. */
export interface ScriptInvitationsTable {
  id: string;
  mind_map_id: string;
  /** Trimmed, lower-cased. */
  email: string;
  /** 'viewer' | 'editor' */
  role: string;
  /** sha256 (hex) of the invitation's token; the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: string | null;
  revoked_at: NullableTimestamp;
}

/** "Anyone with the link can view": at most one live (not revoked) per script. */
export interface ViewLinksTable {
  id: string;
  mind_map_id: string;
  /** sha256 (hex) of the link's token. */
  token_hash: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** A comment thread on a map node or a script section (issue 27 item 5). */
export interface CommentThreadsTable {
  id: string;
  mind_map_id: string;
  /** 'node' | 'section' */
  anchor_kind: string;
  anchor_id: string;
  resolved_at: NullableTimestamp;
  resolved_by_user_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** One message of a thread; the oldest opened it. */
export interface CommentsTable {
  id: string;
  thread_id: string;
  /** null once the author's account is deleted. */
  author_user_id: string | null;
  body: string;
  /** The mentioned users' ids (a JSON array of strings). */
  mentions: Json;
  created_at: Timestamp;
  edited_at: NullableTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  mind_maps: MindMapsTable;
  teleprompter_texts: TeleprompterTextsTable;
  map_versions: MapVersionsTable;
  rehearsals: RehearsalsTable;
  stage_links: StageLinksTable;
  billing_events: BillingEventsTable;
  test_checkouts: TestCheckoutsTable;
  live_documents: LiveDocumentsTable;
  live_updates: LiveUpdatesTable;
  script_members: ScriptMembersTable;
  script_invitations: ScriptInvitationsTable;
  view_links: ViewLinksTable;
  comment_threads: CommentThreadsTable;
  comments: CommentsTable;
}
