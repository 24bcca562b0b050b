package bench.javac;

import java.util.ArrayList;

/** Executes compiled code to validate the compiler (a bounded number of steps). */
final class Machine {
    private final int[] code;
    private final int[] entries;
    private final ArrayList<Func> fs;
    long steps;

    Machine(int[] code, int[] entries, ArrayList<Func> fs) {
        this.code = code;
        this.entries = entries;
        this.fs = fs;
    }

    int call(int f, int[] args) {
        int[] loc = new int[fs.get(f).nlocals];
        System.arraycopy(args, 0, loc, 0, args.length);
        int[] st = new int[32];
        int sp = 0;
        int pc = entries[f];
        while (true) {
            if (++steps > 50000000L) {
                throw new IllegalStateException("step limit");
            }
            int op = code[pc++];
            switch (op) {
                case Compiler.CONST: st[sp++] = code[pc++]; break;
                case Compiler.LOAD: st[sp++] = loc[code[pc++]]; break;
                case Compiler.STORE: loc[code[pc++]] = st[--sp]; break;
                case Compiler.ADD: sp--; st[sp - 1] += st[sp]; break;
                case Compiler.SUB: sp--; st[sp - 1] -= st[sp]; break;
                case Compiler.MUL: sp--; st[sp - 1] *= st[sp]; break;
                case Compiler.DIV: sp--; st[sp - 1] /= st[sp]; break;
                case Compiler.MOD: sp--; st[sp - 1] %= st[sp]; break;
                case Compiler.LT: sp--; st[sp - 1] = st[sp - 1] < st[sp] ? 1 : 0; break;
                case Compiler.LE: sp--; st[sp - 1] = st[sp - 1] <= st[sp] ? 1 : 0; break;
                case Compiler.GT: sp--; st[sp - 1] = st[sp - 1] > st[sp] ? 1 : 0; break;
                case Compiler.GE: sp--; st[sp - 1] = st[sp - 1] >= st[sp] ? 1 : 0; break;
                case Compiler.EQ: sp--; st[sp - 1] = st[sp - 1] == st[sp] ? 1 : 0; break;
                case Compiler.NE: sp--; st[sp - 1] = st[sp - 1] != st[sp] ? 1 : 0; break;
                case Compiler.NEG: st[sp - 1] = -st[sp - 1]; break;
                case Compiler.NOT: st[sp - 1] = st[sp - 1] == 0 ? 1 : 0; break;
                case Compiler.JMP: pc = code[pc]; break;
                case Compiler.JZ: pc = st[--sp] == 0 ? code[pc] : pc + 1; break;
                case Compiler.CALL: {
                    int g = code[pc++];
                    int n = fs.get(g).params.size();
                    int[] a = new int[n];
                    sp -= n;
                    System.arraycopy(st, sp, a, 0, n);
                    st[sp++] = call(g, a);
                    break;
                }
                case Compiler.RET: return st[--sp];
                default: throw new IllegalStateException("bad opcode " + op + " at " + (pc - 1));
            }
        }
    }
}
