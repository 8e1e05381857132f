/**
 * A local stand-in for Supabase Storage's object API (the calls supabase-js makes for upload,
 * download and remove), keeping objects in memory and recording each request. It can be told to
 * refuse everything, as a bucket that is down or misconfigured would.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StorageRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
}

export interface FakeStorage {
  url: string;
  objects: Map<string, Buffer>;
  requests: StorageRequest[];
  failWith(status: number | null): void;
  close(): Promise<void>;
}

const OBJECT = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/;
const BUCKET = /^\/storage\/v1\/object\/([^/]+)$/;

export async function startFakeStorage(): Promise<FakeStorage> {
  const objects = new Map<string, Buffer>();
  const requests: StorageRequest[] = [];
  let failing: number | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
      });
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (failing)
        return json(failing, {
          statusCode: String(failing),
          error: 'Unavailable',
          message: 'bucket unavailable',
        });
      const object = OBJECT.exec(path);
      if (req.method === 'POST' && object) {
        objects.set(`${object[1]}/${object[2]}`, Buffer.concat(chunks));
        return json(200, { Key: `${object[1]}/${object[2]}`, Id: object[2] });
      }
      if (req.method === 'GET' && object) {
        const found = objects.get(`${object[1]}/${object[2]}`);
        if (!found)
          return json(400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
        return res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(found);
      }
      const bucket = BUCKET.exec(path);
      if (req.method === 'DELETE' && bucket) {
        const { prefixes } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          prefixes: string[];
        };
        for (const key of prefixes) objects.delete(`${bucket[1]}/${key}`);
        return json(
          200,
          prefixes.map((name) => ({ name })),
        );
      }
      return json(404, { message: 'no such route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failWith(status) {
      failing = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
