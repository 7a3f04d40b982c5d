// The live socket's messages (GET /api/live/:mindMapId), shared by the server (apps/api live-hub.ts) and
// the browser (apps/web lib/live/session.ts). Every WebSocket message is binary: a lib0 varUint message
// type, then its body. Types 0–2 are y-protocols' own; 3–6 are ours.
//
//   0 sync       y-protocols/sync: step 1 (state vector), step 2 (missing updates), update. Both ways.
//   1 awareness  varUint8Array: a y-protocols/awareness update (presence: cursors, selection). Both ways.
//   2 auth       client → server, the FIRST message: varString session token (the same bearer token
//                the REST API takes; a browser cannot set headers on a WebSocket). Server → client:
//                y-protocols/auth permission denied (varUint 0, varString reason), then the socket closes.
//   3 ack        server → client: varUint n — the first n sync step 2 / update messages this socket
//                sent are stored durably (written to the database, projected into the REST tables).
//                A client keeps what it sent until it is acknowledged (or resends it by syncing again).
//   4 error      server → client: varString message for the person at the editor (e.g. the 1 MB limit),
//                sent before the server closes the socket for it.
//   5 cue        (issue 27 item 6, cue.ts) client → server: varString id (≤ 40 chars, the sender's own),
//                varString text. Server → client: varUint kind, then 0 cue: id, text (a cue to show,
//                from another device); 1 sent: id (relayed to the script's sockets on every instance);
//                2 refused: id, reason (a viewer, too fast, not a valid cue; nothing relayed).
//   6 comments   (issue 27 item 5) server → client, no body: the script's comments changed (on any
//                instance); read them again (GET /api/mindmaps/:id/comments).
//
// After a valid auth the server sends sync step 1 and the awareness states it knows; the client answers
// with its sync step 2 (what the server lacks) and its own step 1. Updates then flow both ways.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

export const LIVE_MESSAGE = { sync: 0, awareness: 1, auth: 2, ack: 3, error: 4, cue: 5, comments: 6 } as const;

/** What a type 5 message from the server says (see above). */
export const CUE_KIND = { cue: 0, sent: 1, refused: 2 } as const;
/** The longest id a sender may give its cue. */
export const CUE_ID_MAX = 40;

/** Close codes (with STAGE_CLOSE's meanings where they overlap). */
export const LIVE_CLOSE = {
  /** No or an invalid session: sign in again (do not reconnect with the same token). */
  unauthorized: 4401,
  /** The script does not exist or is not this user's (or was deleted). */
  notFound: 4404,
  /** A message the server does not understand (or no auth first). */
  badRequest: 4400,
  /** The socket read too slowly: messages queued past the bound. Reconnecting is fine. */
  tooSlow: 4408,
  /** An update would take the document past LIVE_DOC_MAX_BYTES; it was refused, nothing stored. */
  tooLarge: 4413,
  /** Too many updates at once; reconnect after a pause (the sync resends what was refused). */
  tooFast: 4429,
  /** The server could not store a change; reconnect (the document reloads from the database). */
  retry: 1011,
} as const;

/** A client message, decoded (without applying anything). */
export type LiveClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'syncStep1'; stateVector: Uint8Array }
  | { type: 'update'; update: Uint8Array }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'cue'; id: string; text: string };

/** Decodes one client message; throws on anything malformed (the caller closes the socket). */
export function decodeClientMessage(data: Uint8Array): LiveClientMessage {
  const decoder = decoding.createDecoder(data);
  const type = decoding.readVarUint(decoder);
  let message: LiveClientMessage;
  if (type === LIVE_MESSAGE.auth) message = { type: 'auth', token: decoding.readVarString(decoder) };
  else if (type === LIVE_MESSAGE.awareness) message = { type: 'awareness', update: decoding.readVarUint8Array(decoder) };
  else if (type === LIVE_MESSAGE.cue) {
    const id = decoding.readVarString(decoder);
    if (!id || id.length > CUE_ID_MAX) throw new Error('a cue without a valid id');
    message = { type: 'cue', id, text: decoding.readVarString(decoder) };
  } else if (type === LIVE_MESSAGE.sync) {
    const step = decoding.readVarUint(decoder);
    if (step === syncProtocol.messageYjsSyncStep1) message = { type: 'syncStep1', stateVector: decoding.readVarUint8Array(decoder) };
    else if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate)
      message = { type: 'update', update: decoding.readVarUint8Array(decoder) };
    else throw new Error(`unknown sync step ${step}`);
  } else throw new Error(`unknown message type ${type}`);
  if (decoding.hasContent(decoder)) throw new Error('trailing bytes after the message');
  return message;
}

/** A server message, decoded (without applying anything). */
export type LiveServerMessage =
  | { type: 'syncStep1'; stateVector: Uint8Array }
  | { type: 'syncStep2'; update: Uint8Array }
  | { type: 'update'; update: Uint8Array }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'denied'; reason: string }
  | { type: 'ack'; count: number }
  | { type: 'error'; message: string }
  | { type: 'cue'; id: string; text: string }
  /** `screens`: the teleprompters, displays and view-link teleprompters of the script that were sent the cue. */
  | { type: 'cueSent'; id: string; screens: number }
  | { type: 'cueRefused'; id: string; reason: string }
  | { type: 'comments' };

/** Decodes one server message; throws on anything malformed (the client drops the connection and syncs again). */
export function decodeServerMessage(data: Uint8Array): LiveServerMessage {
  const decoder = decoding.createDecoder(data);
  const type = decoding.readVarUint(decoder);
  let message: LiveServerMessage;
  if (type === LIVE_MESSAGE.sync) {
    const step = decoding.readVarUint(decoder);
    if (step === syncProtocol.messageYjsSyncStep1) message = { type: 'syncStep1', stateVector: decoding.readVarUint8Array(decoder) };
    else if (step === syncProtocol.messageYjsSyncStep2) message = { type: 'syncStep2', update: decoding.readVarUint8Array(decoder) };
    else if (step === syncProtocol.messageYjsUpdate) message = { type: 'update', update: decoding.readVarUint8Array(decoder) };
    else throw new Error(`unknown sync step ${step}`);
  } else if (type === LIVE_MESSAGE.awareness) message = { type: 'awareness', update: decoding.readVarUint8Array(decoder) };
  else if (type === LIVE_MESSAGE.auth) {
    decoding.readVarUint(decoder); // y-protocols/auth: 0 = permission denied, the only answer sent
    message = { type: 'denied', reason: decoding.readVarString(decoder) };
  } else if (type === LIVE_MESSAGE.ack) message = { type: 'ack', count: decoding.readVarUint(decoder) };
  else if (type === LIVE_MESSAGE.error) message = { type: 'error', message: decoding.readVarString(decoder) };
  else if (type === LIVE_MESSAGE.cue) {
    const kind = decoding.readVarUint(decoder);
    const id = decoding.readVarString(decoder);
    if (kind === CUE_KIND.cue) message = { type: 'cue', id, text: decoding.readVarString(decoder) };
    else if (kind === CUE_KIND.sent) message = { type: 'cueSent', id, screens: decoding.readVarUint(decoder) };
    else if (kind === CUE_KIND.refused) message = { type: 'cueRefused', id, reason: decoding.readVarString(decoder) };
    else throw new Error(`unknown cue kind ${kind}`);
  } else if (type === LIVE_MESSAGE.comments) message = { type: 'comments' };
  else throw new Error(`unknown message type ${type}`);
  if (decoding.hasContent(decoder)) throw new Error('trailing bytes after the message');
  return message;
}

const build = (write: (e: encoding.Encoder) => void): Uint8Array => {
  const e = encoding.createEncoder();
  write(e);
  return encoding.toUint8Array(e);
};

export const syncStep1Message = (doc: Y.Doc) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.sync);
    syncProtocol.writeSyncStep1(e, doc);
  });

/** Step 2: what a peer holding `stateVector` lacks (throws on a malformed state vector). */
export const syncStep2Message = (doc: Y.Doc, stateVector: Uint8Array) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.sync);
    syncProtocol.writeSyncStep2(e, doc, stateVector);
  });

export const updateMessage = (update: Uint8Array) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.sync);
    syncProtocol.writeUpdate(e, update);
  });

export const awarenessMessage = (update: Uint8Array) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.awareness);
    encoding.writeVarUint8Array(e, update);
  });

export const awarenessStatesMessage = (awareness: awarenessProtocol.Awareness) =>
  awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, [...awareness.getStates().keys()]));

export const ackMessage = (count: number) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.ack);
    encoding.writeVarUint(e, count);
  });

export const errorMessage = (message: string) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.error);
    encoding.writeVarString(e, message);
  });

export const permissionDeniedMessage = (reason: string) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.auth);
    encoding.writeVarUint(e, 0);
    encoding.writeVarString(e, reason);
  });

export const authMessage = (token: string) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.auth);
    encoding.writeVarString(e, token);
  });

/** Client → server: a cue for the script's prompters. */
export const cueMessage = (id: string, text: string) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.cue);
    encoding.writeVarString(e, id);
    encoding.writeVarString(e, text);
  });

/** Server → client: a cue to show; the sender's confirmation; or its refusal. */
export const cueShowMessage = (id: string, text: string) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.cue);
    encoding.writeVarUint(e, CUE_KIND.cue);
    encoding.writeVarString(e, id);
    encoding.writeVarString(e, text);
  });

export const cueSentMessage = (id: string, screens: number) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.cue);
    encoding.writeVarUint(e, CUE_KIND.sent);
    encoding.writeVarString(e, id);
    encoding.writeVarUint(e, screens);
  });

export const cueRefusedMessage = (id: string, reason: string) =>
  build((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE.cue);
    encoding.writeVarUint(e, CUE_KIND.refused);
    encoding.writeVarString(e, id);
    encoding.writeVarString(e, reason);
  });

/** Server → client: the script's comments changed; read them again. */
export const commentsChangedMessage = () => build((e) => encoding.writeVarUint(e, LIVE_MESSAGE.comments));
