// Runs one JUnit 4 test class and reports each test on stdout behind a per-run marker. Called as:
// java MarginaliaJUnitRunner <test class>; the marker's secret arrives as the first line of stdin.
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.runner.Description;
import org.junit.runner.JUnitCore;
import org.junit.runner.Request;
import org.junit.runner.notification.Failure;
import org.junit.runner.notification.RunListener;

public final class MarginaliaJUnitRunner {
  private MarginaliaJUnitRunner() {}

  private static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        default:
          if (c < 0x20 || (c >= 0xd800 && c <= 0xdfff)) out.append(String.format("\\u%04x", (int) c));
          else out.append(c);
      }
    }
    return out.append('"').toString();
  }

  private static String testName(Description description) {
    String className = description.getClassName();
    int dot = className.lastIndexOf('.');
    return (dot >= 0 ? className.substring(dot + 1) : className) + "." + description.getMethodName();
  }

  public static void main(String[] args) throws Exception {
    String nonce = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
    System.setIn(new java.io.ByteArrayInputStream(new byte[0]));
    final PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
    final String prefix = "\n@@marginalia:" + (nonce == null ? "" : nonce.trim()) + ":";

    Class<?> testClass;
    try {
      testClass = Class.forName(args[0]);
    } catch (Throwable error) {
      out.print(prefix + "load_error {\"logs\":" + quote(String.valueOf(error)) + "}\n");
      out.flush();
      return;
    }
    Request request = Request.aClass(testClass);
    StringBuilder plan = new StringBuilder("[");
    for (Description child : request.getRunner().getDescription().getChildren()) {
      if (child.getMethodName() == null) continue;
      if (plan.length() > 1) plan.append(',');
      plan.append(quote(testName(child)));
    }
    out.print(prefix + "plan " + plan.append(']') + "\n");
    out.flush();

    final long[] started = {0};
    final String[] failure = {null};
    final int[] count = {0};
    JUnitCore core = new JUnitCore();
    core.addListener(new RunListener() {
      @Override public void testStarted(Description description) {
        started[0] = System.nanoTime();
        failure[0] = null;
        out.print(prefix + "start " + quote(testName(description)) + "\n");
        out.flush();
      }
      @Override public void testFailure(Failure f) {
        if (f.getDescription().getMethodName() == null) {
          out.print(prefix + "load_error {\"logs\":" + quote(f.getTrace()) + "}\n");
          out.flush();
          return;
        }
        failure[0] = f.getTrace();
      }
      @Override public void testAssumptionFailure(Failure f) {
        failure[0] = "Skipped: " + f.getMessage();
      }
      @Override public void testIgnored(Description description) {
        count[0]++;
        out.print(prefix + "result {\"name\":" + quote(testName(description)) + ",\"passed\":false,\"logs\":\"Skipped (@Ignore).\",\"durationMs\":0}\n");
        out.flush();
      }
      @Override public void testFinished(Description description) {
        count[0]++;
        long ms = (System.nanoTime() - started[0]) / 1_000_000;
        String logs = failure[0] == null ? "" : failure[0];
        out.print(prefix + "result {\"name\":" + quote(testName(description)) + ",\"passed\":" + (failure[0] == null) + ",\"logs\":" + quote(logs) + ",\"durationMs\":" + ms + "}\n");
        out.flush();
      }
    });
    core.run(request);
    out.print(prefix + "done {\"count\":" + count[0] + "}\n");
    out.flush();
    System.exit(0);
  }
}
