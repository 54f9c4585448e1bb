import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderCycles, folderGraph } from './folder-cycles.ts';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the folders of a service', () => {
  it.each(['svc-auth', 'svc-candidates', 'svc-clients'])(
    'of %s import no folder that imports them back',
    (service) => {
      const graph = folderGraph(join(REPO, service));
      expect(graph.size).toBeGreaterThan(3);
      expect(folderCycles(graph)).toEqual([]);
    },
  );

  it('finds a cycle made by a type-only import or a test, and leaves the composition out', () => {
    const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write('src/app.ts', "import { a } from './routes/a/a.ts';\nimport { b } from './routes/b/b.ts';\n");
      write('src/routes/a/a.ts', "import { env } from '../../app.ts';\nexport const a = 1;\n");
      write('src/routes/b/b.ts', "import type { T } from '../a/a.ts';\nexport const b = 2;\n");
      expect(folderCycles(folderGraph(root))).toEqual([]);
      write('src/routes/a/a.test.ts', "import { b } from '../b/b.ts';\n");
      expect(folderCycles(folderGraph(root))).toEqual([
        'routes/a <-> routes/b: routes/b -> routes/a (src/routes/b/b.ts); routes/a -> routes/b (src/routes/a/a.test.ts)',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads each hiring aggregate as a folder of its own, as each route folder is', () => {
    const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      // An aggregate that reads a route's repository, which books through another aggregate: no cycle.
      write('src/hiring/placements/service.ts', "import { r } from '../../routes/a/repo.ts';\n");
      write(
        'src/routes/a/repo.ts',
        "import { l } from '../../hiring/ledger/ledger.ts';\nexport const r = 1;\n",
      );
      write('src/hiring/ledger/ledger.ts', 'export const l = 1;\n');
      expect(folderCycles(folderGraph(root))).toEqual([]);
      write('src/hiring/ledger/ledger.test.ts', "import { r } from '../../routes/a/repo.ts';\n");
      expect(folderCycles(folderGraph(root))).toEqual([
        'hiring/ledger <-> routes/a: routes/a -> hiring/ledger (src/routes/a/repo.ts); hiring/ledger -> routes/a (src/hiring/ledger/ledger.test.ts)',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
