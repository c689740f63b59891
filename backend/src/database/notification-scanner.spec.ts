import { NotificationScanner } from './notification-scanner';

/** A backend message: type byte, length (itself and the body), body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = type.charCodeAt(0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function notification(channel: string, payload: string): Buffer {
  const pid = Buffer.alloc(4);
  pid.writeInt32BE(42, 0);
  return message('A', Buffer.concat([pid, Buffer.from(`${channel}\0${payload}\0`)]));
}

/** What a commit's answer looks like: a data row holding an 'A', the notification, the command's end, ready. */
const output = Buffer.concat([
  message('D', Buffer.from('\0\x01\0\0\0\x05A\0AAA')),
  notification('shop_changes', 'accounts'),
  message('C', Buffer.from('COMMIT\0')),
  notification('other', 'x'),
  message('Z', Buffer.from('I')),
]);

describe('NotificationScanner: the notifications in a backend output', () => {
  it('finds each notification with its channel and payload, and nothing in other messages', () => {
    const heard: string[] = [];
    new NotificationScanner((channel, payload) => heard.push(`${channel}:${payload}`)).push(output);
    expect(heard).toEqual(['shop_changes:accounts', 'other:x']);
  });

  it('finds the same however the output is cut into chunks', () => {
    for (let size = 1; size <= output.length; size++) {
      const heard: string[] = [];
      const scanner = new NotificationScanner((channel, payload) => heard.push(`${channel}:${payload}`));
      for (let at = 0; at < output.length; at += size) scanner.push(output.subarray(at, at + size));
      expect(heard).toEqual(['shop_changes:accounts', 'other:x']);
    }
  });
});
