// Time-ordered ids (UUID v7, RFC 9562) generated in the app so both engines index them the same way.
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let seq = 0;

export function newId(now = Date.now()): string {
  const bytes = randomBytes(16);
  // A 12-bit counter in rand_a keeps ids created in the same millisecond in creation order.
  if (now === lastMs) {
    seq = (seq + 1) & 0xfff;
  } else {
    lastMs = now;
    seq = bytes.readUInt16BE(6) & 0x7ff;
  }
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (seq >> 8);
  bytes[7] = seq & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
