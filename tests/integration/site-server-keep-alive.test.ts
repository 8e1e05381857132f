import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSiteServer } from '#server/http-server.ts';

// A client that reuses an idle keep-alive connection at the moment Node's server closes it (after 5 s
// and its 1 s buffer, by default) has its request reset. The site's server keeps idle connections
// open longer than its clients and its proxy do.

/** Past Node's own idle keep-alive time, which the site's server replaces. */
const IDLE_MS = 7_000;

const server = createSiteServer((_req, res) => res.end('ok'));
let port: number;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends one keep-alive request; resolves with the response, or 'closed' if the server hung up. */
function exchange(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.endsWith('\r\n\r\nok')) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    if (socket.readyState !== 'open') resolve('closed');
    socket.once('close', () => resolve('closed'));
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

it('keeps an idle keep-alive connection open past Node’s default idle time', async () => {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  expect(await exchange(socket)).toMatch(/^HTTP\/1\.1 200/);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  expect(await exchange(socket)).toMatch(/^HTTP\/1\.1 200/);
  socket.destroy();
}, 20_000);
