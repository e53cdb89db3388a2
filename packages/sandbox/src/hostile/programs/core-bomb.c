/* Asks for unlimited core dumps, then crashes in thirty children at once. */
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
  struct rlimit unlimited = {RLIM_INFINITY, RLIM_INFINITY};
  setrlimit(RLIMIT_CORE, &unlimited);
  for (int i = 0; i < 30; i++) {
    if (fork() == 0) abort();
  }
  while (wait(0) > 0) {
  }
  abort();
}
