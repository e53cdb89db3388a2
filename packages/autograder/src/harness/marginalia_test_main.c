/*
 * The main program of Marginalia's C and C++ unit tests (compiled as C or C++ with the instructor's test file and
 * the student's sources, whose `main` is renamed by -Dmain=...). It runs each registered test in a child process
 * and reports it on stdout behind a per-run marker whose secret arrives as the first line of stdin.
 */
#undef main
#include "marginalia_test.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MARGINALIA_MAX_TESTS 1000

static const char *test_names[MARGINALIA_MAX_TESTS];
static marginalia_test_function test_functions[MARGINALIA_MAX_TESTS];
static int test_count = 0;
static int too_many_tests = 0;
static int result_fd = -1;
static char prefix[160];

#ifdef __cplusplus
extern "C" {
#endif
void marginalia_register_test(const char *name, marginalia_test_function function) {
  if (test_count >= MARGINALIA_MAX_TESTS) {
    too_many_tests = 1;
    return;
  }
  test_names[test_count] = name;
  test_functions[test_count] = function;
  test_count++;
}

void marginalia_fail(const char *file, int line, const char *message) {
  char text[1400];
  int length = snprintf(text, sizeof text, "F%s:%d: %s", file, line, message);
  if (length > (int)sizeof text - 1) length = (int)sizeof text - 1;
  fflush(stdout);
  fflush(stderr);
  if (result_fd >= 0 && write(result_fd, text, (size_t)length) < 0) _exit(3);
  _exit(1);
}
#ifdef __cplusplus
}
#endif

static void print_json_string(const char *text, size_t length) {
  putchar('"');
  for (size_t i = 0; i < length; i++) {
    unsigned char c = (unsigned char)text[i];
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c == '\n') fputs("\\n", stdout);
    else if (c < 0x20 || c == 0x7f) printf("\\u%04x", c);
    else putchar(c);
  }
  putchar('"');
}

static long long now_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void read_nonce(void) {
  char nonce[128];
  size_t length = 0;
  char c;
  while (length < sizeof nonce - 1 && read(0, &c, 1) == 1 && c != '\n') nonce[length++] = c;
  nonce[length] = '\0';
  int null_fd = open("/dev/null", O_RDONLY);
  if (null_fd >= 0) dup2(null_fd, 0);
  snprintf(prefix, sizeof prefix, "\n@@marginalia:%s:", nonce);
}

static void run_one(int index) {
  const char *name = test_names[index];
  printf("%sstart ", prefix);
  print_json_string(name, strlen(name));
  putchar('\n');
  fflush(stdout);
  fflush(stderr);

  int channel[2];
  char message[1400];
  size_t message_length = 0;
  int status = 0;
  long long started = now_ms();
  if (pipe(channel) != 0) {
    snprintf(message, sizeof message, "Ecould not create a pipe");
    message_length = strlen(message);
  } else {
    pid_t child = fork();
    if (child == 0) {
      close(channel[0]);
      result_fd = channel[1];
      test_functions[index]();
      fflush(stdout);
      fflush(stderr);
      if (write(result_fd, "P", 1) < 0) _exit(3);
      _exit(0);
    }
    close(channel[1]);
    if (child < 0) {
      snprintf(message, sizeof message, "Ecould not start the test's process");
      message_length = strlen(message);
    } else {
      ssize_t got;
      while (message_length < sizeof message - 1 &&
             (got = read(channel[0], message + message_length, sizeof message - 1 - message_length)) != 0) {
        if (got < 0) {
          if (errno == EINTR) continue;
          break;
        }
        message_length += (size_t)got;
      }
      while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
      }
    }
    close(channel[0]);
  }
  message[message_length] = '\0';
  long long duration = now_ms() - started;

  int passed = 0;
  int crashed = 0;
  char logs[1600];
  if (message_length > 0 && message[0] == 'E') {
    snprintf(logs, sizeof logs, "The harness %s.", message + 1);
  } else if (WIFSIGNALED(status)) {
    crashed = 1;
    snprintf(logs, sizeof logs, "The test crashed: %s (signal %d).", strsignal(WTERMSIG(status)), WTERMSIG(status));
  } else if (message_length > 0 && message[0] == 'F' && WEXITSTATUS(status) == 1) {
    snprintf(logs, sizeof logs, "%s", message + 1);
  } else if (message_length == 1 && message[0] == 'P' && WEXITSTATUS(status) == 0) {
    passed = 1;
    logs[0] = '\0';
  } else {
    snprintf(logs, sizeof logs, "The test ended its process (exit code %d) before it finished.", WEXITSTATUS(status));
  }
  printf("%sresult {\"name\":", prefix);
  print_json_string(name, strlen(name));
  printf(",\"passed\":%s,\"logs\":", passed ? "true" : "false");
  print_json_string(logs, strlen(logs));
  printf(",\"isError\":%s,\"durationMs\":%lld}\n", crashed ? "true" : "false", duration);
  fflush(stdout);
}

int main(void) {
  read_nonce();
  printf("%splan [", prefix);
  for (int i = 0; i < test_count; i++) {
    if (i > 0) putchar(',');
    print_json_string(test_names[i], strlen(test_names[i]));
  }
  printf("]\n");
  if (too_many_tests) printf("Only the first %d tests run.\n", MARGINALIA_MAX_TESTS);
  fflush(stdout);
  for (int i = 0; i < test_count; i++) run_one(i);
  printf("%sdone {\"count\":%d}\n", prefix, test_count);
  fflush(stdout);
  return 0;
}
