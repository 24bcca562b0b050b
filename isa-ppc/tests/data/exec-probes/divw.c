#include <stdio.h>
#include <stdint.h>
int main(void){
  static const uint32_t v[] = {0, 1, 5, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffb};
  for (int i = 0; i < 7; i++) {
    uint32_t a = v[i], z = 0, m1 = 0xffffffff, r, x, c;
    __asm__ volatile("mtxer %3\n divwo. %0,%1,%2\n mfxer %1\n mfcr %2" : "=r"(r), "+r"(a), "+r"(z) : "r"(0) : "cr0", "xer");
    x = a; c = z; a = v[i]; z = 0;
    printf("divwo. %08x/0 = %08x xer=%08x cr=%08x\n", a, r, x, c);
    __asm__ volatile("mtxer %3\n divwuo. %0,%1,%2\n mfxer %1\n mfcr %2" : "=r"(r), "+r"(a), "+r"(z) : "r"(0) : "cr0", "xer");
    x = a; c = z; a = v[i]; z = 0;
    printf("divwuo. %08x/0 = %08x xer=%08x cr=%08x\n", a, r, x, c);
    __asm__ volatile("mtxer %3\n divwo. %0,%1,%2\n mfxer %1\n mfcr %2" : "=r"(r), "+r"(a), "+r"(m1) : "r"(0) : "cr0", "xer");
    x = a; c = m1; a = v[i];
    printf("divwo. %08x/-1 = %08x xer=%08x cr=%08x\n", a, r, x, c);
  }
  return 0;
}
