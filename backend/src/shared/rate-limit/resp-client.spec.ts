import { createServer, type Server, type Socket } from 'node:net';
import { encode, parse, RespClient, RespError } from './resp-client';

describe('RESP encoding', () => {
  it('writes commands as arrays of bulk strings and reads every reply type, also when split', () => {
    expect(encode(['ZREM', 'k', 7]).toString()).toBe('*3\r\n$4\r\nZREM\r\n$1\r\nk\r\n$1\r\n7\r\n');
    const reply = Buffer.from('*3\r\n*3\r\n:1\r\n:2\r\n$13\r\n1764000000000\r\n$-1\r\n+OK\r\n');
    expect(parse(reply, 0)).toEqual({ value: [[1, 2, '1764000000000'], null, 'OK'], end: reply.length });
    for (let cut = 1; cut < reply.length; cut++) expect(parse(reply.subarray(0, cut), 0)).toBeNull();
    expect(parse(Buffer.from('-NOSCRIPT No matching script\r\n'), 0)?.value).toEqual(new RespError('NOSCRIPT No matching script'));
    expect(parse(Buffer.from('$5\r\nä€\r\n'), 0)?.value).toBe('ä€');
    expect(() => parse(Buffer.from('$6$6\r\n'), 0)).toThrow(RespError);
  });
});

describe('RESP client', () => {
  let server: Server;
  let port: number;
  const seen: string[][] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // A stand-in server: answers each command with its arguments joined, in pieces, and -ERR for FAIL.
    server = createServer((socket) => {
      sockets.push(socket);
      let buffered = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        buffered = Buffer.concat([buffered, chunk]);
        for (;;) {
          const command = parse(buffered, 0);
          if (!command) return;
          buffered = buffered.subarray(command.end);
          const args = command.value as string[];
          seen.push(args);
          const answer = args[0] === 'FAIL' ? Buffer.from('-ERR told to fail\r\n') : encode([args.join(' ')]).subarray(4);
          // Each answer in two writes, so the client reads replies split anywhere.
          socket.write(answer.subarray(0, 2));
          socket.write(answer.subarray(2));
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('pipelines commands in order, logs in and selects the database, fails one command on an error reply', async () => {
    const client = new RespClient(`redis://:s%40cret@127.0.0.1:${port}/3`);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => client.command(['ECHO', i])));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => `ECHO ${i}`));
    expect(seen.slice(0, 2)).toEqual([['AUTH', 's@cret'], ['SELECT', '3']]);
    await expect(client.command(['FAIL'])).rejects.toThrow('ERR told to fail');
    expect(await client.command(['ECHO', 'after'])).toBe('ECHO after');
    client.close();
  });

  it('a dropped connection fails what was in flight; the next command connects again', async () => {
    const client = new RespClient(`redis://127.0.0.1:${port}`);
    expect(await client.command(['ECHO', 'one'])).toBe('ECHO one');
    for (const s of sockets.splice(0)) s.destroy();
    await new Promise((r) => setTimeout(r, 20));
    expect(await client.command(['ECHO', 'two'])).toBe('ECHO two');
    client.close();
    await expect(new RespClient('redis://127.0.0.1:1').command(['PING'])).rejects.toThrow();
  });
});
