/* Spins on every CPU with four threads of one process. */
#include <pthread.h>

static void *spin(void *unused) {
  volatile unsigned long n = 0;
  for (;;) n++;
  return unused;
}

int main(void) {
  pthread_t threads[4];
  for (int i = 0; i < 4; i++) pthread_create(&threads[i], 0, spin, 0);
  pthread_join(threads[0], 0);
  return 0;
}
