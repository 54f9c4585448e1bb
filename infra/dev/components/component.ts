/** Writes one line of start-up output (the orchestrator prefixes and colours it). */
export type TLog = (line: string) => void;

/** What every component resolver takes. */
export type TComponentOptions = {
  /** Where the component keeps its data across restarts; null keeps it in memory (tests). */
  dataDir: string | null;
  log: TLog;
  /** The environment to read overrides from (defaults to process.env; tests pass their own). */
  env?: NodeJS.ProcessEnv;
};

/** A running (or external) infrastructure component. */
export type TComponent = {
  /** Where clients connect (a MongoDB URI, a Redis URL, an HTTP endpoint). */
  url: string;
  /** A short label for the start-up log: which implementation is in use. */
  kind: string;
  /** The environment variables a service needs to use this component. */
  env: Record<string, string>;
  /** Stops what the resolver started (a no-op for external components). */
  stop: () => Promise<void>;
  /**
   * Starts a stopped component again at the same URL, with the data it kept (a redis-server or MongoDB
   * stand-in this run started; absent otherwise). The fault suite restarts them under load.
   */
  start?: () => Promise<void>;
};

/** A component that could not be started, with the environment variable that would fix it. */
export class ComponentStartError extends Error {
  readonly variable: string;

  constructor(component: string, variable: string, reason: string, options?: { cause?: unknown }) {
    super(
      `${component} could not be started: ${reason}. Set ${variable} to use an existing server.`,
      options,
    );
    this.name = 'ComponentStartError';
    this.variable = variable;
  }
}

/** A URL fit for logs: any password it carries is masked. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password === '') return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
