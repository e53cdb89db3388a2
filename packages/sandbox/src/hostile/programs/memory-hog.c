/* Touches memory a megabyte at a time until something stops it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  for (size_t total = 0;; total++) {
    char *block = malloc(1 << 20);
    if (block == NULL) {
      printf("allocation failed after %zu MiB\n", total);
      return 1;
    }
    memset(block, 1, 1 << 20);
  }
}
