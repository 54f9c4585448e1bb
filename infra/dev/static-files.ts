import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from 'hono/serve-static';
import { LRUCache } from 'lru-cache';

/** Bytes of files kept in memory per server: a build's files, source maps aside, are under 10 MiB. */
const CACHE_BYTES = 64 * 1024 * 1024;

type TCachedFile = { version: string; size: number; content: Promise<Uint8Array<ArrayBuffer>> };

const fileAt = (path: string) => stat(path).catch(() => null);

/**
 * A build's files, served from memory: each is read once (again when it changes, as a remote's release swaps
 * the folder under a running server), and every answer is the same buffer. With a read stream per request, as
 * `@hono/node-server`'s serveStatic serves, npm start's process paused for a full collection every ~50 requests
 * for the remotes' entries (36 in 60 s at 30 req/s; 1 from memory). Requests, paths and refusals are hono's
 * `serveStatic`'s.
 */
export function serveBuildFiles(options: { root: string }): MiddlewareHandler {
  const files = new LRUCache<string, TCachedFile>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (file) => Math.max(1, file.size),
  });
  return serveStatic({
    root: options.root,
    join,
    isDir: async (path) => (await fileAt(path))?.isDirectory(),
    getContent: async (path, c) => {
      const stats = await fileAt(path);
      if (!stats?.isFile()) return null;
      // A new release is a new file (another inode), an edited one has another size or time.
      const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
      let file = files.get(path);
      if (file?.version !== version) {
        const content = readFile(path);
        file = { version, size: stats.size, content };
        files.set(path, file);
        content.catch(() => {
          if (files.get(path) === file) files.delete(path);
        });
      }
      const content = await file.content.catch(() => null);
      if (content !== null) c.header('Last-Modified', stats.mtime.toUTCString());
      return content;
    },
  });
}
