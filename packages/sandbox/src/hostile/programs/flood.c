/* Writes 10 GB to stdout (and a little to stderr between), as fast as the pipe takes it. */
#include <string.h>
#include <unistd.h>

int main(void) {
  static char chunk[1 << 16];
  memset(chunk, 'x', sizeof chunk);
  for (long long written = 0; written < 10LL * 1024 * 1024 * 1024; written += sizeof chunk) {
    if (write(1, chunk, sizeof chunk) < 0) return 1;
    if ((written & ((1 << 24) - 1)) == 0) write(2, "e", 1);
  }
  return 0;
}
