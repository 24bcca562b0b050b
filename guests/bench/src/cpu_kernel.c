/* CPU-bound benchmark guest: each repetition runs a sieve of Eratosthenes,
 * a table-driven CRC-32 over a buffer and a small integer matrix multiply,
 * folding everything into one checksum. Usage: cpu_kernel [REPS] (default
 * 500). The work per repetition is identical, so the instruction count is
 * linear in REPS (bench/functional.sh relies on that). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIEVE_N 30000
#define CRC_BYTES 8192
#define MAT 20

static uint8_t composite[SIEVE_N];
static uint8_t data[CRC_BYTES];
static uint32_t crc_table[256];
static int32_t ma[MAT][MAT], mb[MAT][MAT], mc[MAT][MAT];

static uint32_t sieve(void)
{
    memset(composite, 0, sizeof composite);
    uint32_t count = 0;
    for (uint32_t i = 2; i < SIEVE_N; i++) {
        if (composite[i])
            continue;
        count++;
        for (uint32_t j = i * i; j < SIEVE_N; j += i)
            composite[j] = 1;
    }
    return count;
}

static uint32_t crc32(const uint8_t *p, size_t n, uint32_t crc)
{
    crc = ~crc;
    for (size_t i = 0; i < n; i++)
        crc = crc_table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
    return ~crc;
}

static uint32_t matmul(uint32_t seed)
{
    for (int i = 0; i < MAT; i++)
        for (int j = 0; j < MAT; j++) {
            ma[i][j] = (int32_t)((seed + i * 31 + j * 17) % 101) - 50;
            mb[i][j] = (int32_t)((seed * 7 + i * 13 + j * 29) % 97) - 48;
        }
    for (int i = 0; i < MAT; i++)
        for (int j = 0; j < MAT; j++) {
            int32_t s = 0;
            for (int k = 0; k < MAT; k++)
                s += ma[i][k] * mb[k][j];
            mc[i][j] = s;
        }
    uint32_t h = 0;
    for (int i = 0; i < MAT; i++)
        for (int j = 0; j < MAT; j++)
            h = h * 31 + (uint32_t)mc[i][j];
    return h;
}

int main(int argc, char **argv)
{
    long reps = argc > 1 ? strtol(argv[1], NULL, 10) : 500;
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
    for (size_t i = 0; i < CRC_BYTES; i++)
        data[i] = (uint8_t)(i * 7 + (i >> 5));
    uint32_t check = 0;
    for (long r = 0; r < reps; r++) {
        check += sieve();
        check ^= crc32(data, CRC_BYTES, check);
        check += matmul(check & 0xff);
    }
    printf("cpu_kernel reps=%ld checksum=%08x\n", reps, check);
    return 0;
}
