import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The offline MongoDB stand-in: mongo-java-server on an H2 file (data survives restarts) or in memory (tests).
 *
 * <p>Run without a build step: {@code java -cp 'lib/*' MongoStandIn.java --port N [--host H] [--file path | --memory]}.
 * Port 0 picks a free port. Once listening it prints {@code mongo-stand-in ready mongodb://HOST:PORT} on stdout;
 * SIGTERM/SIGINT shut it down cleanly (the H2 store is committed and closed).
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
      backend = new MemoryBackend();
    } else {
      Path path = Path.of(file).toAbsolutePath();
      Files.createDirectories(path.getParent());
      backend = new H2Backend(path.toString());
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
}
