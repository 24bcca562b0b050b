package java.util.stream;

import java.util.ArrayList;

/**
 * What the four stream kinds share: the stage they wrap, the pipeline's close handlers and
 * parallel flag (kept in one {@link Head} for the whole pipeline), and the JDK's rule that a
 * stream is used once ("stream has already been operated upon or closed"). parallel() only
 * records the flag: every stream runs sequentially here, which gives the same results for
 * every well-behaved parallel program (ordered operations keep encounter order; findAny
 * and unordered collections give what the sequential stream gives).
 */
abstract class AbstractPipeline {
    final Pipe pipe;
    final Head head;
    boolean linked;

    AbstractPipeline(Pipe pipe, Head head) {
        this.pipe = pipe;
        this.head = head;
    }

    /** The pipeline's shared state. */
    static final class Head {
        boolean parallel;
        ArrayList<Runnable> onClose;
        boolean closed;

        void close() {
            if (closed) {
                return;
            }
            closed = true;
            if (onClose == null) {
                return;
            }
            Throwable first = null;
            for (int i = 0; i < onClose.size(); i++) {
                try {
                    onClose.get(i).run();
                } catch (Throwable t) {
                    if (first == null) {
                        first = t;
                    } else if (first != t) {
                        first.addSuppressed(t);
                    }
                }
            }
            onClose = null;
            if (first instanceof RuntimeException) {
                throw (RuntimeException) first;
            }
            if (first instanceof Error) {
                throw (Error) first;
            }
        }
    }

    /** Marks this stage used and returns its pipe (for the next stage or a terminal operation). */
    final Pipe take() {
        if (linked) {
            throw new IllegalStateException(Pipe.LINKED);
        }
        linked = true;
        return pipe;
    }

    final void addCloseHandler(Runnable r) {
        java.util.Objects.requireNonNull(r);
        if (linked) {
            throw new IllegalStateException(Pipe.LINKED);
        }
        if (head.onClose == null) {
            head.onClose = new ArrayList<Runnable>();
        }
        head.onClose.add(r);
    }

    public final boolean isParallel() {
        return head.parallel;
    }

    public final void close() {
        linked = true;
        head.close();
    }

    /** The head of a new pipeline over a source. */
    static Head newHead() {
        return new Head();
    }
}
