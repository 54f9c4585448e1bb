import { spawn } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DryMongoBinary, MongoBinary, MongoMemoryServer } from 'mongodb-memory-server-core';
// Not re-exported by the package index; the lib path is its documented module layout.
import { MongoBinaryDownloadUrl } from 'mongodb-memory-server-core/lib/util/MongoBinaryDownloadUrl.js';
import { findOnPath, startProcess } from '../child-process.ts';
import { freePort } from '../ports.ts';
import { ComponentStartError } from './component.ts';
import type { TComponent, TComponentOptions, TLog } from './component.ts';

/** Where the MongoDB server comes from, in the order `npm start` tries them. */
export type TMongoSource = 'env' | 'mongod-on-path' | 'memory-server' | 'stand-in';

/** What the machine offers; gathered lazily, so a later fact is only looked at when the earlier ones are absent. */
export type TMongoFacts = {
  /** MONGODB_URI, when set. */
  uri: string | undefined;
  /** The path of a `mongod` found on PATH. */
  mongodOnPath: string | null;
  /** Whether mongodb-memory-server has a real `mongod`: already cached, downloadable now, or neither. */
  memoryServerBinary: 'cached' | 'downloadable' | 'unavailable';
};

/** The short labels the start-up log prints for each source. */
export const MONGO_SOURCE_LABELS: Record<TMongoSource, string> = {
  env: 'MONGODB_URI',
  'mongod-on-path': 'mongod on PATH',
  'memory-server': 'mongodb-memory-server',
  'stand-in': 'mongo-java-server stand-in',
};

/** The fallback order: MONGODB_URI, else mongod on PATH, else mongodb-memory-server's mongod, else the stand-in. */
export function chooseMongoSource(facts: TMongoFacts): TMongoSource {
  if (facts.uri !== undefined && facts.uri !== '') return 'env';
  if (facts.mongodOnPath !== null) return 'mongod-on-path';
  if (facts.memoryServerBinary !== 'unavailable') return 'memory-server';
  return 'stand-in';
}

/** The stand-in's folder: pom.xml, MongoStandIn.java and the jars Maven copies into lib/. */
const STAND_IN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'mongo-stand-in');

const STAND_IN_JARS = [
  'mongo-java-server-core-',
  'mongo-java-server-h2-backend-',
  'mongo-java-server-memory-backend-',
];
const PROBE_TIMEOUT_MS = 3_000;
const READY_TIMEOUT_MS = 60_000;

/** Resolves the MongoDB server `npm start` and the integration tests use, starting one when needed. */
export async function resolveMongoDb(options: TComponentOptions): Promise<TComponent> {
  const env = options.env ?? process.env;
  const uri = env.MONGODB_URI;
  const mongodOnPath = uri ? null : await findOnPath('mongod', env);
  const memoryServerBinary = uri || mongodOnPath ? 'unavailable' : await probeMemoryServerBinary(options.log);
  const source = chooseMongoSource({ uri, mongodOnPath, memoryServerBinary });

  switch (source) {
    case 'env':
      return external(uri as string);
    case 'mongod-on-path':
      return startMongod(options, mongodOnPath as string, source, false);
    case 'memory-server':
      try {
        return await startMongod(options, null, source, memoryServerBinary === 'downloadable');
      } catch (error) {
        options.log(`mongodb-memory-server failed (${(error as Error).message}); using the stand-in`);
        return startStandIn(options);
      }
    case 'stand-in':
      return startStandIn(options);
  }
}

function external(uri: string): TComponent {
  return { url: uri, kind: MONGO_SOURCE_LABELS.env, env: { MONGODB_URI: uri }, stop: async () => {} };
}

/** Whether a real mongod is cached, or its download answers within seconds (it fails fast when offline). */
async function probeMemoryServerBinary(log: TLog): Promise<TMongoFacts['memoryServerBinary']> {
  try {
    const options = await DryMongoBinary.generateOptions();
    if ((await DryMongoBinary.locateBinary(options)) !== undefined) return 'cached';
    const url = await new MongoBinaryDownloadUrl({
      version: options.version,
      platform: options.platform,
      arch: options.arch,
      os: options.os,
    }).getDownloadUrl();
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return response.ok ? 'downloadable' : 'unavailable';
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    const detail = cause === undefined ? '' : ` (${cause.code ?? cause.message})`;
    log(`mongodb-memory-server cannot download mongod: ${(error as Error).message}${detail}`);
    return 'unavailable';
  }
}

/** Starts a real mongod (the one on PATH, or mongodb-memory-server's download) through mongodb-memory-server. */
async function startMongod(
  options: TComponentOptions,
  systemBinary: string | null,
  source: TMongoSource,
  download: boolean,
): Promise<TComponent> {
  if (download) {
    options.log(
      'fetching mongod for mongodb-memory-server (downloaded once, cached in ~/.cache/mongodb-binaries)',
    );
    await MongoBinary.getPath();
  }
  const dbPath = options.dataDir === null ? undefined : join(options.dataDir, 'mongodb');
  if (dbPath !== undefined) await mkdir(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    binary: systemBinary === null ? {} : { systemBinary },
    instance: { ip: '127.0.0.1', port: await freePort(), dbPath },
  });
  const uri = server.getUri();
  return {
    url: uri,
    kind: MONGO_SOURCE_LABELS[source],
    env: { MONGODB_URI: uri },
    // doCleanup removes only the temporary dbPath mongodb-memory-server made itself, never the data folder.
    stop: async () => {
      await server.stop({ doCleanup: true, force: false });
    },
  };
}

/** Makes sure the stand-in's jars are in lib/: from the local Maven repository, else from Maven Central. */
async function ensureStandInJars(log: TLog): Promise<void> {
  const jars = await readdir(join(STAND_IN_DIR, 'lib')).catch(() => [] as string[]);
  if (STAND_IN_JARS.every((prefix) => jars.some((jar) => jar.startsWith(prefix)))) return;
  if ((await findOnPath('mvn')) === null) {
    throw new ComponentStartError(
      'MongoDB',
      'MONGODB_URI',
      'the stand-in needs Maven (mvn) to fetch its jars',
    );
  }
  log('resolving the mongo-java-server jars with Maven');
  if ((await runMaven(['-q', '-B', '-o', 'dependency:copy-dependencies'])) === 0) return;
  if ((await runMaven(['-q', '-B', 'dependency:copy-dependencies'])) === 0) return;
  throw new ComponentStartError(
    'MongoDB',
    'MONGODB_URI',
    `Maven could not resolve the stand-in's jars (run \`mvn dependency:copy-dependencies\` in ${STAND_IN_DIR})`,
  );
}

function runMaven(args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('mvn', args, { cwd: STAND_IN_DIR, stdio: 'ignore' });
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });
}

/** Starts mongo-java-server (wire version 9) on an H2 file under the data folder, or in memory. */
/** The stand-in's heap cap: MONGO_STAND_IN_HEAP as the JVM writes sizes (`4g`, `1536m`), else 4g. */
export const standInHeap = (env: NodeJS.ProcessEnv) => {
  const heap = env.MONGO_STAND_IN_HEAP || '4g';
  if (!/^\d+[mg]$/i.test(heap))
    throw new Error(`MONGO_STAND_IN_HEAP must be a size like 4g or 1536m, got "${heap}"`);
  return heap;
};

async function startStandIn(options: TComponentOptions): Promise<TComponent> {
  const java = await findOnPath('java', options.env ?? process.env);
  if (java === null) {
    throw new ComponentStartError(
      'MongoDB',
      'MONGODB_URI',
      'no mongod on PATH, mongodb-memory-server cannot download one, and Java 17 (for the stand-in) is not on PATH',
    );
  }
  await ensureStandInJars(options.log);
  const storage =
    options.dataDir === null ? ['--memory'] : ['--file', join(options.dataDir, 'mongodb', 'stand-in.mv')];
  const port = await freePort();
  // Started again on the same port by `start`: on SIGTERM the stand-in commits and closes its H2 file.
  const launch = async () => {
    const proc = startProcess({
      name: 'mongo-java-server',
      command: java,
      // Heap capped (MONGO_STAND_IN_HEAP, default 4g: `npm run seed:scale` holds about 2 GB of rows in memory).
      args: [
        `-Xmx${standInHeap(options.env ?? process.env)}`,
        '-cp',
        join(STAND_IN_DIR, 'lib', '*'),
        join(STAND_IN_DIR, 'MongoStandIn.java'),
      ]
        .concat(['--port', String(port)])
        .concat(storage),
      cwd: STAND_IN_DIR,
      onLine: (line) => {
        // slf4j has no binding on purpose (the stand-in logs nothing of interest); its notice is noise.
        if (!line.startsWith('SLF4J')) options.log(line);
      },
    });
    try {
      const match = await proc.waitForLine(/^mongo-stand-in ready (mongodb:\/\/\S+)$/, READY_TIMEOUT_MS);
      return { proc, uri: `${match[1]}/` };
    } catch (error) {
      await proc.stop();
      throw new ComponentStartError('MongoDB', 'MONGODB_URI', (error as Error).message, { cause: error });
    }
  };
  const first = await launch();
  let proc = first.proc;
  return {
    url: first.uri,
    kind: MONGO_SOURCE_LABELS['stand-in'],
    env: { MONGODB_URI: first.uri },
    stop: () => proc.stop(),
    async start() {
      if (proc.child.exitCode === null && proc.child.signalCode === null) return;
      proc = (await launch()).proc;
    },
  };
}
