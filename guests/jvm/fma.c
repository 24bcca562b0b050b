/* fma.c - Math.fma: a*b + c rounded once. GCC's builtins compile to the PowerPC fused
 * multiply-add instructions (fmadd for double, fmadds for float: the exact product plus the
 * addend, rounded once to the target precision), which is the JDK's definition (it computes
 * the exact result with BigDecimal). Math.fma handles NaN inputs and results in Java, so
 * NaN payloads never leak out of here. */
#include "natives.h"

static void n_fma_d(uint32_t *args, uint32_t *ret)
{
    put_double(ret, __builtin_fma(get_double(args), get_double(args + 2), get_double(args + 4)));
}

static void n_fma_f(uint32_t *args, uint32_t *ret)
{
    put_float(ret, __builtin_fmaf(get_float(args), get_float(args + 1), get_float(args + 2)));
}

const NativeEntry fma_natives[] = {
    {"java/lang/Math.fma0(DDD)D", n_fma_d},
    {"java/lang/Math.fma0(FFF)F", n_fma_f},
};
const size_t fma_natives_count = sizeof fma_natives / sizeof fma_natives[0];
