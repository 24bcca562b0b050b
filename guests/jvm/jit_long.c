/* jit_long.c - the baseline compiler's templates for long arithmetic (jit_templates.c has
 * the others): ladd, lsub, lmul, land, lor, lxor, the shifts and lcmp, inline on register
 * pairs (high word first, as the slots hold a long). lshr by a variable amount calls
 * jit_arith; by a constant it is inline, as lshl and lushr. */
#include "jit.h"

#define E(x) jit_emit(j, (x))
#define S2(p) ((int16_t)((p)[0] << 8 | (p)[1]))

/* ladd, lsub, lmul, land, lor, lxor: ah:al = a, bh:bl = b, the result h:l */
void jit_long_binary(Jit *j, int d, uint8_t op)
{
    int ah = jit_ld(j, STK(j, d - 4)), al = jit_ld(j, STK(j, d - 3));
    int bh = jit_ld(j, STK(j, d - 2)), bl = jit_ld(j, STK(j, d - 1));
    int h = jit_pick(j), l = jit_pick(j);
    switch (op) {
    case 0x61: E(ADDC(l, al, bl)); E(ADDE(h, ah, bh)); break; /* (stores between keep CA) */
    case 0x65: E(SUBFC(l, bl, al)); E(SUBFE(h, bh, ah)); break;
    case 0x7f: E(AND(h, ah, bh)); E(AND(l, al, bl)); break;
    case 0x81: E(OR(h, ah, bh)); E(OR(l, al, bl)); break;
    case 0x83: E(XOR(h, ah, bh)); E(XOR(l, al, bl)); break;
    case 0x69: /* lmul: the low 64 bits of the product */
        E(MULLW(h, ah, bl));
        E(MULLW(l, al, bh));
        E(ADD(h, h, l));
        E(X_FORM(l, al, bl, 11)); /* mulhwu */
        E(ADD(h, h, l));
        E(MULLW(l, al, bl));
        break;
    }
    E(STW(h, STK(j, d - 4), 30));
    E(STW(l, STK(j, d - 3), 30));
}

/* the int constant the instruction before bci pushed, if bci is entered only from it */
static int pushed_const(Jit *j, uint32_t bci, jint *v)
{
    if (j->label[bci] || j->prev_pc == ~0u)
        return 0;
    const uint8_t *c = j->m->orig_code + j->prev_pc;
    if (c[0] >= 0x02 && c[0] <= 0x08)
        *v = c[0] - 3;
    else if (c[0] == 0x10)
        *v = (int8_t)c[1];
    else if (c[0] == 0x11)
        *v = S2(c + 1);
    else
        return 0;
    return 1;
}

static void shift_word(Jit *j, int to, int from, int n, int right, int arith)
{
    if (n == 0)
        E(MR(to, from));
    else if (arith)
        E(SRAWI(to, from, n));
    else if (right)
        E(RLWINM(to, from, 32 - n, n, 31));
    else
        E(SLWI(to, from, n));
}

/* lshl, lshr, lushr by a constant amount (the instruction before pushed it) */
static void long_shift_const(Jit *j, int d, uint8_t op, int s)
{
    int hi = jit_ld(j, STK(j, d - 3)), lo = jit_ld(j, STK(j, d - 2));
    int h = jit_pick(j), l = jit_pick(j);
    if (op == 0x79) { /* lshl */
        if (s < 32) {
            int u = jit_pick(j);
            shift_word(j, h, hi, s, 0, 0);
            if (s) {
                shift_word(j, u, lo, 32 - s, 1, 0);
                E(OR(h, h, u));
            }
            shift_word(j, l, lo, s, 0, 0);
        } else {
            shift_word(j, h, lo, s - 32, 0, 0);
            E(LI(l, 0));
        }
    } else { /* lshr (arithmetic), lushr */
        int a = op == 0x7b;
        if (s < 32) {
            int u = jit_pick(j);
            shift_word(j, l, lo, s, 1, 0);
            if (s) {
                shift_word(j, u, hi, 32 - s, 0, 0);
                E(OR(l, l, u));
            }
            shift_word(j, h, hi, s, 1, a);
        } else {
            shift_word(j, l, hi, s - 32, 1, a);
            if (a)
                E(SRAWI(h, hi, 31));
            else
                E(LI(h, 0));
        }
    }
    E(STW(h, STK(j, d - 3), 30));
    E(STW(l, STK(j, d - 2), 30));
}

/* lshl, lushr without branches: slw/srw give 0 for amounts 32..63 (six bits), so for
 * s = amount & 63: lushr lo = lo >> s | hi << (32 - s) | hi >> (s - 32), hi = hi >> s
 * (at s = 32 two terms are both hi); lshl the mirror image */
int jit_long_shift(Jit *j, uint32_t bci, int d, uint8_t op)
{
    jint c;
    if (pushed_const(j, bci, &c)) {
        long_shift_const(j, d, op, c & 63);
        return 0;
    }
    if (op == 0x7b)
        return -1; /* lshr by a variable amount: jit_arith */
    E(LWZ(3, STK(j, d - 3), 30)); /* hi */
    E(LWZ(4, STK(j, d - 2), 30)); /* lo */
    E(LWZ(5, STK(j, d - 1), 30));
    E(RLWINM(5, 5, 0, 26, 31));   /* s & 63 */
    E(SUBFIC(6, 5, 32));          /* 32 - s */
    E(ADDI(7, 5, -32));           /* s - 32 */
    if (op == 0x7d) {
        E(SRW(8, 4, 5));
        E(SLW(9, 3, 6));
        E(OR(8, 8, 9));
        E(SRW(9, 3, 7));
        E(OR(4, 8, 9));
        E(SRW(3, 3, 5));
    } else {
        E(SLW(8, 3, 5));
        E(SRW(9, 4, 6));
        E(OR(8, 8, 9));
        E(SLW(9, 4, 7));
        E(OR(3, 8, 9));
        E(SLW(4, 4, 5));
    }
    E(STW(3, STK(j, d - 3), 30));
    E(STW(4, STK(j, d - 2), 30));
    return 0;
}

/* lcmp: the high words signed, then the low words unsigned; -1, 0 or 1 */
void jit_lcmp(Jit *j, int d)
{
    E(LWZ(3, STK(j, d - 4), 30));
    E(LWZ(4, STK(j, d - 3), 30));
    E(LWZ(5, STK(j, d - 2), 30));
    E(LWZ(6, STK(j, d - 1), 30));
    E(LI(0, 0));
    E(CMPW(3, 5));
    E(BC(BO_FALSE, CR_EQ) | 8); /* bne: decided by the high words */
    E(CMPLW(4, 6));
    E(BC(BO_TRUE, CR_EQ) | 16); /* equal: 0 */
    E(LI(0, 1));
    E(BC(BO_TRUE, CR_GT) | 8);
    E(LI(0, -1));
    E(STW(0, STK(j, d - 4), 30));
}

