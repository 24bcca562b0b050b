/* Interpreter-style benchmark guest: a small stack-based bytecode VM whose
 * dispatch loop is a C `switch` (compiled to a bounds check and a jump
 * table), running a bytecode program that sums a polynomial over a range,
 * counts Collatz steps and updates a memory array. Usage: interp [REPS]
 * (default 200). Work per repetition is identical (instruction count linear
 * in REPS). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum op {
    OP_PUSH, OP_LOAD, OP_STORE, OP_ADD, OP_SUB, OP_MUL, OP_AND, OP_SHR, OP_DUP, OP_DROP,
    OP_SWAP, OP_JMP, OP_JZ, OP_JNZ, OP_LT, OP_ALOAD, OP_ASTORE, OP_INC, OP_HALT,
};

/* Variables: 0 = i, 1 = acc, 2 = n (collatz), 3 = steps, 4 = limit. */
static int32_t code[256];
static int ncode;

static void e(int32_t word)
{
    code[ncode++] = word;
}

/* Assembles the bytecode program, resolving forward jumps with fix-ups:
 *   acc = 0; for (i = 0; i < limit; i++) {
 *       acc += i*i*3 + i;
 *       n = i + 1; 12 times: n = (n & 1) ? n*3+1 : n >> 1;
 *       mem[i & 63] += n;
 *   }
 *   return acc + n; */
static void assemble(void)
{
    e(OP_PUSH); e(0); e(OP_STORE); e(0);
    e(OP_PUSH); e(0); e(OP_STORE); e(1);
    int loop = ncode;
    e(OP_LOAD); e(0); e(OP_LOAD); e(4); e(OP_LT); e(OP_JZ);
    int fix_end = ncode;
    e(0);
    e(OP_LOAD); e(0); e(OP_DUP); e(OP_MUL); e(OP_PUSH); e(3); e(OP_MUL);
    e(OP_LOAD); e(0); e(OP_ADD); e(OP_LOAD); e(1); e(OP_ADD); e(OP_STORE); e(1);
    e(OP_LOAD); e(0); e(OP_INC); e(OP_STORE); e(2);
    e(OP_PUSH); e(12); e(OP_STORE); e(3);
    int collatz = ncode;
    e(OP_LOAD); e(2); e(OP_PUSH); e(1); e(OP_AND); e(OP_JZ);
    int fix_even = ncode;
    e(0);
    e(OP_LOAD); e(2); e(OP_PUSH); e(3); e(OP_MUL); e(OP_INC); e(OP_JMP);
    int fix_join = ncode;
    e(0);
    code[fix_even] = ncode;
    e(OP_LOAD); e(2); e(OP_PUSH); e(1); e(OP_SHR);
    code[fix_join] = ncode;
    e(OP_STORE); e(2);
    e(OP_LOAD); e(3); e(OP_PUSH); e(1); e(OP_SUB); e(OP_DUP); e(OP_STORE); e(3);
    e(OP_JNZ); e(collatz);
    e(OP_LOAD); e(0); e(OP_PUSH); e(63); e(OP_AND); e(OP_DUP); e(OP_ALOAD);
    e(OP_LOAD); e(2); e(OP_ADD); e(OP_SWAP); e(OP_ASTORE);
    e(OP_LOAD); e(0); e(OP_INC); e(OP_STORE); e(0);
    e(OP_JMP); e(loop);
    code[fix_end] = ncode;
    e(OP_HALT);
}

static int32_t mem[64];

static int64_t run(int32_t limit)
{
    int32_t vars[8] = { 0 };
    int32_t stack[64];
    int sp = 0;
    int pc = 0;
    vars[4] = limit;
    for (;;) {
        int32_t op = code[pc++];
        switch (op) {
        case OP_PUSH: stack[sp++] = code[pc++]; break;
        case OP_LOAD: stack[sp++] = vars[code[pc++]]; break;
        case OP_STORE: vars[code[pc++]] = stack[--sp]; break;
        case OP_ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case OP_SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case OP_MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case OP_AND: sp--; stack[sp - 1] &= stack[sp]; break;
        case OP_SHR: sp--; stack[sp - 1] = (int32_t)((uint32_t)stack[sp - 1] >> stack[sp]); break;
        case OP_DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case OP_DROP: sp--; break;
        case OP_SWAP: { int32_t t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
        case OP_JMP: pc = code[pc]; break;
        case OP_JZ: { int32_t target = code[pc++]; if (stack[--sp] == 0) pc = target; break; }
        case OP_JNZ: { int32_t target = code[pc++]; if (stack[--sp] != 0) pc = target; break; }
        case OP_LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
        case OP_ALOAD: stack[sp - 1] = mem[stack[sp - 1] & 63]; break;
        case OP_ASTORE: sp -= 2; mem[stack[sp + 1] & 63] = stack[sp]; break;
        case OP_INC: stack[sp - 1]++; break;
        case OP_HALT:
            if (sp != 0) {
                fprintf(stderr, "interp: stack depth %d at HALT\n", sp);
                exit(2);
            }
            return (int64_t)vars[1] + vars[2];
        default:
            fprintf(stderr, "bad opcode %d at %d\n", op, pc - 1);
            exit(2);
        }
    }
}

int main(int argc, char **argv)
{
    long reps = argc > 1 ? strtol(argv[1], NULL, 10) : 200;
    assemble();
    uint32_t check = 0;
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < 64; i++)
            mem[i] = i;
        check = check * 33 + (uint32_t)run(2000);
        for (int i = 0; i < 64; i++)
            check += (uint32_t)mem[i];
    }
    printf("interp reps=%ld checksum=%08x\n", reps, check);
    return 0;
}
