import { readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { DEFAULT_PUBLIC_ORIGIN } from '@gtm/contracts/ports';
import { startProcess } from '../dev/child-process.ts';
import type { TManagedProcess } from '../dev/child-process.ts';
import type { TBench } from './bench.ts';
import { compareTargets } from './bench.ts';
import { startBenchStack } from './bench-stack.ts';
import { waitForCode } from './mailbox.ts';
import { BENCH_AUTH_ENV, sdrProfileInput } from './bench-inputs.ts';

type TSesLocal = (config: { host: string; port: number }) => Promise<Server>;

// aws-ses-v2-local is CommonJS with its server factory as `exports.default`.
const startSesLocal = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: TSesLocal }).default;

const POLL_MS = 5;
const DELIVERY_TIMEOUT_MS = 30_000;
const RSS_SAMPLE_MS = 20;
const RESUME_BYTES = 1024 * 1024;
const HEADSHOT_BYTES = 200 * 1024;
/** Submits in flight at once, one per candidate of the pool: each submit updates its own candidate's profile. */
const CONCURRENCY = 10;

/** The pool's SDR onboarding data. */
const SDR_DATA = sdrProfileInput({ linkedinUrl: 'https://www.linkedin.com/in/bench-candidate' });

/**
 * A well-formed one-page PDF of exactly `size` bytes: the page's content stream carries the padding (PDF
 * comment lines), and the cross-reference table points at the real offsets.
 */
export const makePdf = (size: number): Buffer => {
  const build = (padding: number) => {
    const text = 'BT /F1 24 Tf 72 720 Td (Bench Candidate - Resume) Tj ET\n';
    const line = `%${'R'.repeat(78)}\n`;
    const pad = line.repeat(Math.floor(padding / line.length)) + '%'.repeat(padding % line.length);
    const content = text + pad;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  let padding = size;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const pdf = build(padding);
    if (pdf.length === size) return pdf;
    padding += size - pdf.length;
  }
  throw new Error(`could not make a PDF of exactly ${size} bytes`);
};

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/**
 * A valid RGB PNG of exactly `size` bytes: IHDR, IDAT of noise (so it does not compress away) and IEND; a tEXt
 * chunk makes up the difference to `size`.
 */
export const makePng = (size: number): Buffer => {
  const width = 256;
  const rowBytes = 1 + width * 3;
  // Noise from a fixed-seed generator: the same image every run.
  let seed = 0x2545f491;
  const noise = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed & 0xff;
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunkOverhead = 12;
  const textKeyword = Buffer.from('Comment\0', 'latin1');
  // Rows whose compressed pixels leave room for the tEXt chunk (noise deflates to slightly more than itself).
  const height = Math.floor((size - 2_000) / rowBytes);
  const raw = Buffer.alloc(rowBytes * height);
  for (let row = 0; row < height; row += 1) {
    raw[row * rowBytes] = 0; // filter: none
    for (let byte = 1; byte < rowBytes; byte += 1) raw[row * rowBytes + byte] = noise();
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, adaptive filtering, no interlace
  const head = Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw))]);
  const end = pngChunk('IEND', Buffer.alloc(0));
  const textBytes = size - head.length - end.length - chunkOverhead - textKeyword.length;
  if (textBytes < 0) throw new Error(`could not make a PNG of exactly ${size} bytes`);
  const text = pngChunk('tEXt', Buffer.concat([textKeyword, Buffer.alloc(textBytes, 0x2e)]));
  return Buffer.concat([head, text, end]);
};

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;
};

/** A process's resident set size and its high-water mark (kB), from /proc; null off Linux or once it exited. */
const memoryOf = async (pid: number): Promise<{ rssKb: number; hwmKb: number } | null> => {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return null;
  }
};

/** Resets a process's VmHWM to its current RSS (`5` to /proc/<pid>/clear_refs); false when not allowed. */
const resetPeak = (pid: number) =>
  writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );

/**
 * Samples the resident set of each process every {@link RSS_SAMPLE_MS} until stopped: the peak of the samples,
 * and the kernel's VmHWM, reset at the start where /proc allows it (then the exact peak of the sampled span).
 */
const sampleRss = async (processes: Record<string, number>) => {
  const hwmReset: Record<string, boolean> = {};
  for (const [name, pid] of Object.entries(processes)) hwmReset[name] = await resetPeak(pid);
  const peakKb: Record<string, number> = {};
  const startKb: Record<string, number> = {};
  let samples = 0;
  const sample = async () => {
    await Promise.all(
      Object.entries(processes).map(async ([name, pid]) => {
        const memory = await memoryOf(pid);
        if (!memory) return;
        startKb[name] ??= memory.rssKb;
        peakKb[name] = Math.max(peakKb[name] ?? 0, memory.rssKb);
      }),
    );
    samples += 1;
  };
  let running = sample();
  const timer = setInterval(() => {
    running = running.then(sample);
  }, RSS_SAMPLE_MS);
  return async () => {
    clearInterval(timer);
    await running;
    await sample();
    const hwmKb: Record<string, number> = {};
    for (const [name, pid] of Object.entries(processes)) {
      const memory = await memoryOf(pid);
      if (memory) hwmKb[name] = memory.hwmKb;
    }
    return { startKb, peakKb, hwmKb, hwmReset, samples };
  };
};

const mib = (kb: number | undefined) => (kb === undefined ? '?' : `${(kb / 1024).toFixed(1)} MiB`);

/**
 * The candidate's onboarding and profile through the gateway, with live sessions of registered candidates:
 * BENCH_UPLOADS SDR onboarding submits (1 MiB PDF resume + 200 KiB PNG headshot + the JSON part, multipart),
 * {@link CONCURRENCY} in flight, each by its own candidate updating its own profile (gateway, svc-candidates
 * spooling and checking the files, S3 puts and deletes, MongoDB), with the peak RSS of the gateway and
 * svc-candidates meanwhile; then `GET /api/user/candidate-profile` (session, then the answer svc-candidates keeps
 * in memory per candidate: MongoDB reads and two signed file links once) against the trivial `GET /api/version`,
 * both through the gateway.
 */
export const candidateBench: TBench = {
  name: 'candidate',
  summary: 'onboarding submits with uploads (latency, RSS) and GET /api/user/candidate-profile',
  byDefault: true,
  async run(context) {
    const uploads = Number(process.env.BENCH_UPLOADS ?? 200);
    if (!Number.isInteger(uploads) || uploads < CONCURRENCY)
      throw new Error(`BENCH_UPLOADS must be an integer of at least ${CONCURRENCY}`);
    // Made once and reused: every submit sends the same bytes.
    const resume = new Blob([new Uint8Array(makePdf(RESUME_BYTES))], { type: 'application/pdf' });
    const headshot = new Blob([new Uint8Array(makePng(HEADSHOT_BYTES))], { type: 'image/png' });

    const ses = await startSesLocal({ host: '127.0.0.1', port: 0 });
    const sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
    const stack = await startBenchStack(context.log, {
      svcAuthEnv: BENCH_AUTH_ENV,
      candidates: true,
    }).catch(async (error: unknown) => {
      ses.close();
      throw error;
    });
    const svcCandidates = stack.svcCandidates as NonNullable<typeof stack.svcCandidates>;
    const workerEnv = {
      ...process.env,
      MONGODB_URI: stack.mongoUrl,
      REDIS_URL: stack.redisUrl,
      IDENTITY_SECRET: stack.secret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    };
    const startWorker = (name: string, script: string, env: Record<string, string | undefined>) =>
      startProcess({
        name,
        command: process.execPath,
        args: [join(process.cwd(), script)],
        env,
        onLine: (line, stream) => {
          if (stream === 'stderr') context.log(`${name}: ${line}`);
        },
      });
    // svc-auth's worker mails the registration codes; svc-candidates' records the registered accounts.
    const workers: TManagedProcess[] = [
      startWorker('svc-auth-worker', 'svc-auth/src/worker.ts', { ...workerEnv, SES_ENDPOINT: sesUrl }),
      startWorker('svc-candidates-worker', 'svc-candidates/src/worker.ts', {
        ...workerEnv,
        ...stack.s3Env,
      }),
    ];
    try {
      const postJson = (path: string, body: unknown) =>
        fetch(`${stack.gateway.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: DEFAULT_PUBLIC_ORIGIN },
          body: JSON.stringify(body),
        });
      const delivered = (email: string) =>
        waitForCode(sesUrl, email, { pollMs: POLL_MS, timeoutMs: DELIVERY_TIMEOUT_MS });
      /** Registers a candidate the way the sign-up screen does, and returns its session id. */
      const register = async (index: number): Promise<string> => {
        const email = `candidate-${index}@bench.test`;
        const name = `Bench Candidate ${index}`;
        const requested = await postJson('/api/candidate/auth/register', { email, name });
        if (requested.status !== 200) throw new Error(`register answered ${requested.status}`);
        const code = await delivered(email);
        const verified = await postJson('/api/candidate/auth/verify-registration', { email, code });
        const sessionId = /gtm_sid=([^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1];
        if (verified.status !== 200 || !sessionId)
          throw new Error(`verify-registration answered ${verified.status} without a session`);
        return sessionId;
      };
      context.log(`registering ${CONCURRENCY} candidates`);
      const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => register(index)));

      const submit = async (sessionId: string): Promise<{ status: number; ms: number }> => {
        const form = new FormData();
        form.append('data', JSON.stringify(SDR_DATA));
        form.append('resume', resume, 'resume.pdf');
        form.append('headshot', headshot, 'headshot.png');
        const startedAt = performance.now();
        const response = await fetch(`${stack.gateway.url}/api/candidate/onboarding/sdr`, {
          method: 'POST',
          headers: { cookie: `${SESSION_COOKIE}=${sessionId}`, origin: DEFAULT_PUBLIC_ORIGIN },
          body: form,
        });
        const text = await response.text();
        const ms = performance.now() - startedAt;
        if (response.status !== 200 && response.status !== 201)
          throw new Error(`onboarding submit answered ${response.status}: ${text.slice(0, 300)}`);
        return { status: response.status, ms };
      };

      // Warm-up: each candidate's first submit creates its profile (201); the measured ones update it (200).
      context.log(`warming up: ${CONCURRENCY} first submits (profiles created)`);
      const created = await Promise.all(sessions.map((sessionId) => submit(sessionId)));
      if (created.some((first) => first.status !== 201)) throw new Error('a first submit did not create');

      context.log(`${uploads} onboarding submits, ${CONCURRENCY} concurrent`);
      const stopSampling = await sampleRss({
        gateway: stack.gateway.pid,
        'svc-candidates': svcCandidates.pid,
      });
      const latencies: number[] = [];
      let next = 0;
      const runStartedAt = performance.now();
      await Promise.all(
        sessions.map(async (sessionId) => {
          while (next < uploads) {
            next += 1;
            latencies.push((await submit(sessionId)).ms);
          }
        }),
      );
      const elapsedSec = (performance.now() - runStartedAt) / 1000;
      const memory = await stopSampling();
      const p50 = percentile(latencies, 0.5);
      const p95 = percentile(latencies, 0.95);
      const perSecond = latencies.length / elapsedSec;
      context.log(
        `onboarding submits: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${perSecond.toFixed(1)} submits/s`,
      );

      const cookie = `${SESSION_COOKIE}=${sessions[0] as string}`;
      const rows = await compareTargets(
        [
          {
            label: 'GET /api/version, gateway',
            url: `${stack.gateway.url}/api/version`,
            watch: { gateway: stack.gateway.pid, 'svc-auth': stack.svcAuth.pid },
          },
          {
            label: 'GET /api/user/candidate-profile, gateway + session',
            url: `${stack.gateway.url}/api/user/candidate-profile`,
            headers: () => ({ cookie }),
            watch: { gateway: stack.gateway.pid, 'svc-candidates': svcCandidates.pid },
          },
        ],
        context,
      );
      const rss = (name: string) =>
        `${name} ${mib(memory.startKb[name])} -> peak ${mib(memory.peakKb[name])} (VmHWM ${memory.hwmReset[name] ? 'over the submits' : 'since start'} ${mib(memory.hwmKb[name])})`;
      return {
        title: `candidate: ${uploads} onboarding submits (${CONCURRENCY} concurrent), then GET /api/user/candidate-profile with ${context.load.connections} connections, ${context.rounds} x ${context.load.durationSec} s (medians)`,
        rows,
        notes: [
          `onboarding submits (POST /api/candidate/onboarding/sdr through the gateway: JSON data + ${RESUME_BYTES / 1024} KiB PDF + ${HEADSHOT_BYTES / 1024} KiB PNG), ${uploads} by ${CONCURRENCY} candidates, ${CONCURRENCY} in flight, each updating its own profile: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms, ${perSecond.toFixed(1)} submits/s`,
          `RSS during the submits (VmRSS at the start -> peak of ${memory.samples} samples, every ${RSS_SAMPLE_MS} ms): ${rss('gateway')}; ${rss('svc-candidates')}`,
          `candidate-profile/version throughput: ${((rows[1]?.ratio ?? 0) * 100).toFixed(1)}% (median of per-round ratios: ${rows[1]?.rounds
            .map((run, round) => `${((run.rps / (rows[0]?.rounds[round]?.rps ?? 1)) * 100).toFixed(1)}%`)
            .join(
              ', ',
            )}); svc-candidates CPU per read: ${rows[1]?.cpuUsPerRequest['svc-candidates']?.toFixed(0) ?? '?'} us (issue 24's targets: >= 40%, <= 250 us)`,
          'All processes share this machine: the client (with s3rver embedded in it), the gateway, svc-auth, svc-candidates, both workers, MongoDB and Redis.',
        ],
      };
    } finally {
      for (const worker of workers) await worker.stop(5_000);
      await stack.stop();
      ses.closeAllConnections();
      ses.close();
    }
  },
};
