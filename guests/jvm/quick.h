/* quick.h - internal opcodes that interp.c rewrites resolved instructions into.
 * They live in the range the JVM specification leaves unused (0xcb..0xfd).
 * Instance field forms carry the field's byte offset as their u2 operand; the others
 * keep the constant pool index, whose entry then holds the resolved Field or Method. */
#ifndef QUICK_H
#define QUICK_H
enum {
    Q_GETFIELD_W = 0xcb, Q_GETFIELD_L, Q_GETFIELD_B, Q_GETFIELD_C, Q_GETFIELD_S,
    Q_PUTFIELD_W, Q_PUTFIELD_L, Q_PUTFIELD_B, Q_PUTFIELD_C, Q_PUTFIELD_A,
    Q_GETSTATIC_W, Q_GETSTATIC_L, Q_GETSTATIC_B, Q_GETSTATIC_C, Q_GETSTATIC_S,
    Q_PUTSTATIC_W, Q_PUTSTATIC_L, Q_PUTSTATIC_B, Q_PUTSTATIC_C, Q_PUTSTATIC_A,
    Q_INVOKEVIRTUAL, Q_INVOKESPECIAL, Q_INVOKESTATIC, Q_INVOKEINTERFACE, Q_NEW,
    Q_INVOKEDYNAMIC, /* bytes 3-4: index into indy_sites (indy.c) */
    Q_SYNC_RETURN,   /* a return of a synchronized method: unlock, then the original return */
    Q_LAST
};

struct Frame;
/* slowpath.c: resolve the instruction at pc and rewrite it into its quick form.
 * Return 1 when rewritten (dispatch again), -1 with an exception pending. */
int quicken_field(struct Frame *f, uint8_t *pc);
int quicken_new(struct Frame *f, uint8_t *pc);
/* invokes: 1 rewritten; 0 call *out now (a slow, unquickened case); -1 exception */
int quicken_invoke(struct Frame *f, uint8_t *pc, uint32_t *sp, struct Method **out);
struct Method *interface_target(struct Class *c, struct Method *im);
int invoke_native(struct Method *m, uint32_t *args, uint32_t *ret);
Array *multianewarray(Class *c, int dims, uint32_t *counts);
int interp_run(struct Frame *f, uint32_t *ret);
/* indy.c: link the invokedynamic at pc (1 rewritten into Q_INVOKEDYNAMIC, -1 exception) */
int indy_link(struct Frame *f, uint8_t *pc);
extern struct Method **indy_sites;
#endif
