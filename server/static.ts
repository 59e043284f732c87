// Serves the built client (dist/) from the game server's own port: files with their content types, and
// index.html for every app route (/t/<code>, /, …) so links open the single-page app. Text and wasm go out gzipped
// to a browser that accepts it (a third of the bytes: the lobby's first load is ~97 KiB gzipped, ~330 KiB as built).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Content types by extension (everything the client ships: code, styles, fonts, textures, models, sounds). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.ktx2': 'image/ktx2',
  '.hdr': 'application/octet-stream',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.bin': 'application/octet-stream',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
};

/** Extensions worth gzipping: text and wasm (images, fonts and sounds are compressed already). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.svg',
  '.wasm',
  '.gltf',
]);
/** Below this a file goes as it is: gzip's header would eat what it saves. */
const MIN_GZIP_BYTES = 1024;

/** A file's size and when it last changed (a rebuild under a running server changes both or the name). */
interface FileStat {
  readonly size: number;
  readonly mtimeMs: number;
}

async function fileAt(p: string): Promise<FileStat | null> {
  try {
    const s = await stat(p);
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Whether the request's Accept-Encoding takes gzip (any q above 0). */
function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Gzipped copies of the files served, made once per file version on zlib's thread pool (never on the event loop)
 * and kept in memory: the built client is a few MB, its gzipped copies about a third of that.
 */
class GzipCache {
  private readonly copies = new Map<string, { readonly mtimeMs: number; readonly body: Promise<Buffer | null> }>();

  /** The gzipped bytes of `file` as it is now; null when it cannot be read (it is then sent as it is, or fails). */
  get(file: string, at: FileStat): Promise<Buffer | null> {
    const hit = this.copies.get(file);
    if (hit && hit.mtimeMs === at.mtimeMs) return hit.body;
    const body = readFile(file)
      .then((raw) => gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }))
      .catch(() => null);
    this.copies.set(file, { mtimeMs: at.mtimeMs, body });
    return body;
  }
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  at: FileStat,
  cache: string,
  gzipped: GzipCache,
): Promise<void> {
  const ext = path.extname(file).toLowerCase();
  const headers = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
  };
  const compressible = COMPRESSIBLE.has(ext) && at.size >= MIN_GZIP_BYTES;
  const body = compressible && acceptsGzip(req) ? await gzipped.get(file, at) : null;
  if (body) {
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Length': at.size,
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * A request handler for the built client in `root`: GET/HEAD only; an existing file is sent; a path without
 * an extension (an app route) gets index.html; a missing asset is a 404.
 */
export function staticHandler(root: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const base = path.resolve(root);
  const gzipped = new GzipCache();
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = path.resolve(base, `.${pathname}`);
    if (file !== base && !file.startsWith(base + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    const at = pathname.endsWith('/') ? null : await fileAt(file);
    if (at !== null) {
      const hashed = pathname.startsWith('/assets/');
      await send(req, res, file, at, hashed ? 'public, max-age=31536000, immutable' : 'no-cache', gzipped);
      return;
    }
    if (path.extname(pathname) !== '' && !pathname.endsWith('.html')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const index = path.join(base, 'index.html');
    const indexAt = await fileAt(index);
    if (indexAt === null) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('The client is not built: run `npm run build`.');
      return;
    }
    await send(req, res, index, indexAt, 'no-cache', gzipped);
  };
}
