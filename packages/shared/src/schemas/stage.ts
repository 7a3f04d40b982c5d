// The stage link (issue 13): a teleprompter driven by remotes and followed by display devices.
// REST creates and revokes links; one WebSocket per device (`/api/stage/socket`) carries the messages.
// A link is a short-lived, revocable capability for one script: a 256-bit random token in its URL.
import { z } from 'zod';
import { idParamSchema } from './common';
import { lineText } from './text';

/** How long a pairing link works (joining and reconnecting). */
export const STAGE_LINK_TTL_MS = 4 * 60 * 60 * 1000;
/** Live links one script may have at a time. */
export const STAGE_LINKS_PER_MAP = 10;
/** The largest WebSocket message accepted, in bytes. */
export const STAGE_MAX_MESSAGE_BYTES = 64 * 1024;
/** Devices one link may have connected at a time (on one instance; each instance counts what it knows). */
export const STAGE_DEVICES_PER_LINK = 10;

export const STAGE_MESSAGES = {
  linkInvalid: 'This link has expired or was revoked. Ask the presenter for a new one.',
  scriptDeleted: 'This script was deleted. Ask the presenter for a new link.',
  tooManyLinks: `A script can have at most ${STAGE_LINKS_PER_MAP} live links. Revoke one first.`,
  badMessage: 'That message was not understood.',
  notConnected: 'Not connected to the prompter.',
  monitorOnlyForDisplay: 'Only a display link shows a clock or the next section.',
  linkFull: `This link already has ${STAGE_DEVICES_PER_LINK} devices connected. Close one, or ask the presenter for another link.`,
} as const;

export const stageLinkModeSchema = z.enum(['remote', 'display', 'audience']);
export type StageLinkMode = z.infer<typeof stageLinkModeSchema>;

/**
 * What a display link shows over the text (issue 24 item 7, the confidence monitor), chosen per link by
 * the operator: the time of day, elapsed and time left, ahead/behind the target, the next section.
 */
export const STAGE_MONITOR_ITEMS = ['clock', 'times', 'pace', 'next'] as const;
export const stageMonitorSchema = z
  .object({
    clock: z.boolean().describe('The time of day.'),
    times: z.boolean().describe('Elapsed and time left.'),
    pace: z.boolean().describe('Ahead or behind the target length.'),
    next: z.boolean().describe("The next section's title, in its colour."),
  })
  .strict()
  .describe('What a display link shows over the text (display links only).');
export type StageMonitor = z.infer<typeof stageMonitorSchema>;
export const STAGE_MONITOR_NONE: StageMonitor = { clock: false, times: false, pace: false, next: false };

export const createStageLinkBodySchema = z.object({ mode: stageLinkModeSchema, monitor: stageMonitorSchema.optional() }).strict();
export const updateStageLinkBodySchema = z.object({ monitor: stageMonitorSchema }).strict();

export const stageLinkSchema = z.object({
  id: z.string(),
  mode: stageLinkModeSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** A display link's monitor, when the operator chose one. */
  monitor: stageMonitorSchema.optional(),
});
export type StageLink = z.infer<typeof stageLinkSchema>;

/** Answer to creating a link: the only time the token (and so the URL) is given out. */
export const createdStageLinkSchema = stageLinkSchema.extend({ token: z.string(), url: z.string() });
export type CreatedStageLink = z.infer<typeof createdStageLinkSchema>;

/** Same rules as every other id in a path (no NUL or control characters: 400, never a database error). */
export const stageLinkParamsSchema = idParamSchema.extend({ linkId: lineText().min(1).max(64) });

/** Where the prompter is: the section at the reading line and how far through it (0–1). */
export const stagePositionSchema = z.object({
  section: z.number().int().min(0),
  fraction: z.number().min(0).max(1),
});
export type StagePosition = z.infer<typeof stagePositionSchema>;

export const stageSectionSchema = z.object({
  title: z.string().max(500),
  nodeId: z.string().max(64).nullable(),
  /** The section's colour as the prompter shows its dot (a CSS colour), for the displays' dots and monitor. */
  color: z.string().max(32).nullable().optional(),
});

/** Everything a remote shows and a display follows; sent by the prompter whenever it changes. */
export const stageStateSchema = z.object({
  title: z.string().max(500),
  playing: z.boolean(),
  countdown: z.number().int().min(0).nullable(),
  wpm: z.number(),
  position: stagePositionSchema,
  sections: z.array(stageSectionSchema).max(2000),
  elapsedMs: z.number().min(0),
  /** Time left at this speed from the reading line to the end. */
  remainingMs: z.number().min(0),
  /** The talk's target length, for ahead/behind on a display's monitor (absent: none set). */
  targetMs: z.number().min(0).nullable().optional(),
  /**
   * Slide cues (issue 29 item 3): the slide the deck should be on — the last `[slide]` mark the reading
   * line has reached — and `due` while that mark is at the reading line (the moment to advance). Absent or
   * null: no mark reached yet.
   */
  slide: z
    .object({ number: z.number().int().min(1).max(9999), due: z.boolean() })
    .nullable()
    .optional(),
  /** The text has been read to its end (issue 29: the audience view shows the whole map again). */
  atEnd: z.boolean().optional(),
  display: z.object({
    mirror: z.boolean(),
    mirrorVertical: z.boolean(),
    textScale: z.number(),
    theme: z.string().max(40),
    font: z.string().max(40),
    lineSpacing: z.number(),
    margin: z.number(),
    guideAt: z.number(),
    /** The reading-line band, and the section markers. */
    guide: z.boolean(),
    markers: z.boolean(),
  }),
  /** The saved script's version; a display reloads the text when it changes. */
  version: z.number().int().nullable(),
});
export type StageState = z.infer<typeof stageStateSchema>;

export const stageCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('play') }),
  z.object({ kind: z.literal('pause') }),
  z.object({ kind: z.literal('toggle') }),
  z.object({ kind: z.literal('next') }),
  z.object({ kind: z.literal('previous') }),
  z.object({ kind: z.literal('faster') }),
  z.object({ kind: z.literal('slower') }),
  z.object({ kind: z.literal('goTo'), section: z.number().int().min(0) }),
]);
export type StageCommand = z.infer<typeof stageCommandSchema>;

/** Client → server. The first message on a socket must be `hello`. */
export const stageClientMessageSchema = z.discriminatedUnion('type', [
  // The prompter (signed in: its session token, as in `Authorization: Bearer`) or a device (the link's token).
  // Both hellos in one inner union on `as` (zod refuses two options with the same `type`).
  z.discriminatedUnion('as', [
    z.object({ type: z.literal('hello'), as: z.literal('prompter'), mindMapId: lineText().max(64), session: z.string().max(200) }),
    z.object({ type: z.literal('hello'), as: z.literal('link'), token: z.string().max(200) }),
    // A page opened through a script's view link (issue 27): told of cues (its teleprompter) and of the link's end.
    z.object({ type: z.literal('hello'), as: z.literal('view'), token: z.string().max(200), screen: z.enum(['page', 'prompter']) }),
  ]),
  // Prompter → its devices.
  z.object({ type: z.literal('state'), state: stageStateSchema }),
  z.object({ type: z.literal('ack'), id: z.string().max(64), sentAt: z.number() }),
  // Remote → prompter. `sentAt` is the remote's clock (Date.now()); the ack echoes it for the round trip.
  z.object({ type: z.literal('command'), id: z.string().max(64), sentAt: z.number(), command: stageCommandSchema }),
  // Display → server: send the saved script again (its version changed).
  z.object({ type: z.literal('getScript') }),
  // Audience → server: send the map (issue 29 item 1).
  z.object({ type: z.literal('getMap') }),
  z.object({ type: z.literal('ping'), t: z.number() }),
]);
export type StageClientMessage = z.infer<typeof stageClientMessageSchema>;

export const stageDeviceSchema = z.object({
  connectionId: z.string(),
  linkId: z.string(),
  mode: stageLinkModeSchema,
  /** A short description of the device from its user agent, e.g. "iPhone · Safari". */
  label: z.string(),
  connectedAt: z.string(),
});
export type StageDevice = z.infer<typeof stageDeviceSchema>;

export const stageScriptSchema = z.object({
  title: z.string(),
  text: z.string(),
  sections: z.array(z.object({ nodeId: z.string().nullable(), title: z.string(), text: z.string() })).nullable(),
  version: z.number().int().nullable(),
});
export type StageScript = z.infer<typeof stageScriptSchema>;

/**
 * What an audience link is sent of the map (issue 29 item 1): titles, colours, places and the path —
 * never a node's details (the speaker's notes) nor the script.
 */
export const audienceMapSchema = z.object({
  title: z.string(),
  nodes: z.array(
    z.object({
      id: z.string(),
      x: z.number(),
      y: z.number(),
      title: z.string(),
      color: z.string(),
      isRoot: z.boolean().optional(),
      audience: z.enum(['branch', 'skip']).optional(),
    }),
  ),
  connections: z.array(z.object({ from: z.string(), to: z.string() })),
  nodeOrder: z.array(z.string()),
  /** The map's saved version. */
  version: z.number().int(),
});
export type AudienceMap = z.infer<typeof audienceMapSchema>;

/** Server → client. */
export type StageServerMessage =
  | { type: 'welcome'; role: 'prompter' | 'view' | StageLinkMode; mindMapId: string; connectionId: string; expiresAt: string | null; monitor?: StageMonitor }
  /** To displays and view-link teleprompters: an editor's cue for the presenter (issue 27 item 6), shown for CUE_SHOW_MS. */
  | { type: 'cue'; id: string; text: string }
  /** To a display: the operator changed what its link's monitor shows. */
  | { type: 'monitor'; monitor: StageMonitor }
  /** To the prompter, once after its welcome: the devices joined now (on any instance). */
  | { type: 'devices'; devices: StageDevice[] }
  /** To the prompter: a device joined (on any instance). */
  | { type: 'deviceJoined'; device: StageDevice }
  /** To the prompter: a device left. */
  | { type: 'deviceLeft'; connectionId: string }
  /** To devices: the prompter's latest state (also sent to a device when it joins, if a prompter is there). */
  | { type: 'state'; state: StageState; at: number }
  /** To devices: whether a prompter is connected for this script. */
  | { type: 'prompter'; connected: boolean }
  /** To the prompter: a remote's command (`sentAt` from the remote, `relayedAt` server clock). */
  | { type: 'command'; id: string; sentAt: number; relayedAt: number; command: StageCommand; from: string }
  /** To devices: the prompter applied command `id`. */
  | { type: 'ack'; id: string; sentAt: number }
  /** To a display: the saved script. */
  | { type: 'script'; script: StageScript }
  /** To an audience: the map as it shows it. */
  | { type: 'map'; map: AudienceMap }
  /** To a display asking again: the saved script is still the version this socket was sent. */
  | { type: 'scriptUnchanged'; version: number | null }
  | { type: 'pong'; t: number }
  /** The socket is closing because its link was revoked or expired (close code 4401). */
  | { type: 'revoked'; message: string }
  | { type: 'error'; message: string };

/** WebSocket close codes the client acts on. */
export const STAGE_CLOSE = {
  /** Link revoked or expired, or the prompter's session is invalid: do not reconnect. */
  unauthorized: 4401,
  /** The script is gone. */
  notFound: 4404,
  /** A protocol error (bad first message). */
  badRequest: 4400,
  /** The device read too slowly: messages queued past the bound. Reconnecting is fine. */
  tooSlow: 4408,
  /** The link already has its devices connected: do not reconnect. */
  linkFull: 4429,
} as const;

/**
 * The prompter's list of connected devices after `message`: the server sends the whole list once after
 * the welcome, then who joined and who left. The same array when the message says nothing about devices.
 */
export function applyDeviceMessage(devices: readonly StageDevice[], message: StageServerMessage): readonly StageDevice[] {
  switch (message.type) {
    case 'devices':
      return message.devices;
    case 'deviceJoined':
      return [...devices.filter((d) => d.connectionId !== message.device.connectionId), message.device];
    case 'deviceLeft':
      return devices.filter((d) => d.connectionId !== message.connectionId);
    default:
      return devices;
  }
}
