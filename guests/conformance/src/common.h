/* Shared helpers for the conformance programs (guests/conformance).
 *
 * Every program prints deterministic, labelled lines to stdout: computed
 * values in hex, condition bits read back with mfcr/mfxer/mffs.  Nothing that
 * depends on the host (time, pid, addresses, environment) is printed. */
#ifndef CONFORMANCE_COMMON_H
#define CONFORMANCE_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* Integer edge values (Dolphin-style table) used by the integer programs. */
static const uint32_t EDGE32[] = {
    0x00000000u, 0x00000001u, 0x00000002u, 0x0000007fu, 0x00008000u,
    0x7ffffffeu, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xfffffffeu,
    0xffffffffu, 0x12345678u, 0xdeadbeefu,
};

/* XER bits, top three: SO (bit 0), OV (bit 1), CA (bit 2) in IBM numbering. */
#define XER_SO 0x80000000u
#define XER_OV 0x40000000u
#define XER_CA 0x20000000u

/* CR field 0 as "LT GT EQ SO" letters, '-' for a clear bit. */
static inline const char *crbits(uint32_t field4)
{
    static char buf[8][5];
    static unsigned slot;
    char *s = buf[slot++ & 7];
    s[0] = (field4 & 8) ? 'L' : '-';
    s[1] = (field4 & 4) ? 'G' : '-';
    s[2] = (field4 & 2) ? 'E' : '-';
    s[3] = (field4 & 1) ? 'S' : '-';
    s[4] = 0;
    return s;
}

/* XER top bits as "SO OV CA" letters. */
static inline const char *xerbits(uint32_t xer)
{
    static char buf[8][4];
    static unsigned slot;
    char *s = buf[slot++ & 7];
    s[0] = (xer & XER_SO) ? 'S' : '-';
    s[1] = (xer & XER_OV) ? 'O' : '-';
    s[2] = (xer & XER_CA) ? 'C' : '-';
    s[3] = 0;
    return s;
}

/* FNV-1a over a byte buffer: compact fingerprints of large results. */
static inline uint32_t fnv1a(const void *p, size_t n, uint32_t h)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 16777619u;
    }
    return h;
}
#define FNV_INIT 2166136261u

static inline uint64_t dbits(double d)
{
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

static inline uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static inline double bitsd(uint64_t u)
{
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

static inline uint32_t read_fpscr(void)
{
    double f;
    uint64_t u;
    __asm__ volatile("mffs %0" : "=f"(f));
    memcpy(&u, &f, sizeof u);
    return (uint32_t)u;
}

static inline void clear_fpscr(void)
{
    /* mtfsf 0xff with all-zero bits: round to nearest, no exceptions. */
    double z = 0.0;
    __asm__ volatile("mtfsf 0xff,%0" : : "f"(z));
}

#endif
