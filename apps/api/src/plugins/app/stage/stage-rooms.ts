// The scripts this instance has sockets for ("rooms"): its local prompters and devices, what the
// other instances said they hold (presence over the bus), and the prompter's latest state. Keeps
// prompters told of the devices and devices told whether a prompter is there, across instances. Pages
// opened through the script's view link ('view', issue 27) are told of cues and of the link's end.
import type { WebSocket } from 'ws';
import { STAGE_CLOSE, type StageDevice, type StageLinkMode, type StageServerMessage, type StageState } from '@cuemap/shared';
import { closedAsTooSlow } from '../realtime/socket-limits';
import { STAGE_SERVER_MESSAGES } from './messages';
import type { StageBus, StageBusEvent } from './stage-bus';

export interface StageConn {
  id: string;
  ws: WebSocket;
  role: 'prompter' | 'view' | StageLinkMode | null;
  /** A view-link page: its teleprompter (shows cues) or its map page (told only of the link's end). */
  viewScreen: 'page' | 'prompter' | null;
  mindMapId: string | null;
  /** Devices: their link, its owner, and what the prompter lists. */
  linkId: string | null;
  ownerId: string | null;
  device: StageDevice | null;
  /** Bytes of bulk messages (scripts) handed to the socket and not yet written out. */
  bulkBytes: number;
}

interface Room {
  prompters: Set<StageConn>;
  devices: Set<StageConn>;
  views: Set<StageConn>;
  /** Callers that want to hear of the script's screens without a socket of it here (an editor's cues). */
  watchers: number;
  /** Per other instance: the devices, the number of prompters and of view-link teleprompters it holds. */
  remote: Map<string, { devices: StageDevice[]; prompters: number; views: number; seenAt: number }>;
  state: { state: StageState; at: number } | null;
  /** What prompters and devices were last told. */
  listed: Map<string, StageDevice>;
  prompterConnected: boolean;
}

/**
 * What may wait in a socket's send queue besides a script still being delivered. A reader that lets
 * more pile up (it stopped reading, or cannot keep up) is closed: memory per socket stays bounded.
 */
export const STAGE_MAX_QUEUED_BYTES = 1024 * 1024;

/**
 * Sends unless the socket's queue is past the bound (then it is closed as too slow). A `bulk` message
 * (a script, asked for once per version) is not counted against the bound while it is delivered.
 */
export function send(conn: StageConn, message: StageServerMessage, bulk = false): void {
  const { ws } = conn;
  if (ws.readyState !== ws.OPEN) return;
  if (closedAsTooSlow(ws, ws.bufferedAmount - conn.bulkBytes, STAGE_MAX_QUEUED_BYTES, STAGE_CLOSE.tooSlow, STAGE_SERVER_MESSAGES.tooSlow)) return;
  const data = Buffer.from(JSON.stringify(message));
  if (!bulk) return ws.send(data, { binary: false });
  conn.bulkBytes += data.length;
  ws.send(data, { binary: false }, () => {
    conn.bulkBytes -= data.length;
  });
}

export function createStageRooms(bus: StageBus) {
  const rooms = new Map<string, Room>();

  const devicesOf = (room: Room): StageDevice[] => {
    const all = [...room.devices].map((c) => c.device!).filter(Boolean);
    for (const r of room.remote.values()) all.push(...r.devices);
    return all.sort((a, b) => a.connectedAt.localeCompare(b.connectedAt) || a.connectionId.localeCompare(b.connectionId));
  };
  const prompterThere = (room: Room) => room.prompters.size > 0 || [...room.remote.values()].some((r) => r.prompters > 0);

  const toDevices = (room: Room, message: StageServerMessage) => {
    for (const c of room.devices) send(c, message);
  };
  const toPrompters = (room: Room, message: StageServerMessage) => {
    for (const c of room.prompters) send(c, message);
  };

  const viewPrompters = (room: Room) => [...room.views].filter((c) => c.viewScreen === 'prompter');

  const announce = (mindMapId: string, room: Room | undefined) => {
    const devices = room ? [...room.devices].map((c) => c.device!).filter(Boolean) : [];
    bus.publish(mindMapId, { kind: 'presence', devices, prompters: room?.prompters.size ?? 0, views: room ? viewPrompters(room).length : 0 });
  };

  /** A cue reaches the displays and the view-link teleprompters (a remote or an audience screen is not read from). */
  const cueHere = (mindMapId: string, message: StageServerMessage) => {
    const room = rooms.get(mindMapId);
    if (!room) return;
    for (const c of room.devices) if (c.role === 'display') send(c, message);
    for (const c of viewPrompters(room)) send(c, message);
  };

  const closeViewsHere = (mindMapId: string, message: string) => {
    for (const c of rooms.get(mindMapId)?.views ?? []) {
      send(c, { type: 'revoked', message });
      c.ws.close(STAGE_CLOSE.unauthorized);
    }
  };

  /** A room for the script, subscribed on the bus (the others are asked what they hold once it is). */
  const open = (mindMapId: string): Room => {
    const existing = rooms.get(mindMapId);
    if (existing) return existing;
    const fresh: Room = {
      prompters: new Set(),
      devices: new Set(),
      views: new Set(),
      watchers: 0,
      remote: new Map(),
      state: null,
      listed: new Map(),
      prompterConnected: false,
    };
    rooms.set(mindMapId, fresh);
    // Once subscribed, ask the others what they hold (their answers come through refresh()).
    void bus.join(mindMapId).then(() => {
      if (rooms.get(mindMapId) === fresh) bus.publish(mindMapId, { kind: 'sync' });
    });
    return fresh;
  };

  /** Forgets a room nothing here needs any more (and tells the others this instance holds nothing of it). */
  const closeIfUnused = (mindMapId: string, room: Room): boolean => {
    if (room.prompters.size > 0 || room.devices.size > 0 || room.views.size > 0 || room.watchers > 0) return false;
    rooms.delete(mindMapId);
    announce(mindMapId, undefined);
    bus.leave(mindMapId);
    return true;
  };

  /**
   * Tells prompters which devices joined and left since they were last told (small deltas, not the
   * whole list), re-sends the state to a newcomer, and tells devices of a prompter coming or going.
   */
  const refresh = (mindMapId: string, room: Room) => {
    const now = new Map(devicesOf(room).map((d) => [d.connectionId, d]));
    const joined = [...now.values()].filter((d) => !room.listed.has(d.connectionId));
    const left = [...room.listed.keys()].filter((id) => !now.has(id));
    room.listed = now;
    for (const connectionId of left) toPrompters(room, { type: 'deviceLeft', connectionId });
    for (const device of joined) toPrompters(room, { type: 'deviceJoined', device });
    // The prompter's side answers a newcomer on any instance with the state it has.
    if (joined.length > 0 && room.prompters.size > 0 && room.state) relayToDevices(mindMapId, { type: 'state', ...room.state });
    const connected = prompterThere(room);
    if (connected !== room.prompterConnected) {
      room.prompterConnected = connected;
      if (!connected) room.state = null;
      toDevices(room, { type: 'prompter', connected });
    }
  };

  /** To the script's devices here and on every other instance. */
  const relayToDevices = (mindMapId: string, message: StageServerMessage) => {
    const room = rooms.get(mindMapId);
    if (room && message.type === 'state') room.state = { state: message.state, at: message.at };
    if (room) toDevices(room, message);
    bus.publish(mindMapId, { kind: 'devices', message });
  };

  const toLinkHere = (mindMapId: string, linkId: string, message: StageServerMessage) => {
    for (const c of rooms.get(mindMapId)?.devices ?? []) if (c.linkId === linkId) send(c, message);
  };

  const closeLinkHere = (mindMapId: string, linkId: string, message: string) => {
    const room = rooms.get(mindMapId);
    if (!room) return;
    for (const c of room.devices) {
      if (c.linkId !== linkId) continue;
      send(c, { type: 'revoked', message });
      c.ws.close(STAGE_CLOSE.unauthorized);
    }
  };

  /** Every socket of a deleted script: devices and view pages are told why (they never reconnect), prompters just close. */
  const closeScriptHere = (mindMapId: string, message: string) => {
    const room = rooms.get(mindMapId);
    if (!room) return;
    for (const c of [...room.devices, ...room.views]) {
      send(c, { type: 'revoked', message });
      c.ws.close(STAGE_CLOSE.unauthorized);
    }
    for (const c of room.prompters) c.ws.close(STAGE_CLOSE.notFound);
  };

  /** A person's prompters of a script they can no longer open (issue 27); their links are revoked apart. */
  const closeUserHere = (mindMapId: string, userId: string) => {
    for (const c of rooms.get(mindMapId)?.prompters ?? []) if (c.ownerId === userId) c.ws.close(STAGE_CLOSE.notFound);
  };

  bus.onEvent((mindMapId: string, from: string, event: StageBusEvent) => {
    const room = rooms.get(mindMapId);
    if (!room) return;
    switch (event.kind) {
      case 'devices':
        if (event.message.type === 'state') room.state = { state: event.message.state, at: event.message.at };
        toDevices(room, event.message);
        break;
      case 'prompters':
        toPrompters(room, event.message);
        break;
      case 'presence':
        if (event.devices.length === 0 && event.prompters === 0 && !event.views) room.remote.delete(from);
        else room.remote.set(from, { devices: event.devices, prompters: event.prompters, views: event.views ?? 0, seenAt: Date.now() });
        refresh(mindMapId, room);
        break;
      case 'sync':
        announce(mindMapId, room);
        break;
      case 'link':
        toLinkHere(mindMapId, event.linkId, event.message);
        break;
      case 'revoke':
        closeLinkHere(mindMapId, event.linkId, event.message);
        break;
      case 'closeScript':
        closeScriptHere(mindMapId, event.message);
        break;
      case 'userLeft':
        closeUserHere(mindMapId, event.userId);
        break;
      case 'cue':
        cueHere(mindMapId, { type: 'cue', id: event.id, text: event.text });
        break;
      case 'viewGone':
        closeViewsHere(mindMapId, event.message);
        break;
    }
  });
  // Presence may have changed while Redis was away: ask everyone again.
  bus.onReconnect(() => {
    for (const [mindMapId, room] of rooms) {
      room.remote.clear();
      bus.publish(mindMapId, { kind: 'sync' });
      announce(mindMapId, room);
    }
  });

  return {
    /** Adds a socket that said hello; a first socket of the script subscribes to it on the bus. */
    add(conn: StageConn): void {
      const mindMapId = conn.mindMapId!;
      const room = open(mindMapId);
      if (conn.role === 'view') {
        room.views.add(conn);
        return announce(mindMapId, room);
      }
      if (conn.role === 'prompter') room.prompters.add(conn);
      else {
        room.devices.add(conn);
        send(conn, { type: 'prompter', connected: prompterThere(room) });
        if (room.state && prompterThere(room)) send(conn, { type: 'state', ...room.state });
      }
      announce(mindMapId, room);
      refresh(mindMapId, room);
      // A prompter gets the whole list once (after any deltas refresh sent it); then only changes.
      if (conn.role === 'prompter') send(conn, { type: 'devices', devices: [...room.listed.values()] });
    },

    remove(conn: StageConn): void {
      const mindMapId = conn.mindMapId;
      const room = mindMapId ? rooms.get(mindMapId) : undefined;
      if (!mindMapId || !room) return;
      if (!room.prompters.delete(conn) && !room.devices.delete(conn) && !room.views.delete(conn)) return;
      if (closeIfUnused(mindMapId, room)) return;
      announce(mindMapId, room);
      refresh(mindMapId, room);
    },

    /** Devices of the link connected now (here and, as far as presence says, on the other instances). */
    linkDevices(mindMapId: string, linkId: string): number {
      const room = rooms.get(mindMapId);
      return room ? devicesOf(room).filter((d) => d.linkId === linkId).length : 0;
    },

    prompterThere: (mindMapId: string) => {
      const room = rooms.get(mindMapId);
      return room ? prompterThere(room) : false;
    },
    relayToDevices,
    relayToPrompters(mindMapId: string, message: StageServerMessage) {
      const room = rooms.get(mindMapId);
      if (room) toPrompters(room, message);
      bus.publish(mindMapId, { kind: 'prompters', message });
    },
    /** To the link's devices here and on every other instance. */
    toLink(mindMapId: string, linkId: string, message: StageServerMessage) {
      toLinkHere(mindMapId, linkId, message);
      bus.publish(mindMapId, { kind: 'link', linkId, message });
    },
    /** Closes the link's devices here and on every other instance. */
    revokeLink(mindMapId: string, linkId: string, message: string) {
      closeLinkHere(mindMapId, linkId, message);
      bus.publish(mindMapId, { kind: 'revoke', linkId, message });
    },
    /** An editor's cue to the displays and view-link teleprompters here and on every other instance. */
    cue(mindMapId: string, id: string, text: string) {
      cueHere(mindMapId, { type: 'cue', id, text });
      bus.publish(mindMapId, { kind: 'cue', id, text });
    },
    /**
     * The displays and view-link teleprompters of the script connected now, here and (as far as presence
     * says: the script is watched, or has a socket here) on the other instances.
     */
    screens(mindMapId: string): number {
      const room = rooms.get(mindMapId);
      if (!room) return 0;
      let views = viewPrompters(room).length;
      for (const r of room.remote.values()) views += r.views;
      return views + devicesOf(room).filter((d) => d.mode === 'display').length;
    },
    /** Keeps the script's room (and so the others' presence) while the caller needs it; returns the release. */
    watch(mindMapId: string): () => void {
      open(mindMapId).watchers += 1;
      let released = false;
      return () => {
        const room = rooms.get(mindMapId);
        if (released || !room) return;
        released = true;
        room.watchers -= 1;
        closeIfUnused(mindMapId, room);
      };
    },
    /** Closes the pages opened through the script's view link, here and on every other instance. */
    closeViews(mindMapId: string, message: string) {
      closeViewsHere(mindMapId, message);
      bus.publish(mindMapId, { kind: 'viewGone', message });
    },
    /** Closes the user's prompters of the script here and on every other instance (they lost access). */
    closeUser(mindMapId: string, userId: string) {
      closeUserHere(mindMapId, userId);
      bus.publish(mindMapId, { kind: 'userLeft', userId });
    },
    /** Closes every socket of the script here and on every other instance (it was deleted). */
    closeScript(mindMapId: string, message: string) {
      closeScriptHere(mindMapId, message);
      bus.publish(mindMapId, { kind: 'closeScript', message });
    },
    /**
     * Re-announces this instance's sockets, and forgets what an instance has not confirmed for
     * `staleMs` (it stopped without saying goodbye): called on every keep-alive round.
     */
    heartbeat(staleMs: number) {
      const cutoff = Date.now() - staleMs;
      for (const [mindMapId, room] of rooms) {
        announce(mindMapId, room);
        let dropped = false;
        for (const [instance, r] of room.remote) {
          if (r.seenAt >= cutoff) continue;
          room.remote.delete(instance);
          dropped = true;
        }
        if (dropped) refresh(mindMapId, room);
      }
    },
    /** Tells the others this instance holds nothing any more (shutting down). */
    leaveAll() {
      for (const mindMapId of rooms.keys()) announce(mindMapId, undefined);
      rooms.clear();
    },
  };
}

export type StageRooms = ReturnType<typeof createStageRooms>;
