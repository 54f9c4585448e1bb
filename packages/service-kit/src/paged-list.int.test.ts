import { randomBytes } from 'node:crypto';
import { Schema } from 'mongoose';
import type { Model } from 'mongoose';
import type { CommandStartedEvent } from 'mongodb';
import { connectMongo } from './mongo.ts';
import { listSort, pageReader } from './paged-list.ts';
import { searchFieldsOf, searchFilter } from './text-search.ts';

/** One collection of people on the test MongoDB, read through a page reader as the admin lists read theirs. */
const schema = new Schema(
  {
    name: String,
    status: String,
    createdAt: Date,
    searchText: String,
    searchGrams: [String],
  },
  { collection: 'paged_people', versionKey: false },
);
const NAMES = ['Joanna Smith', 'Ann Lee', 'Jo Müller', 'Hannah Ng', 'Bob Stone', 'Annika Ward', 'Li Wei'];

type TPerson = { name: string; status: string; createdAt: Date; searchText: string; searchGrams: string[] };

let connection: Awaited<ReturnType<typeof connectMongo>>;
let Person: Model<TPerson>;
const commands: CommandStartedEvent[] = [];

beforeAll(async () => {
  connection = await connectMongo({
    uri: process.env.MONGODB_URI as string,
    dbName: `paged_list_test_${randomBytes(4).toString('hex')}`,
    monitorCommands: true,
  });
  connection.getClient().on('commandStarted', (event) => commands.push(event));
  Person = connection.model<TPerson>('Person', schema);
});
afterAll(async () => {
  await connection.dropDatabase().catch(() => undefined);
  await connection.close();
});

const people = () => Person;

const seed = async (count: number) => {
  const base = Date.UTC(2024, 0, 1);
  await people().insertMany(
    Array.from({ length: count }, (_, index) => {
      const name = `${NAMES[index % NAMES.length]} ${index}`;
      return {
        name,
        status: index % 3 === 0 ? 'active' : 'pending',
        // Not in insertion order, so the sort is really the server's.
        createdAt: new Date(base + ((index * 7919) % count) * 60_000),
        ...searchFieldsOf(name),
      };
    }),
  );
};

/** What every page shape must answer: the matches as `find` sorts them, and how many there are. */
const expected = async (
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  page: number,
  pageSize: number,
) => {
  const all = await people().find(filter).sort(sort).lean<{ _id: unknown; name: string }[]>().exec();
  return {
    names: all.slice((page - 1) * pageSize, page * pageSize).map((row) => row.name),
    total: all.length,
  };
};

const commandsOf = async <T>(read: () => Promise<T>) => {
  commands.length = 0;
  const result = await read();
  return {
    result,
    names: commands.map((event) => `${event.commandName} ${String(event.command[event.commandName])}`),
  };
};

describe('pageReader', () => {
  beforeAll(async () => {
    await people().init();
    await seed(60);
  });

  it('answers an unfiltered page with the real count, also after deletions, without counting the documents', async () => {
    const readPage = pageReader(people());
    await people().deleteMany({ name: { $in: ['Ann Lee 1', 'Li Wei 6'] } });
    const sort = listSort('createdAt', 'desc');
    const { result, names } = await commandsOf(() =>
      readPage<{ name: string }>({ page: 2, pageSize: 10 }, { filter: {}, sort }),
    );
    const want = await expected({}, sort, 2, 10);
    expect(result.total).toBe(await people().countDocuments({}).exec());
    expect(result.total).toBe(58);
    expect(result.items.map((row) => row.name)).toEqual(want.names);
    expect(names).not.toContain('aggregate paged_people');
    expect(names.filter((name) => name.startsWith('count '))).toHaveLength(1);
  });

  it('answers a searched page and its total in one command, as find and countDocuments would', async () => {
    const readPage = pageReader(people());
    for (const [term, status] of [
      ['ann', undefined],
      ['jo', 'active'],
      ['müller', undefined],
      ['zzz', undefined],
    ] as const) {
      const filter = { ...(status ? { status } : {}), ...searchFilter(term) };
      for (const [sort, page] of [
        [listSort('createdAt', 'desc'), 1],
        [listSort('name', 'asc'), 2],
      ] as const) {
        const { result, names } = await commandsOf(() =>
          readPage<{ name: string; searchText?: string }>(
            { page, pageSize: 3 },
            { filter, sort, select: { searchText: 0, searchGrams: 0 } },
          ),
        );
        const want = await expected(filter, sort, page, 3);
        expect({
          term,
          status,
          page,
          names: result.items.map((row) => row.name),
          total: result.total,
        }).toEqual({
          term,
          status,
          page,
          ...want,
        });
        expect(result.items.every((row) => row.searchText === undefined)).toBe(true);
        expect(names).toEqual(['aggregate paged_people']);
      }
    }
  });

  it('answers a filtered page with the count of its matches', async () => {
    const readPage = pageReader(people());
    const filter = { status: 'active' };
    const sort = listSort('createdAt', 'asc');
    const result = await readPage<{ name: string }>({ page: 1, pageSize: 5 }, { filter, sort });
    const want = await expected(filter, sort, 1, 5);
    expect({ names: result.items.map((row) => row.name), total: result.total }).toEqual(want);
    expect(result).toMatchObject({ page: 1, pageSize: 5 });
  });
});
