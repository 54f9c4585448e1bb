import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The folder-level import graph of a service: each file of `src/routes/<name>/` is the folder `routes/<name>`,
 * each of `src/hiring/<aggregate>/` the folder `hiring/<aggregate>` (svc-candidates' hiring aggregates and their
 * booking ledger, each a folder of its own), each of `src/across-hiring/<name>/` the folder `across-hiring/<name>`
 * (what reads or acts across the aggregates), each file of another `src/<dir>/` the folder `<dir>`, and each other file directly in `src/` a node of its own;
 * the composition (`app.ts`, `composition.ts`, `main.ts`, `worker.ts`, `test-*.ts` in `src/`), `seed/` and `commands/` are left
 * out. Every relative import or re-export counts, type-only ones and tests' included.
 */
const COMPOSITION = /^(app|composition|main|worker|test-[\w-]+)\.tsx?$/;
const ASIDE = new Set(['seed', 'commands']);
/**
 * The folders whose sub-folders are nodes of their own: the routes, the hiring aggregates, and what works across
 * them (svc-candidates' `across-hiring/`).
 */
const BY_SUBFOLDER = new Set(['routes', 'hiring', 'across-hiring']);
const IMPORTED =
  /(?:^|[\s;])(?:import|export)\b[^'"`;]*?from\s*'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

const sourcesOf = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesOf(join(folder, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(folder, entry.name)]
        : [],
  );

/** The folder (node) a file of `src` belongs to, or null for the composition and what is left out. */
const folderOf = (src: string, file: string): string | null => {
  const parts = relative(src, file).split(sep);
  if (parts[0] === '..') return null;
  if (parts.length === 1) return COMPOSITION.test(parts[0]!) ? null : parts[0]!;
  if (ASIDE.has(parts[0]!)) return null;
  if (BY_SUBFOLDER.has(parts[0]!)) return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
  return parts[0]!;
};

/** The edges between a service's folders, each with the files that make it. */
export const folderGraph = (serviceRoot: string) => {
  const src = resolve(serviceRoot, 'src');
  const edges = new Map<string, Map<string, Set<string>>>();
  for (const file of sourcesOf(src)) {
    const from = folderOf(src, file);
    if (from === null) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORTED)) {
      const to = folderOf(src, resolve(dirname(file), match[1] ?? match[2]!));
      if (to === null || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, Set<string>>();
      edges.set(from, targets);
      const files = targets.get(to) ?? new Set<string>();
      targets.set(to, files);
      files.add(relative(serviceRoot, file));
    }
  }
  return edges;
};

/** The cycles of a graph: each strongly connected set of two or more folders, with the edges inside it. */
export const folderCycles = (edges: ReturnType<typeof folderGraph>): string[] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length < 2) return;
    const inside = members.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter(([to]) => members.includes(to))
        .map(([to, files]) => `${from} -> ${to} (${[...files].join(', ')})`),
    );
    cycles.push(`${members.sort().join(' <-> ')}: ${inside.join('; ')}`);
  };
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
  for (const node of nodes) if (!index.has(node)) visit(node);
  return cycles;
};
