package bench.javac;

import java.util.ArrayList;

/** Syntax tree of the Mini language. Types: 1 = int, 2 = bool. */
abstract class Node {
    int line;
}

abstract class Expr extends Node {
    /** Filled in by the type checker. */
    int type;
}

final class NumLit extends Expr {
    final int value;

    NumLit(int value) {
        this.value = value;
    }
}

final class BoolLit extends Expr {
    final boolean value;

    BoolLit(boolean value) {
        this.value = value;
    }
}

final class VarRef extends Expr {
    final String name;
    int slot;

    VarRef(String name) {
        this.name = name;
    }
}

final class Unary extends Expr {
    final String op;
    final Expr e;

    Unary(String op, Expr e) {
        this.op = op;
        this.e = e;
    }
}

final class Binary extends Expr {
    final String op;
    final Expr l;
    final Expr r;

    Binary(String op, Expr l, Expr r) {
        this.op = op;
        this.l = l;
        this.r = r;
    }
}

final class Call extends Expr {
    final String name;
    final ArrayList<Expr> args;
    Func target;

    Call(String name, ArrayList<Expr> args) {
        this.name = name;
        this.args = args;
    }
}

abstract class Stmt extends Node {
}

final class VarDecl extends Stmt {
    final String name;
    final int type;
    final Expr init;
    int slot;

    VarDecl(String name, int type, Expr init) {
        this.name = name;
        this.type = type;
        this.init = init;
    }
}

final class Assign extends Stmt {
    final String name;
    final Expr value;
    int slot;

    Assign(String name, Expr value) {
        this.name = name;
        this.value = value;
    }
}

final class If extends Stmt {
    final Expr cond;
    final ArrayList<Stmt> then;
    final ArrayList<Stmt> otherwise;

    If(Expr cond, ArrayList<Stmt> then, ArrayList<Stmt> otherwise) {
        this.cond = cond;
        this.then = then;
        this.otherwise = otherwise;
    }
}

final class While extends Stmt {
    final Expr cond;
    final ArrayList<Stmt> body;

    While(Expr cond, ArrayList<Stmt> body) {
        this.cond = cond;
        this.body = body;
    }
}

final class Return extends Stmt {
    final Expr value;

    Return(Expr value) {
        this.value = value;
    }
}

final class Func extends Node {
    final String name;
    final ArrayList<String> params = new ArrayList<String>();
    final ArrayList<Integer> paramTypes = new ArrayList<Integer>();
    int result;
    ArrayList<Stmt> body;
    int index;
    int nlocals;

    Func(String name) {
        this.name = name;
    }
}
