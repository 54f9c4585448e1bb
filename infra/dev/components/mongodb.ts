import { spawn } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DryMongoBinary, MongoBinary, MongoMemoryServer } from 'mongodb-memory-server-core';
// Not re-exported by the package index; the lib path is its documented module layout.
import { MongoBinaryDownloadUrl } from 'mongodb-memory-server-core/lib/util/MongoBinaryDownloadUrl.js';
import { findOnPath, startProcess } from '../child-process.ts';
import { freePort } from '../ports.ts';
import { ComponentStartError } from './component.ts';
import type { TComponent, TComponentOptions, TLog } from './component.ts';
import { runTool } from './tool.ts';

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
export async function probeMemoryServerBinary(log: TLog): Promise<TMongoFacts['memoryServerBinary']> {
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

/** The Java the stand-in needs (mongo-java-server 1.47 is built for 17; the source launcher needs a JDK). */
export const MINIMUM_JAVA = 17;
const JAVA_PACKAGE = 'openjdk-17-jdk-headless';
const MAVEN_PACKAGE = 'maven';
const JAVA_ADVICE = `apt-get install ${JAVA_PACKAGE}`;
const MAVEN_ADVICE = `apt-get install ${MAVEN_PACKAGE}`;

/** The major version a `java -version` prints (`openjdk version "17.0.15"`, `"1.8.0_392"` is 8), or null. */
export function parseJavaMajor(output: string): number | null {
  const match = output.match(/version "(\d+)(?:\.(\d+))?/);
  if (match === null) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

/** Something the stand-in lacks: the Debian package that brings it, and one line saying so. */
export type TStandInNeed = { debianPackage: string; message: string };

/**
 * What the stand-in lacks on this machine, one line each naming what to install: Java 17 or newer on PATH, and
 * Maven while its jars have not been fetched. Empty when it can start.
 */
export async function standInMissing(env: NodeJS.ProcessEnv = process.env): Promise<TStandInNeed[]> {
  const missing: TStandInNeed[] = [];
  const java = await findOnPath('java', env);
  if (java === null) {
    missing.push({
      debianPackage: JAVA_PACKAGE,
      message: `the MongoDB stand-in needs Java ${MINIMUM_JAVA} or newer on PATH (${JAVA_ADVICE})`,
    });
  } else {
    const major = parseJavaMajor((await runTool(java, ['-version'], { env })).output);
    if (major === null || major < MINIMUM_JAVA) {
      missing.push({
        debianPackage: JAVA_PACKAGE,
        message: `the MongoDB stand-in needs Java ${MINIMUM_JAVA} or newer and ${java} is ${major === null ? 'not a Java it can read' : `Java ${major}`} (${JAVA_ADVICE})`,
      });
    }
  }
  if (!(await standInJarsPresent()) && (await findOnPath('mvn', env)) === null) {
    missing.push({
      debianPackage: MAVEN_PACKAGE,
      message: `the MongoDB stand-in needs Maven (mvn) to fetch its jars once (${MAVEN_ADVICE})`,
    });
  }
  return missing;
}

/** Whether the stand-in's jars are in lib/ already (fetched by Maven once). */
export async function standInJarsPresent(): Promise<boolean> {
  const jars = await readdir(join(STAND_IN_DIR, 'lib')).catch(() => [] as string[]);
  return STAND_IN_JARS.every((prefix) => jars.some((jar) => jar.startsWith(prefix)));
}

/** Makes sure the stand-in's jars are in lib/: from the local Maven repository, else from Maven Central. */
export async function ensureStandInJars(log: TLog, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (await standInJarsPresent()) return;
  if ((await findOnPath('mvn', env)) === null) {
    throw new ComponentStartError(
      'MongoDB',
      'MONGODB_URI',
      `the stand-in needs Maven (mvn) to fetch its jars once (${MAVEN_ADVICE})`,
    );
  }
  log('resolving the mongo-java-server jars with Maven');
  if ((await runMaven(['-q', '-B', '-o', 'dependency:copy-dependencies'], env)) === 0) return;
  if ((await runMaven(['-q', '-B', 'dependency:copy-dependencies'], env)) === 0) return;
  throw new ComponentStartError(
    'MongoDB',
    'MONGODB_URI',
    `Maven could not resolve the stand-in's jars (run \`mvn dependency:copy-dependencies\` in ${STAND_IN_DIR})`,
  );
}

function runMaven(args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('mvn', args, { cwd: STAND_IN_DIR, stdio: 'ignore', env });
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });
}

/** The share of the machine's memory the stand-in may take when MONGO_STAND_IN_HEAP does not say. */
export const STAND_IN_HEAP_SHARE = 0.5;
const GIB = 1024 ** 3;

/**
 * The stand-in's heap cap and why: MONGO_STAND_IN_HEAP as the JVM writes sizes (`4g`, `1536m`), else half the
 * machine's memory in whole GiB, between 1 and 64 (it holds every document in memory: `seed:scale`'s 100k
 * candidates took a 4 GB cap to its limit, a collector then running all the time).
 */
export const standInHeap = (env: NodeJS.ProcessEnv, machineBytes: number = totalmem()) => {
  const given = env.MONGO_STAND_IN_HEAP;
  if (given) {
    if (!/^\d+[mg]$/i.test(given))
      throw new Error(`MONGO_STAND_IN_HEAP must be a size like 4g or 1536m, got "${given}"`);
    return { heap: given, reason: 'MONGO_STAND_IN_HEAP' };
  }
  const gib = Math.min(64, Math.max(1, Math.floor((machineBytes * STAND_IN_HEAP_SHARE) / GIB)));
  return {
    heap: `${gib}g`,
    reason: `half of this machine's ${Math.round(machineBytes / GIB)} GiB; MONGO_STAND_IN_HEAP overrides`,
  };
};

/**
 * ZGC's soft heap target for a cap (`-XX:SoftMaxHeapSize`): half the cap, at least 1 GiB (or the cap when it is
 * smaller). A fixed 2 GB target sat below the live data of `seed:scale`'s 100k candidates (~4 GB): ZGC then
 * collected back to back with nothing to free, a whole core of 2 while the stand-in was idle.
 */
export const standInSoftMaxHeap = (heap: string): string => {
  const amount = Number(heap.slice(0, -1));
  const mib = /g$/i.test(heap) ? amount * 1024 : amount;
  return `${Math.min(mib, Math.max(1024, Math.floor(mib / 2)))}m`;
};

/** Starts mongo-java-server (wire version 9) on an H2 file under the data folder, or in memory. */
async function startStandIn(options: TComponentOptions): Promise<TComponent> {
  const env = options.env ?? process.env;
  const missing = await standInMissing(env);
  const java = await findOnPath('java', env);
  if (missing.length > 0 || java === null) {
    throw new ComponentStartError(
      'MongoDB',
      'MONGODB_URI',
      `no mongod on PATH, mongodb-memory-server cannot download one, and ${missing.map((need) => need.message).join('; ')}`,
    );
  }
  await ensureStandInJars(options.log, env);
  const storage =
    options.dataDir === null ? ['--memory'] : ['--file', join(options.dataDir, 'mongodb', 'stand-in.mv')];
  const port = await freePort();
  const heap = standInHeap(env);
  options.log(
    `mongo-java-server heap cap ${heap.heap} (${heap.reason}), ZGC's soft target ${standInSoftMaxHeap(heap.heap)}`,
  );
  // Started again on the same port by `start`: on SIGTERM the stand-in commits and closes its H2 file.
  const launch = async () => {
    const proc = startProcess({
      name: 'mongo-java-server',
      command: java,
      // Heap capped (MONGO_STAND_IN_HEAP, else half the machine's memory: `npm run seed:scale` holds its rows in
      // memory).
      // ZGC, not the default G1: the stand-in turns over ~180 MB/s of short-lived documents under the soak's
      // load, and G1 stopped it for 20-60 ms every 2-3 s (over 1% of the time: every request then waiting, which
      // was the soak's p99); ZGC's pauses stay under a millisecond, for the same CPU per request. Kept near half
      // its cap (it may grow past that when it must): left to itself ZGC filled the whole cap.
      args: [
        '-XX:+UseZGC',
        `-XX:SoftMaxHeapSize=${standInSoftMaxHeap(heap.heap)}`,
        `-Xmx${heap.heap}`,
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
