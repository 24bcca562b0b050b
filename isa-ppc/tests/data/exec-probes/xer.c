#include <stdio.h>
int main(void){ unsigned v[]={0xffffffff,0x0000ff00,0x12345678,0x1fffff80};
 for(int i=0;i<4;i++){unsigned r; __asm__ volatile("mtxer %1\n\tmfxer %0":"=r"(r):"r"(v[i]):"xer"); printf("%08x -> %08x\n",v[i],r);} return 0;}
