/* inflate.c - decompression of deflate data (RFC 1951: stored, fixed-Huffman and
 * dynamic-Huffman blocks) in the zlib format (RFC 1950: a two-byte header, an optional
 * preset dictionary, the Adler-32 of the data after it) or raw, as zlib's inflate does it for
 * java.util.zip.Inflater, and in one piece for the VM's own jar reader (zip.c).
 *
 * The decoder has the structure of Mark Adler's puff.c, over input and output in memory. A
 * stream fed piece by piece (InflateStream) keeps the input from its last checkpoint and the
 * output from 32 KiB before it (the farthest deflate reaches back). A checkpoint is set after
 * every symbol and every piece of a stored block, with the block's codes kept in the stream,
 * so a block whose input runs out is resumed where it stopped (only a dynamic block's header,
 * at most a few hundred bytes, is read again). Input is taken and output given as zlib does,
 * so the counts java.util.zip.Inflater reports (bytes read, remaining, finished, needs
 * dictionary) are zlib's at every call that ends a stream or waits for a dictionary.
 *
 * Every length and distance is checked, so corrupt data is an error with zlib's meaning
 * ("invalid distance too far back" and the like), never a read or write out of bounds. */
#include "classmodel.h"
#include <setjmp.h>
#include <stdlib.h>

#define MAXBITS 15
#define MAXLCODES 286
#define MAXDCODES 30
#define FIXLCODES 288
#define WINDOW 32768u
#define PENDING_MAX (64u << 20) /* output a stream may hold undelivered: a bigger block is refused */

static const char EARLY[] = "deflate data ends early";
static const char FULL[] = "no room for more output"; /* a stream stops there, as zlib */

#define FASTBITS 9 /* codes this long or shorter decode by one table lookup */

typedef struct Huffman {
    short count[MAXBITS + 1]; /* codes of each length */
    short symbol[FIXLCODES];  /* symbols in canonical order */
    uint16_t fast[1u << FASTBITS]; /* the next FASTBITS input bits -> symbol << 4 | length; 0:
                                    * a longer code (decoded bit by bit) or none */
} Huffman;

typedef struct Inflate {
    const uint8_t *in;
    uint32_t inlen, incnt;
    uint32_t bitbuf;
    int bitcnt;
    uint8_t *out;
    uint32_t outlen, outcnt;
    uint32_t base;     /* output dropped before out[0] (a stream's history), for distances */
    InflateStream *z;  /* a stream's decoder grows z->out; NULL: out is exactly outlen bytes */
    uint32_t stop_at;  /* a stream stops when outcnt reaches it (the caller's room is full) */
    int ck;            /* a stream's checkpoint inside the block is set: */
    uint32_t ck_incnt, ck_bitbuf, ck_outcnt; /* where the next symbol starts */
    int ck_bitcnt;
    const char *err;
    jmp_buf env;
} Inflate;

struct InflateStream {
    uint8_t wrap;        /* the zlib format (else raw deflate) */
    uint8_t state;       /* S_* */
    uint8_t have_dictid; /* dictid has been read (S_DICTID) */
    uint8_t in_block;    /* inside a block (its header read): resume there */
    uint8_t block_type, block_last;
    uint32_t stored_left;           /* a stored block's bytes still to copy */
    const Huffman *lc, *dc;         /* a compressed block's codes: fixed, or these: */
    Huffman lcode, dcode;
    uint8_t *in;         /* input from the current block's start: in[0..inlen) */
    uint32_t inlen, incap;
    uint32_t bitbuf;     /* the bits of in[0] not yet used by the previous block */
    int bitcnt;
    uint8_t *out;        /* history (up to WINDOW bytes), then the undelivered output */
    uint32_t outlen, outcap, delivered, base;
    uint32_t adler, dictid;
    const char *err;
};
enum { S_HEADER, S_DICTID, S_BLOCKS, S_TRAILER, S_DONE, S_ERROR };

static _Noreturn void bad(Inflate *s, const char *why)
{
    s->err = why;
    longjmp(s->env, 1);
}

static int bits(Inflate *s, int need)
{
    uint32_t val = s->bitbuf;
    while (s->bitcnt < need) {
        if (s->incnt == s->inlen)
            bad(s, EARLY);
        val |= (uint32_t)s->in[s->incnt++] << s->bitcnt;
        s->bitcnt += 8;
    }
    s->bitbuf = val >> need;
    s->bitcnt -= need;
    return (int)(val & ((1u << need) - 1));
}

/* give whole bytes of the bit buffer back to the input: the decoder looks ahead up to two
 * bytes for its table lookups, which a stored block, the zlib trailer, the input left after
 * the end and a checkpoint must not count as read (bytes loaded in this call are still in
 * s->in: a checkpoint keeps fewer than 8 bits) */
static void unread(Inflate *s)
{
    s->incnt -= (uint32_t)s->bitcnt / 8;
    s->bitcnt &= 7;
    s->bitbuf &= (1u << s->bitcnt) - 1;
}

/* room for n more output bytes: a stream's buffer grows, a one-piece output may not */
static void room(Inflate *s, uint32_t n)
{
    if (s->outlen - s->outcnt >= n)
        return;
    InflateStream *z = s->z;
    if (!z)
        bad(s, "inflates to more than the entry's size");
    if (s->outcnt - z->delivered > PENDING_MAX - n)
        bad(s, "a deflate block inflates to more than 64 MiB");
    uint32_t cap = s->outlen ? s->outlen : 4096;
    while (cap - s->outcnt < n)
        cap *= 2;
    uint8_t *p = realloc(z->out, cap);
    if (!p)
        bad(s, "out of memory");
    z->out = s->out = p;
    z->outcap = s->outlen = cap;
}

static void stored(Inflate *s)
{
    unread(s);
    s->bitbuf = 0;
    s->bitcnt = 0;
    if (s->inlen - s->incnt < 4)
        bad(s, EARLY);
    uint32_t len = (uint32_t)s->in[s->incnt] | (uint32_t)s->in[s->incnt + 1] << 8;
    uint32_t nlen = (uint32_t)s->in[s->incnt + 2] | (uint32_t)s->in[s->incnt + 3] << 8;
    if (len != (~nlen & 0xffffu))
        bad(s, "invalid stored block lengths");
    if (s->inlen - s->incnt - 4 < len)
        bad(s, EARLY);
    s->incnt += 4;
    room(s, len);
    memcpy(s->out + s->outcnt, s->in + s->incnt, len);
    s->incnt += len;
    s->outcnt += len;
}

static int decode_slow(Inflate *s, const Huffman *h)
{
    int code = 0, first = 0, index = 0;
    for (int len = 1; len <= MAXBITS; len++) {
        code |= bits(s, 1);
        int count = h->count[len];
        if (code - count < first)
            return h->symbol[index + (code - first)];
        index += count;
        first += count;
        first <<= 1;
        code <<= 1;
    }
    bad(s, "invalid code");
}

/* the next symbol: by the table when its code is short and its bits are there (the input may
 * end sooner: then bit by bit, which stops at the end as bits() does) */
static int decode(Inflate *s, const Huffman *h)
{
    while (s->bitcnt < FASTBITS && s->incnt < s->inlen) {
        s->bitbuf |= (uint32_t)s->in[s->incnt++] << s->bitcnt;
        s->bitcnt += 8;
    }
    unsigned e = h->fast[s->bitbuf & ((1u << FASTBITS) - 1)];
    if (e && (int)(e & 15) <= s->bitcnt) {
        s->bitbuf >>= e & 15;
        s->bitcnt -= (int)(e & 15);
        return (int)(e >> 4);
    }
    return decode_slow(s, h);
}

/* canonical code from code lengths: 0 complete, > 0 incomplete, < 0 over-subscribed */
static int construct(Huffman *h, const short *length, int n)
{
    for (int len = 0; len <= MAXBITS; len++)
        h->count[len] = 0;
    for (int sym = 0; sym < n; sym++)
        h->count[length[sym]]++;
    memset(h->fast, 0, sizeof h->fast);
    if (h->count[0] == n)
        return 0;
    int left = 1;
    for (int len = 1; len <= MAXBITS; len++) {
        left <<= 1;
        left -= h->count[len];
        if (left < 0)
            return left;
    }
    short offs[MAXBITS + 1];
    offs[1] = 0;
    for (int len = 1; len < MAXBITS; len++)
        offs[len + 1] = (short)(offs[len] + h->count[len]);
    for (int sym = 0; sym < n; sym++)
        if (length[sym])
            h->symbol[offs[length[sym]]++] = (short)sym;
    /* the lookup table: a code's bits come first-bit-first, so the table is indexed by the
     * code reversed, every index whose low `len` bits are it */
    int code = 0, index = 0;
    for (int len = 1; len <= FASTBITS; len++, code <<= 1)
        for (int k = 0; k < h->count[len]; k++, index++, code++) {
            unsigned rev = 0;
            for (int b = 0; b < len; b++)
                rev |= (unsigned)((code >> b) & 1) << (len - 1 - b);
            for (unsigned i = rev; i < (1u << FASTBITS); i += 1u << len)
                h->fast[i] = (uint16_t)(h->symbol[index] << 4 | len);
        }
    return left;
}

static const short lbase[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const short lext[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const short dbase[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
                                193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const short dext[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/* a stream's checkpoint: what is decoded up to here stays decoded when the input runs out */
static void mark(Inflate *s)
{
    unread(s);
    s->ck = 1;
    s->ck_incnt = s->incnt;
    s->ck_bitbuf = s->bitbuf;
    s->ck_bitcnt = s->bitcnt;
    s->ck_outcnt = s->outcnt;
}

static void codes(Inflate *s, const Huffman *lencode, const Huffman *distcode)
{
    for (;;) {
        if (s->z) {
            mark(s);
            if (s->outcnt >= s->stop_at)
                bad(s, FULL);
        }
        int sym = decode(s, lencode);
        if (sym == 256) {
            unread(s);
            return;
        }
        if (sym < 256) {
            room(s, 1);
            s->out[s->outcnt++] = (uint8_t)sym;
            continue;
        }
        sym -= 257;
        if (sym >= 29)
            bad(s, "invalid literal/length code");
        uint32_t len = (uint32_t)(lbase[sym] + bits(s, lext[sym]));
        sym = decode(s, distcode);
        if (sym >= 30)
            bad(s, "invalid distance code");
        uint32_t dist = (uint32_t)(dbase[sym] + bits(s, dext[sym]));
        if (dist > s->outcnt)
            bad(s, s->base + s->outcnt >= dist ? "distance beyond the kept history" : "invalid distance too far back");
        room(s, len);
        for (; len; len--, s->outcnt++)
            s->out[s->outcnt] = s->out[s->outcnt - dist];
    }
}

static Huffman fixed_lencode, fixed_distcode;

static void fixed_tables(void)
{
    static int built;
    if (built)
        return;
    short lengths[FIXLCODES];
    int sym = 0;
    for (; sym < 144; sym++)
        lengths[sym] = 8;
    for (; sym < 256; sym++)
        lengths[sym] = 9;
    for (; sym < 280; sym++)
        lengths[sym] = 7;
    for (; sym < FIXLCODES; sym++)
        lengths[sym] = 8;
    construct(&fixed_lencode, lengths, FIXLCODES);
    for (sym = 0; sym < MAXDCODES; sym++)
        lengths[sym] = 5;
    construct(&fixed_distcode, lengths, MAXDCODES);
    built = 1;
}

/* a dynamic block's header: its codes into lencode and distcode */
static void dynamic_tables(Inflate *s, Huffman *lencode, Huffman *distcode)
{
    static const short order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    short lengths[MAXLCODES + MAXDCODES];
    int nlen = bits(s, 5) + 257, ndist = bits(s, 5) + 1, ncode = bits(s, 4) + 4;
    if (nlen > MAXLCODES || ndist > MAXDCODES)
        bad(s, "too many length or distance symbols");
    int index = 0;
    for (; index < ncode; index++)
        lengths[order[index]] = (short)bits(s, 3);
    for (; index < 19; index++)
        lengths[order[index]] = 0;
    if (construct(lencode, lengths, 19) != 0)
        bad(s, "invalid code lengths set");
    index = 0;
    while (index < nlen + ndist) {
        int sym = decode(s, lencode);
        if (sym < 16) {
            lengths[index++] = (short)sym;
            continue;
        }
        short len = 0;
        if (sym == 16) {
            if (index == 0)
                bad(s, "invalid bit length repeat");
            len = lengths[index - 1];
            sym = 3 + bits(s, 2);
        } else if (sym == 17) {
            sym = 3 + bits(s, 3);
        } else {
            sym = 11 + bits(s, 7);
        }
        if (index + sym > nlen + ndist)
            bad(s, "invalid bit length repeat");
        while (sym--)
            lengths[index++] = len;
    }
    if (lengths[256] == 0)
        bad(s, "invalid code -- missing end-of-block");
    int err = construct(lencode, lengths, nlen);
    if (err < 0 || (err > 0 && nlen - lencode->count[0] != 1))
        bad(s, "invalid literal/lengths set");
    err = construct(distcode, lengths + nlen, ndist);
    if (err < 0 || (err > 0 && ndist - distcode->count[0] != 1))
        bad(s, "invalid distances set");
}

/* one block (its header bit included); returns whether it was the last */
static int block(Inflate *s)
{
    int last = bits(s, 1);
    switch (bits(s, 2)) {
    case 0:
        stored(s);
        break;
    case 1:
        fixed_tables();
        codes(s, &fixed_lencode, &fixed_distcode);
        break;
    case 2: {
        Huffman lencode, distcode;
        dynamic_tables(s, &lencode, &distcode);
        codes(s, &lencode, &distcode);
        break;
    }
    default: bad(s, "invalid block type");
    }
    return last;
}

/* body(s) with bad() returning here: 0 done, -1 s->err says what stopped it (the Inflate
 * lives in the caller, so nothing it holds is clobbered by the longjmp) */
static int guarded(Inflate *s, void (*body)(Inflate *))
{
    if (setjmp(s->env))
        return -1;
    body(s);
    return 0;
}

static void all_blocks(Inflate *s)
{
    while (!block(s))
        ;
}

const char *inflate_once(const uint8_t *in, uint32_t inlen, uint8_t *out, uint32_t outlen)
{
    Inflate s = {.in = in, .inlen = inlen, .out = out, .outlen = outlen};
    if (guarded(&s, all_blocks) < 0)
        return s.err;
    if (s.outcnt != outlen)
        return "inflates to fewer bytes than the entry's size";
    return NULL;
}

/* zlib's adler32: two sums modulo 65521, in the high and low halves */
uint32_t adler32_update(uint32_t adler, const uint8_t *p, uint32_t n)
{
    uint32_t a = adler & 0xffff, b = adler >> 16;
    while (n) {
        uint32_t k = n < 5552 ? n : 5552; /* no overflow of b before the reduction */
        n -= k;
        while (k--) {
            a += *p++;
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    return b << 16 | a;
}

/* ---- streams ---- */
InflateStream *inflate_open(int raw)
{
    InflateStream *z = calloc(1, sizeof *z);
    if (z) {
        z->wrap = !raw;
        inflate_reset(z);
    }
    return z;
}

void inflate_reset(InflateStream *z)
{
    z->state = z->wrap ? S_HEADER : S_BLOCKS;
    z->have_dictid = 0;
    z->in_block = 0;
    z->inlen = z->outlen = z->delivered = z->base = 0;
    z->bitbuf = 0;
    z->bitcnt = 0;
    z->adler = 1;
    z->dictid = 0;
    z->err = NULL;
}

void inflate_close(InflateStream *z)
{
    if (z) {
        free(z->in);
        free(z->out);
        free(z);
    }
}

/* zlib's strm->adler: 0 for raw data, else the Adler-32 so far (the dictionary's when asked) */
uint32_t inflate_adler(const InflateStream *z) { return !z->wrap ? 0 : z->state == S_DICTID ? z->dictid : z->adler; }
const char *inflate_error(const InflateStream *z) { return z->err; }

static int fail(InflateStream *z, const char *why)
{
    z->err = why;
    z->state = S_ERROR;
    return INFLATE_ERROR;
}

/* the history after which new output goes: the last WINDOW bytes of `p` (the dictionary) */
static int set_history(InflateStream *z, const uint8_t *p, uint32_t n)
{
    if (n > WINDOW) {
        p += n - WINDOW;
        n = WINDOW;
    }
    uint32_t keep = z->outlen - z->delivered; /* undelivered output stays after it */
    if (keep)
        return -1;
    if (z->outcap < n) {
        uint8_t *q = realloc(z->out, n);
        if (!q)
            return -1;
        z->out = q;
        z->outcap = n;
    }
    memcpy(z->out, p, n);
    z->outlen = z->delivered = n;
    return 0;
}

int inflate_set_dictionary(InflateStream *z, const uint8_t *p, uint32_t n)
{
    if (z->wrap && (z->state != S_DICTID || !z->have_dictid))
        return -1; /* zlib: Z_STREAM_ERROR, nothing asked for a dictionary */
    if (z->wrap && adler32_update(1, p, n) != z->dictid)
        return -1; /* zlib: Z_DATA_ERROR, the stream still waits for its dictionary */
    if (set_history(z, p, n) < 0)
        return -1;
    if (z->wrap) {
        z->state = S_BLOCKS;
        z->adler = 1;
    }
    return 0;
}

/* drop the input before the checkpoint and the output more than WINDOW before it */
static void compact(InflateStream *z, uint32_t inpos)
{
    if (inpos) {
        memmove(z->in, z->in + inpos, z->inlen - inpos);
        z->inlen -= inpos;
    }
    uint32_t drop = z->delivered > WINDOW ? z->delivered - WINDOW : 0;
    if (z->outlen > WINDOW && drop > z->outlen - WINDOW)
        drop = z->outlen - WINDOW;
    if (drop >= WINDOW || (drop && z->delivered == z->outlen)) {
        memmove(z->out, z->out + drop, z->outlen - drop);
        z->outlen -= drop;
        z->delivered -= drop;
        z->base += drop;
    }
}

/* a stream's next block, or the rest of the one it is in: its header read (a stored block's
 * lengths, a dynamic block's codes: those are read again when the input runs out inside
 * them), then its body, marked after every symbol */
static void stream_body(Inflate *s)
{
    InflateStream *z = s->z;
    if (!z->in_block) {
        z->block_last = (uint8_t)bits(s, 1);
        z->block_type = (uint8_t)bits(s, 2);
        switch (z->block_type) {
        case 0: {
            s->bitbuf = 0;
            s->bitcnt = 0;
            if (s->inlen - s->incnt < 4)
                bad(s, EARLY);
            const uint8_t *h = s->in + s->incnt;
            uint32_t len = (uint32_t)h[0] | (uint32_t)h[1] << 8, nlen = (uint32_t)h[2] | (uint32_t)h[3] << 8;
            if (len != (~nlen & 0xffffu))
                bad(s, "invalid stored block lengths");
            s->incnt += 4;
            z->stored_left = len;
            break;
        }
        case 1:
            fixed_tables();
            z->lc = &fixed_lencode;
            z->dc = &fixed_distcode;
            break;
        case 2:
            dynamic_tables(s, &z->lcode, &z->dcode);
            z->lc = &z->lcode;
            z->dc = &z->dcode;
            break;
        default: bad(s, "invalid block type");
        }
        z->in_block = 1;
        mark(s);
    }
    if (z->block_type == 0) {
        while (z->stored_left) {
            uint32_t n = s->inlen - s->incnt < z->stored_left ? s->inlen - s->incnt : z->stored_left;
            if (s->outcnt >= s->stop_at)
                bad(s, FULL);
            if (n > s->stop_at - s->outcnt)
                n = s->stop_at - s->outcnt;
            if (!n)
                bad(s, EARLY);
            room(s, n);
            memcpy(s->out + s->outcnt, s->in + s->incnt, n);
            s->incnt += n;
            s->outcnt += n;
            z->stored_left -= n;
            mark(s);
        }
    } else {
        codes(s, z->lc, z->dc);
    }
    z->in_block = 0;
    mark(s);
}

/* the next block from in[*pos]: 1 decoded (the checkpoint moves past it), 0 the input ran out,
 * 2 the output reached z->delivered + room_left (for 0 and 2 the checkpoint moves as far as it
 * reached), -1 corrupt (z->err) */
static int stream_block(InflateStream *z, uint32_t *pos, uint32_t room_left)
{
    Inflate s = {.in = z->in, .inlen = z->inlen, .incnt = *pos, .bitbuf = z->bitbuf, .bitcnt = z->bitcnt,
                 .out = z->out, .outlen = z->outcap, .outcnt = z->outlen, .base = z->base, .z = z,
                 .stop_at = z->delivered + room_left};
    int r = guarded(&s, stream_body);
    if (r < 0 && s.err != EARLY && s.err != FULL) {
        z->err = s.err;
        return -1;
    }
    if (s.ck) {
        z->adler = adler32_update(z->adler, z->out + z->outlen, s.ck_outcnt - z->outlen);
        z->outlen = s.ck_outcnt;
        *pos = s.ck_incnt;
        z->bitbuf = s.ck_bitbuf;
        z->bitcnt = s.ck_bitcnt;
    }
    if (r < 0)
        return s.err == FULL ? 2 : 0;
    if (z->block_last) {
        z->bitbuf = 0; /* the trailer starts at the next byte */
        z->bitcnt = 0;
        z->state = z->wrap ? S_TRAILER : S_DONE;
    }
    return 1;
}

int inflate_run(InflateStream *z, const uint8_t *in, uint32_t inlen, uint32_t *used, uint8_t *out,
                uint32_t outlen, uint32_t *wrote)
{
    *used = *wrote = 0;
    if (z->state == S_ERROR)
        return INFLATE_ERROR;
    if (z->state != S_DONE && inlen) {
        if (z->incap - z->inlen < inlen) {
            uint32_t cap = z->incap ? z->incap : 4096;
            while (cap - z->inlen < inlen)
                cap *= 2;
            uint8_t *p = realloc(z->in, cap);
            if (!p)
                return INFLATE_NOMEM;
            z->in = p;
            z->incap = cap;
        }
        memcpy(z->in + z->inlen, in, inlen);
        z->inlen += inlen;
        *used = inlen;
    }
    uint32_t pos = 0;  /* the checkpoint in z->in */
    int status = INFLATE_OK;
    int hungry = 0;    /* stopped for want of input (else: the end, a dictionary, no room) */
    for (int more = 1; more;) {
        switch (z->state) {
        case S_HEADER:
            if (z->inlen - pos < 2) {
                hungry = 1, more = 0;
                break;
            }
            {
                uint32_t cmf = z->in[pos], flg = z->in[pos + 1];
                if ((cmf << 8 | flg) % 31)
                    return fail(z, "incorrect header check");
                if ((cmf & 15) != 8)
                    return fail(z, "unknown compression method");
                if ((cmf >> 4) > 7)
                    return fail(z, "invalid window size");
                pos += 2;
                z->state = flg & 0x20 ? S_DICTID : S_BLOCKS;
            }
            break;
        case S_DICTID: /* the dictionary's Adler-32, then wait for inflate_set_dictionary */
            if (!z->have_dictid) {
                if (z->inlen - pos < 4) {
                    hungry = 1, more = 0;
                    break;
                }
                z->dictid = (uint32_t)z->in[pos] << 24 | (uint32_t)z->in[pos + 1] << 16 |
                            (uint32_t)z->in[pos + 2] << 8 | z->in[pos + 3];
                z->have_dictid = 1;
                pos += 4;
            }
            status = INFLATE_NEED_DICT;
            more = 0;
            break;
        case S_BLOCKS:
            if (z->outlen - z->delivered >= outlen) { /* no room for more: zlib stops too */
                more = 0;
                break;
            }
            switch (stream_block(z, &pos, outlen)) {
            case -1:
                return fail(z, z->err);
            case 0: /* wait for more input: the block resumes at its checkpoint */
                hungry = 1, more = 0;
                break;
            case 2: /* wait for room */
                more = 0;
                break;
            }
            break;
        case S_TRAILER:
            if (z->inlen - pos < 4) {
                hungry = 1, more = 0;
                break;
            }
            if (((uint32_t)z->in[pos] << 24 | (uint32_t)z->in[pos + 1] << 16 | (uint32_t)z->in[pos + 2] << 8 |
                 z->in[pos + 3]) != z->adler)
                return fail(z, "incorrect data check");
            pos += 4;
            z->state = S_DONE;
            break;
        default:
            more = 0;
        }
    }
    uint32_t n = z->outlen - z->delivered;
    if (n > outlen)
        n = outlen;
    if (n)
        memcpy(out, z->out + z->delivered, n);
    z->delivered += n;
    *wrote = n;
    /* Input is used as zlib uses it: all of it when more is needed (a symbol cut short stays
     * in the stream), else only what was decoded: not after the stream's end, nor after the
     * dictionary's Adler-32 until the dictionary is set, nor when the output has no more room
     * (a caller that loops on needsInput() must not see the input gone with output still to
     * come). What is left unused is the end of this call's input: every earlier call decoded
     * as far as its input and room reached. */
    if (!hungry) {
        uint32_t give = z->inlen - pos < *used ? z->inlen - pos : *used;
        z->inlen -= give;
        *used -= give;
        if (z->state == S_DONE)
            z->inlen = pos;
    }
    compact(z, pos);
    if (status == INFLATE_OK && z->state == S_DONE && z->delivered == z->outlen)
        status = INFLATE_END;
    return status;
}
