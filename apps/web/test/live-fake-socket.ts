// Tests only: a WebSocket for lib/live sessions that never reaches a server; the test plays the server
// (open, its messages, its close) and reads what the session sent.
import type { LiveSocket } from '../src/lib/live/session';

export class FakeLiveSocket implements LiveSocket {
  /** Every socket made, in order (cleared by the test). */
  static readonly made: FakeLiveSocket[] = [];
  binaryType = 'blob';
  readyState = 0;
  readonly sent: Uint8Array[] = [];
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  constructor(readonly url: string) {
    FakeLiveSocket.made.push(this);
  }
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** A message from the server. */
  receive(data: Uint8Array) {
    this.onmessage?.({ data: data.slice().buffer });
  }
  /** The server sends `data` (if any) and closes with `code`. */
  end(code: number, data?: Uint8Array) {
    if (data) this.receive(data);
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}
