/**
 * Finds the notifications (NotificationResponse, type 'A') in a PostgreSQL backend's protocol output, which may
 * arrive cut anywhere: message headers are read, every other message's body is skipped without copying.
 */
export class NotificationScanner {
  /** A header cut by the chunk's end (type byte and length, 5 bytes at most). */
  private head: number[] = [];
  /** Body bytes of the current message still to skip. */
  private skip = 0;
  /** The body of a notification being collected, and how much of it is still to come. */
  private body: Buffer[] | null = null;
  private bodyLeft = 0;

  constructor(private readonly onNotification: (channel: string, payload: string) => void) {}

  push(chunk: Uint8Array): void {
    const data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let at = 0;
    while (at < data.length) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, data.length - at);
        this.skip -= n;
        at += n;
        continue;
      }
      if (this.body !== null) {
        const n = Math.min(this.bodyLeft, data.length - at);
        this.body.push(Buffer.from(data.subarray(at, at + n)));
        this.bodyLeft -= n;
        at += n;
        if (this.bodyLeft === 0) this.finish();
        continue;
      }
      let type: number;
      let length: number;
      if (this.head.length === 0 && data.length - at >= 5) {
        type = data[at];
        length = data.readInt32BE(at + 1);
        at += 5;
      } else {
        while (this.head.length < 5 && at < data.length) this.head.push(data[at++]);
        if (this.head.length < 5) return;
        type = this.head[0];
        length = Buffer.from(this.head.slice(1)).readInt32BE(0);
        this.head = [];
      }
      const bodyLength = Math.max(0, length - 4);
      if (type === 0x41 /* A */) {
        this.body = [];
        this.bodyLeft = bodyLength;
        if (bodyLength === 0) this.finish();
      } else {
        this.skip = bodyLength;
      }
    }
  }

  /** A notification's body: the sender's process id, the channel and the payload (zero-terminated strings). */
  private finish(): void {
    const body = Buffer.concat(this.body ?? []);
    this.body = null;
    const channelEnd = body.indexOf(0, 4);
    const payloadEnd = channelEnd < 0 ? -1 : body.indexOf(0, channelEnd + 1);
    if (channelEnd < 0 || payloadEnd < 0) return;
    this.onNotification(body.toString('utf8', 4, channelEnd), body.toString('utf8', channelEnd + 1, payloadEnd));
  }
}
