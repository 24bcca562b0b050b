import java.util.*;

public class Prog2Interp {
    static String brainfuck(String prog, String input) {
        byte[] tape = new byte[3000];
        int ptr = 0, ip = 0, inPos = 0;
        int[] jump = new int[prog.length()];
        Deque<Integer> st = new ArrayDeque<>();
        for (int i = 0; i < prog.length(); i++) {
            if (prog.charAt(i) == '[') st.push(i);
            else if (prog.charAt(i) == ']') { int j = st.pop(); jump[i] = j; jump[j] = i; }
        }
        StringBuilder out = new StringBuilder();
        long steps = 0;
        while (ip < prog.length()) {
            steps++;
            switch (prog.charAt(ip)) {
                case '>': ptr++; break;
                case '<': ptr--; break;
                case '+': tape[ptr]++; break;
                case '-': tape[ptr]--; break;
                case '.': out.append((char) (tape[ptr] & 0xff)); break;
                case ',': tape[ptr] = (byte) (inPos < input.length() ? input.charAt(inPos++) : 0); break;
                case '[': if (tape[ptr] == 0) ip = jump[ip]; break;
                case ']': if (tape[ptr] != 0) ip = jump[ip]; break;
                default: break;
            }
            ip++;
        }
        return out + " [" + steps + " steps]";
    }

    enum Op { PUSH, ADD, SUB, MUL, DIV, DUP, SWAP, JZ, JMP, PRINT, HALT, LOAD, STORE, LT }

    static final class Insn {
        final Op op; final int arg;
        Insn(Op op, int arg) { this.op = op; this.arg = arg; }
        @Override public String toString() { return op + (arg != 0 ? " " + arg : ""); }
    }

    static List<Insn> assemble(String src) {
        Map<String, Integer> labels = new HashMap<>();
        List<String[]> lines = new ArrayList<>();
        for (String raw : src.split("\n")) {
            String l = raw.replaceAll(";.*", "").trim();
            if (l.isEmpty()) continue;
            if (l.endsWith(":")) { labels.put(l.substring(0, l.length() - 1), lines.size()); continue; }
            lines.add(l.split("\\s+"));
        }
        List<Insn> prog = new ArrayList<>();
        for (String[] p : lines) {
            Op op = Op.valueOf(p[0].toUpperCase());
            int arg = 0;
            if (p.length > 1) arg = labels.containsKey(p[1]) ? labels.get(p[1]) : Integer.parseInt(p[1]);
            prog.add(new Insn(op, arg));
        }
        return prog;
    }

    static String run(List<Insn> prog) {
        int[] stack = new int[64];
        int sp = 0, pc = 0;
        int[] mem = new int[8];
        StringJoiner out = new StringJoiner(" ");
        int executed = 0;
        loop:
        while (true) {
            Insn in = prog.get(pc++);
            executed++;
            switch (in.op) {
                case PUSH: stack[sp++] = in.arg; break;
                case ADD: sp--; stack[sp - 1] += stack[sp]; break;
                case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
                case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
                case DIV: sp--; stack[sp - 1] /= stack[sp]; break;
                case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp] ? 1 : 0; break;
                case DUP: stack[sp] = stack[sp - 1]; sp++; break;
                case SWAP: { int t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
                case JZ: if (stack[--sp] == 0) pc = in.arg; break;
                case JMP: pc = in.arg; break;
                case LOAD: stack[sp++] = mem[in.arg]; break;
                case STORE: mem[in.arg] = stack[--sp]; break;
                case PRINT: out.add(Integer.toString(stack[--sp])); break;
                case HALT: break loop;
                default: throw new IllegalStateException("bad op " + in.op);
            }
        }
        return out + " (" + executed + " instructions)";
    }

    public static void main(String[] args) {
        String hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.";
        System.out.print(brainfuck(hello, ""));
        System.out.println();
        System.out.println(brainfuck(",[.,]", "echo this"));
        System.out.println(brainfuck(",>,<[->+<]>" + "++++++++++++++++++++++++++++++++++++++++++++++++".replace("+", "-") + ".", "34"));
        String fact = String.join("\n",
            "  push 1", "  store 0   ; acc", "  push 1", "  store 1   ; i",
            "top:", "  load 1", "  push 11", "  lt", "  jz end",
            "  load 0", "  load 1", "  mul", "  dup", "  print", "  store 0",
            "  load 1", "  push 1", "  add", "  store 1", "  jmp top",
            "end:", "  load 0", "  push 1000", "  div", "  print", "  halt");
        List<Insn> prog = assemble(fact);
        System.out.println(prog);
        System.out.println(run(prog));
        String fib = "push 0\nstore 0\npush 1\nstore 1\npush 0\nstore 2\nloop:\nload 2\npush 20\nlt\njz done\nload 0\nprint\nload 0\nload 1\ndup\nstore 0\nadd\nstore 1\nload 2\npush 1\nadd\nstore 2\njmp loop\ndone:\nhalt";
        System.out.println(run(assemble(fib)));
        try {
            assemble("bogus 1");
        } catch (IllegalArgumentException e) {
            System.out.println("assembler: " + e.getMessage());
        }
    }
}
