/* Recurses without end, with a frame the compiler cannot remove. */
#include <stdio.h>

static int down(int depth) {
  volatile char frame[256];
  frame[0] = (char)depth;
  return down(depth + 1) + frame[0];
}

int main(void) {
  printf("%d\n", down(0));
  return 0;
}
