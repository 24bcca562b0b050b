package bench.javac;

import java.util.ArrayList;
import java.util.HashMap;

/**
 * Type checker (scoped symbol tables, int/bool rules, call arity and argument types,
 * locals resolved to slots) and code generator to a stack machine with backpatched jumps.
 */
final class Compiler {
    static final int CONST = 1;
    static final int LOAD = 2;
    static final int STORE = 3;
    static final int ADD = 4;
    static final int SUB = 5;
    static final int MUL = 6;
    static final int DIV = 7;
    static final int MOD = 8;
    static final int LT = 9;
    static final int LE = 10;
    static final int EQ = 11;
    static final int NE = 12;
    static final int NEG = 13;
    static final int NOT = 14;
    static final int JMP = 15;
    static final int JZ = 16;
    static final int CALL = 17;
    static final int RET = 18;
    static final int GT = 19;
    static final int GE = 20;

    private final HashMap<String, Func> funcs = new HashMap<String, Func>();
    private ArrayList<HashMap<String, int[]>> scopes;
    private int nextSlot;
    private Func current;
    private int[] code = new int[256];
    private int len;

    /** Checks and compiles; returns the code, with each function's entry in entries. */
    int[] compile(ArrayList<Func> fs, int[] entries) {
        for (int i = 0; i < fs.size(); i++) {
            Func f = fs.get(i);
            f.index = i;
            if (funcs.put(f.name, f) != null) {
                throw new IllegalArgumentException("line " + f.line + ": duplicate function " + f.name);
            }
        }
        for (int i = 0; i < fs.size(); i++) {
            check(fs.get(i));
        }
        for (int i = 0; i < fs.size(); i++) {
            entries[i] = len;
            Func f = fs.get(i);
            emit(f.body);
            emit(CONST, 0);
            emit(RET, f.nlocals);
        }
        int[] out = new int[len];
        System.arraycopy(code, 0, out, 0, len);
        return out;
    }

    private void check(Func f) {
        current = f;
        scopes = new ArrayList<HashMap<String, int[]>>();
        scopes.add(new HashMap<String, int[]>());
        nextSlot = 0;
        for (int i = 0; i < f.params.size(); i++) {
            declare(f.params.get(i), f.paramTypes.get(i).intValue(), f.line);
        }
        block(f.body);
        f.nlocals = nextSlot;
    }

    private int declare(String name, int type, int line) {
        HashMap<String, int[]> top = scopes.get(scopes.size() - 1);
        if (top.containsKey(name)) {
            throw new IllegalArgumentException("line " + line + ": " + name + " declared twice");
        }
        int slot = nextSlot++;
        top.put(name, new int[] {slot, type});
        return slot;
    }

    private int[] lookup(String name, int line) {
        for (int i = scopes.size() - 1; i >= 0; i--) {
            int[] v = scopes.get(i).get(name);
            if (v != null) {
                return v;
            }
        }
        throw new IllegalArgumentException("line " + line + ": undeclared " + name);
    }

    private void block(ArrayList<Stmt> b) {
        scopes.add(new HashMap<String, int[]>());
        for (int i = 0; i < b.size(); i++) {
            stmt(b.get(i));
        }
        scopes.remove(scopes.size() - 1);
    }

    private void stmt(Stmt s) {
        if (s instanceof VarDecl) {
            VarDecl d = (VarDecl) s;
            want(d.init, d.type);
            d.slot = declare(d.name, d.type, d.line);
        } else if (s instanceof Assign) {
            Assign a = (Assign) s;
            int[] v = lookup(a.name, a.line);
            want(a.value, v[1]);
            a.slot = v[0];
        } else if (s instanceof If) {
            If i = (If) s;
            want(i.cond, 2);
            block(i.then);
            block(i.otherwise);
        } else if (s instanceof While) {
            While w = (While) s;
            want(w.cond, 2);
            block(w.body);
        } else {
            want(((Return) s).value, current.result);
        }
    }

    private void want(Expr e, int type) {
        if (expr(e) != type) {
            throw new IllegalArgumentException("line " + e.line + ": type mismatch");
        }
    }

    private int expr(Expr e) {
        int t;
        if (e instanceof NumLit) {
            t = 1;
        } else if (e instanceof BoolLit) {
            t = 2;
        } else if (e instanceof VarRef) {
            VarRef v = (VarRef) e;
            int[] s = lookup(v.name, v.line);
            v.slot = s[0];
            t = s[1];
        } else if (e instanceof Unary) {
            Unary u = (Unary) e;
            t = u.op.equals("-") ? 1 : 2;
            want(u.e, t);
        } else if (e instanceof Binary) {
            Binary b = (Binary) e;
            String op = b.op;
            if (op.equals("&&") || op.equals("||")) {
                want(b.l, 2);
                want(b.r, 2);
                t = 2;
            } else if (op.equals("==") || op.equals("!=")) {
                int lt = expr(b.l);
                want(b.r, lt);
                t = 2;
            } else {
                want(b.l, 1);
                want(b.r, 1);
                t = op.equals("<") || op.equals("<=") || op.equals(">") || op.equals(">=") ? 2 : 1;
            }
        } else {
            Call c = (Call) e;
            Func f = funcs.get(c.name);
            if (f == null || f.params.size() != c.args.size()) {
                throw new IllegalArgumentException("line " + c.line + ": bad call of " + c.name);
            }
            for (int i = 0; i < c.args.size(); i++) {
                want(c.args.get(i), f.paramTypes.get(i).intValue());
            }
            c.target = f;
            t = f.result;
        }
        e.type = t;
        return t;
    }

    private void emit(int op) {
        if (len == code.length) {
            int[] n = new int[len * 2];
            System.arraycopy(code, 0, n, 0, len);
            code = n;
        }
        code[len++] = op;
    }

    private void emit(int op, int arg) {
        emit(op);
        emit(arg);
    }

    private void emit(ArrayList<Stmt> b) {
        for (int i = 0; i < b.size(); i++) {
            gen(b.get(i));
        }
    }

    private void gen(Stmt s) {
        if (s instanceof VarDecl) {
            gen(((VarDecl) s).init);
            emit(STORE, ((VarDecl) s).slot);
        } else if (s instanceof Assign) {
            gen(((Assign) s).value);
            emit(STORE, ((Assign) s).slot);
        } else if (s instanceof If) {
            If i = (If) s;
            gen(i.cond);
            emit(JZ, 0);
            int jz = len - 1;
            emit(i.then);
            emit(JMP, 0);
            int jmp = len - 1;
            code[jz] = len;
            emit(i.otherwise);
            code[jmp] = len;
        } else if (s instanceof While) {
            While w = (While) s;
            int top = len;
            gen(w.cond);
            emit(JZ, 0);
            int jz = len - 1;
            emit(w.body);
            emit(JMP, top);
            code[jz] = len;
        } else {
            gen(((Return) s).value);
            emit(RET, current == null ? 0 : 0);
        }
    }

    private void gen(Expr e) {
        if (e instanceof NumLit) {
            emit(CONST, ((NumLit) e).value);
        } else if (e instanceof BoolLit) {
            emit(CONST, ((BoolLit) e).value ? 1 : 0);
        } else if (e instanceof VarRef) {
            emit(LOAD, ((VarRef) e).slot);
        } else if (e instanceof Unary) {
            Unary u = (Unary) e;
            gen(u.e);
            emit(u.op.equals("-") ? NEG : NOT);
        } else if (e instanceof Binary) {
            Binary b = (Binary) e;
            if (b.op.equals("&&") || b.op.equals("||")) {
                boolean and = b.op.equals("&&");
                gen(b.l);
                if (!and) {
                    emit(NOT);
                }
                emit(JZ, 0);
                int jz = len - 1;
                gen(b.r);
                emit(JMP, 0);
                int jmp = len - 1;
                code[jz] = len;
                emit(CONST, and ? 0 : 1);
                code[jmp] = len;
                return;
            }
            gen(b.l);
            gen(b.r);
            String op = b.op;
            emit(op.equals("+") ? ADD : op.equals("-") ? SUB : op.equals("*") ? MUL : op.equals("/") ? DIV
                    : op.equals("%") ? MOD : op.equals("<") ? LT : op.equals("<=") ? LE : op.equals(">") ? GT
                    : op.equals(">=") ? GE : op.equals("==") ? EQ : NE);
        } else {
            Call c = (Call) e;
            for (int i = 0; i < c.args.size(); i++) {
                gen(c.args.get(i));
            }
            emit(CALL, c.target.index);
        }
    }
}
