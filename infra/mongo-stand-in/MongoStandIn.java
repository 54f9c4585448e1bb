import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.Utils;
import de.bwaldvogel.mongo.backend.ValueComparator;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryCollection;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;
import de.bwaldvogel.mongo.bson.Document;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

/**
 * The offline MongoDB stand-in: mongo-java-server on an H2 file (data survives restarts) or in memory (tests).
 *
 * <p>Run without a build step: {@code java -cp 'lib/*' MongoStandIn.java --port N [--host H] [--file path | --memory]}.
 * Port 0 picks a free port. Once listening it prints {@code mongo-stand-in ready mongodb://HOST:PORT} on stdout;
 * SIGTERM/SIGINT shut it down cleanly (the H2 store is committed and closed).
 *
 * <p>A find with a sort and a limit keeps only the best {@code skip + limit} documents while it scans (a bounded
 * heap, each document's sort keys read once), as mongod's top-k sort does; mongo-java-server sorts every match and
 * reads the keys again at each comparison, which at 100k documents outlasts the gateway's upstream limit.
 */
public final class MongoStandIn {
  /** MongoDB 4.4 = wire version 9: the oldest server the Node.js driver 7 accepts. */
  private static final MongoVersion MONGO_4_4 =
      new MongoVersion() {
        @Override
        public List<Integer> getVersionArray() {
          return List.of(4, 4, 0);
        }

        @Override
        public int getWireVersion() {
          return 9;
        }
      };

  private MongoStandIn() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    String host = "127.0.0.1";
    int port = 27017;
    String file = null;
    boolean memory = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--port" -> port = Integer.parseInt(value(args, ++i, "--port"));
        case "--host" -> host = value(args, ++i, "--host");
        case "--file" -> file = value(args, ++i, "--file");
        case "--memory" -> memory = true;
        default -> usage("unknown argument " + args[i]);
      }
    }
    if (memory == (file != null)) {
      usage("give exactly one of --file <path> or --memory");
    }

    MongoBackend backend;
    if (memory) {
      backend = new TopKMemoryBackend();
    } else {
      Path path = Path.of(file).toAbsolutePath();
      Files.createDirectories(path.getParent());
      backend = TopKH2Backend.open(path);
    }
    backend.version(MONGO_4_4);

    MongoServer server = new MongoServer(backend);
    server.bind(host, port);
    InetSocketAddress address = server.getLocalAddress();

    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.shutdown();
                  stopped.countDown();
                },
                "mongo-stand-in-shutdown"));

    System.out.println(
        "mongo-stand-in ready mongodb://" + address.getHostString() + ":" + address.getPort());
    System.out.flush();
    stopped.await();
  }

  private static String value(String[] args, int index, String flag) {
    if (index >= args.length) {
      usage(flag + " needs a value");
    }
    return args[index];
  }

  private static void usage(String problem) {
    System.err.println("mongo-stand-in: " + problem);
    System.err.println(
        "usage: java -cp 'lib/*' MongoStandIn.java --port N [--host H] [--file path | --memory]");
    System.exit(2);
  }

  /**
   * The page of a sorted find with a limit: the {@code skip + limit} first matches in {@code orderBy}'s order, or
   * null where the plain path applies (no sort, no limit, {@code $natural} or a non-numeric direction). Ties keep
   * the scan's order, as the library's stable sort does.
   */
  static List<Document> topK(
      Stream<Document> documents, Predicate<Document> matches, Document orderBy, int skip, int limit) {
    if (orderBy == null || orderBy.isEmpty() || limit <= 0) return null;
    List<String> keys = new ArrayList<>(orderBy.keySet());
    List<Comparator<Object>> directions = new ArrayList<>();
    for (String key : keys) {
      if (key.startsWith("$") || !(orderBy.get(key) instanceof Number direction)) return null;
      directions.add(direction.intValue() > 0 ? ValueComparator.asc() : ValueComparator.desc());
    }
    record Keyed(Object[] values, long position, Document document) {}
    Comparator<Keyed> order =
        (a, b) -> {
          for (int i = 0; i < a.values.length; i++) {
            int compared = directions.get(i).compare(a.values[i], b.values[i]);
            if (compared != 0) return compared;
          }
          return Long.compare(a.position, b.position);
        };
    long bound = (long) skip + limit;
    if (bound > Integer.MAX_VALUE / 2) return null;
    int size = (int) bound;
    PriorityQueue<Keyed> best = new PriorityQueue<>(size + 1, order.reversed());
    long[] position = {0};
    documents
        .filter(matches)
        .forEach(
            document -> {
              Object[] values = new Object[keys.size()];
              for (int i = 0; i < values.length; i++) {
                values[i] = Utils.getSubdocumentValueCollectionAware(document, keys.get(i));
              }
              Keyed keyed = new Keyed(values, position[0]++, document);
              if (best.size() < size) {
                best.add(keyed);
              } else if (order.compare(keyed, best.peek()) < 0) {
                best.poll();
                best.add(keyed);
              }
            });
    List<Keyed> sorted = new ArrayList<>(best);
    sorted.sort(order);
    List<Document> page = new ArrayList<>(Math.max(0, sorted.size() - skip));
    for (int i = skip; i < sorted.size(); i++) page.add(sorted.get(i).document);
    return page;
  }

  /**
   * A collection's answer to a find: its {@link #topK} page, projected and batched by {@code ofPage} (which matches
   * the page again, skips and limits nothing), or the library's own path ({@code plain}) where topK does not apply.
   */
  static QueryResult sortedPage(
      Stream<Document> documents,
      Predicate<Document> matches,
      Document orderBy,
      int skip,
      int limit,
      Supplier<QueryResult> plain,
      Function<Stream<Document>, QueryResult> ofPage) {
    List<Document> page = topK(documents, matches, orderBy, skip, limit);
    return page == null ? plain.get() : ofPage.apply(page.stream());
  }

  /** The in-memory backend (tests and benches) with {@link #topK}. */
  static final class TopKMemoryBackend extends MemoryBackend {
    @Override
    public MemoryDatabase openOrCreateDatabase(String databaseName) {
      return new MemoryDatabase(databaseName, getCursorRegistry()) {
        @Override
        protected MemoryCollection openOrCreateCollection(String collectionName, CollectionOptions options) {
          return new TopKMemoryCollection(this, collectionName, options, cursorRegistry);
        }
      };
    }
  }

  static final class TopKMemoryCollection extends MemoryCollection {
    TopKMemoryCollection(
        MongoDatabase database, String name, CollectionOptions options, CursorRegistry cursors) {
      super(database, name, options, cursors);
    }

    @Override
    protected QueryResult matchDocumentsFromStream(
        Stream<Document> documents,
        Document query,
        Document orderBy,
        int skip,
        int limit,
        int batchSize,
        Document fieldSelector) {
      return sortedPage(
          documents,
          d -> documentMatchesQuery(d, query),
          orderBy,
          skip,
          limit,
          () -> super.matchDocumentsFromStream(documents, query, orderBy, skip, limit, batchSize, fieldSelector),
          page -> matchDocumentsFromStream(query, page, 0, 0, batchSize, null, fieldSelector));
    }
  }

  /** The H2 file backend ({@code npm start}) with {@link #topK}: one store per process. */
  static final class TopKH2Backend extends H2Backend {
    /**
     * The process's store. H2Backend keeps its own private, and its constructor already opens the stored
     * databases through {@link #openOrCreateDatabase}: so {@link #open} sets this before constructing.
     */
    private static MVStore store;

    static TopKH2Backend open(Path path) {
      store = MVStore.open(path.toString());
      return new TopKH2Backend(store);
    }

    private TopKH2Backend(MVStore mvStore) {
      super(mvStore);
    }

    @Override
    protected MongoDatabase openOrCreateDatabase(String databaseName) {
      return new H2Database(databaseName, store, getCursorRegistry()) {
        @Override
        protected MongoCollection<Object> openOrCreateCollection(
            String collectionName, CollectionOptions options) {
          String namespace = getFullCollectionNamespace(collectionName);
          MVMap<Object, Document> data = store.openMap("databases." + namespace);
          MVMap<String, Object> meta = store.openMap("meta." + namespace);
          return new H2Collection(this, collectionName, options, data, meta, cursorRegistry) {
            @Override
            protected QueryResult matchDocumentsFromStream(
                Stream<Document> documents,
                Document query,
                Document orderBy,
                int skip,
                int limit,
                int batchSize,
                Document fieldSelector) {
              return sortedPage(
                  documents,
                  d -> documentMatchesQuery(d, query),
                  orderBy,
                  skip,
                  limit,
                  () ->
                      super.matchDocumentsFromStream(
                          documents, query, orderBy, skip, limit, batchSize, fieldSelector),
                  page -> matchDocumentsFromStream(query, page, 0, 0, batchSize, null, fieldSelector));
            }
          };
        }
      };
    }
  }
}
