package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.function.Supplier;

/**
 * One stage of a stream pipeline, pulled element by element: {@link #next} advances to the
 * next element and leaves it in {@link #v} (primitive streams carry boxed values). Streams
 * here always run sequentially: each element passes through every stage before the next
 * one is pulled, and {@code sorted} buffers, so side effects (peek, map functions) happen in
 * the order the JDK gives a sequential stream, and short-circuiting terminal operations stop
 * pulling as the JDK's do. {@link #size} is the element count when known without running the
 * pipeline (the JDK's SIZED flag), which {@code count()} uses as the JDK does.
 */
abstract class Pipe {
    Object v;

    abstract boolean next();

    long size() {
        return -1;
    }

    /** A function from one element to another (adapts the typed functional interfaces). */
    interface Fn {
        Object apply(Object o);
    }

    /** A predicate on an element. */
    interface Test {
        boolean test(Object o);
    }

    static final String LINKED = "stream has already been operated upon or closed";

    // ---------------------------------------------------------------- sources

    static Pipe empty() {
        return new Pipe() {
            boolean next() {
                return false;
            }

            long size() {
                return 0;
            }
        };
    }

    static Pipe ofArray(final Object[] a, final int from, final int to) {
        checkRange(a.length, from, to);
        return new Pipe() {
            int i = from;

            boolean next() {
                if (i >= to) {
                    return false;
                }
                v = a[i++];
                return true;
            }

            long size() {
                return to - i;
            }
        };
    }

    static void checkRange(int length, int from, int to) {
        if (from > to) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        if (from < 0) {
            throw new ArrayIndexOutOfBoundsException(from);
        }
        if (to > length) {
            throw new ArrayIndexOutOfBoundsException(to);
        }
    }

    static Pipe ofIterator(final Iterator<?> it) {
        return new Pipe() {
            boolean next() {
                if (!it.hasNext()) {
                    return false;
                }
                v = it.next();
                return true;
            }
        };
    }

    static Pipe ofSpliterator(final Spliterator<?> s) {
        return new Pipe() {
            final java.util.function.Consumer<Object> sink = new java.util.function.Consumer<Object>() {
                public void accept(Object o) {
                    v = o;
                }
            };

            boolean next() {
                return s.tryAdvance(sink);
            }

            long size() {
                return s.getExactSizeIfKnown();
            }
        };
    }

    /** int (isInt) or long values from..to-1. */
    static Pipe range(final long from, final long to, final boolean isInt) {
        return new Pipe() {
            long i = from;

            boolean next() {
                if (i >= to) {
                    return false;
                }
                v = isInt ? (Object) Integer.valueOf((int) i) : (Object) Long.valueOf(i);
                i++;
                return true;
            }

            long size() {
                return to - i;
            }
        };
    }

    /** seed, f(seed), ... while hasNext (null: forever). f is applied only when needed. */
    static Pipe iterate(final Object seed, final Test hasNext, final Fn f) {
        return new Pipe() {
            boolean started;
            boolean done;

            boolean next() {
                if (done) {
                    return false;
                }
                Object t;
                if (started) {
                    t = f.apply(v);
                } else {
                    t = seed;
                    started = true;
                }
                if (hasNext != null && !hasNext.test(t)) {
                    done = true;
                    v = null;
                    return false;
                }
                v = t;
                return true;
            }
        };
    }

    static Pipe generate(final Supplier<?> s) {
        return new Pipe() {
            boolean next() {
                v = s.get();
                return true;
            }
        };
    }

    static Pipe concat(final Pipe a, final Pipe b) {
        return new Pipe() {
            boolean second;

            boolean next() {
                if (!second) {
                    if (a.next()) {
                        v = a.v;
                        return true;
                    }
                    second = true;
                }
                if (b.next()) {
                    v = b.v;
                    return true;
                }
                return false;
            }

            long size() {
                long x = second ? 0 : a.size();
                long y = b.size();
                return x < 0 || y < 0 || x + y < 0 ? -1 : x + y;
            }
        };
    }

    // ---------------------------------------------------------------- intermediate stages

    static Pipe map(final Pipe up, final Fn f) {
        return new Pipe() {
            boolean next() {
                if (!up.next()) {
                    return false;
                }
                v = f.apply(up.v);
                return true;
            }

            long size() {
                return up.size();
            }
        };
    }

    /** peek: f is called for its effect; the element passes unchanged. */
    static Pipe peek(final Pipe up, final Fn f) {
        return new Pipe() {
            boolean next() {
                if (!up.next()) {
                    return false;
                }
                v = up.v;
                f.apply(v);
                return true;
            }

            long size() {
                return up.size();
            }
        };
    }

    static Pipe filter(final Pipe up, final Test t) {
        return new Pipe() {
            boolean next() {
                while (up.next()) {
                    if (t.test(up.v)) {
                        v = up.v;
                        return true;
                    }
                }
                return false;
            }
        };
    }

    /** f maps an element to a stream (or null: nothing); each inner stream is closed after use. */
    static Pipe flatMap(final Pipe up, final Fn f) {
        return new Pipe() {
            Pipe inner;
            java.util.stream.BaseStream<?, ?> stream;

            boolean next() {
                while (true) {
                    if (inner != null) {
                        if (inner.next()) {
                            v = inner.v;
                            return true;
                        }
                        inner = null;
                        stream.close();
                        stream = null;
                    }
                    if (!up.next()) {
                        return false;
                    }
                    Object s = f.apply(up.v);
                    if (s != null) {
                        stream = (java.util.stream.BaseStream<?, ?>) s;
                        inner = ((AbstractPipeline) s).take();
                    }
                }
            }
        };
    }

    /** mapMulti: f pushes any number of elements into the buffer it is given. */
    static Pipe buffered(final Pipe up, final MultiFn f) {
        return new Pipe() {
            final ArrayList<Object> buf = new ArrayList<Object>();
            int i;

            boolean next() {
                while (i >= buf.size()) {
                    buf.clear();
                    i = 0;
                    if (!up.next()) {
                        return false;
                    }
                    f.apply(up.v, buf);
                }
                v = buf.get(i++);
                return true;
            }
        };
    }

    interface MultiFn {
        void apply(Object o, ArrayList<Object> out);
    }

    static Pipe distinct(final Pipe up) {
        return new Pipe() {
            final HashSet<Object> seen = new HashSet<Object>();

            boolean next() {
                while (up.next()) {
                    if (seen.add(up.v)) {
                        v = up.v;
                        return true;
                    }
                }
                return false;
            }
        };
    }

    /** A stable sort of everything upstream, at the first pull; c null: natural order. */
    static Pipe sorted(final Pipe up, final Comparator<Object> c) {
        return new Pipe() {
            Object[] all;
            int i;

            @SuppressWarnings("unchecked")
            boolean next() {
                if (all == null) {
                    all = drain(up);
                    if (c == null) {
                        Arrays.sort(all);
                    } else {
                        Arrays.sort(all, c);
                    }
                }
                if (i >= all.length) {
                    return false;
                }
                v = all[i++];
                return true;
            }

            long size() {
                return all == null ? up.size() : all.length - i;
            }
        };
    }

    static Pipe limit(final Pipe up, final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        return new Pipe() {
            long taken;

            boolean next() {
                if (taken >= n || !up.next()) {
                    return false;
                }
                taken++;
                v = up.v;
                return true;
            }

            long size() {
                long s = up.size();
                return s < 0 ? -1 : Math.min(s, n - taken);
            }
        };
    }

    static Pipe skip(final Pipe up, final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        return new Pipe() {
            boolean skipped;

            boolean next() {
                if (!skipped) {
                    skipped = true;
                    for (long k = 0; k < n; k++) {
                        if (!up.next()) {
                            return false;
                        }
                    }
                }
                if (!up.next()) {
                    return false;
                }
                v = up.v;
                return true;
            }

            long size() {
                long s = up.size();
                return s < 0 ? -1 : skipped ? s : Math.max(0, s - n);
            }
        };
    }

    static Pipe takeWhile(final Pipe up, final Test t) {
        return new Pipe() {
            boolean done;

            boolean next() {
                if (done || !up.next()) {
                    return false;
                }
                if (!t.test(up.v)) {
                    done = true;
                    return false;
                }
                v = up.v;
                return true;
            }
        };
    }

    static Pipe dropWhile(final Pipe up, final Test t) {
        return new Pipe() {
            boolean dropping = true;

            boolean next() {
                while (up.next()) {
                    if (dropping && t.test(up.v)) {
                        continue;
                    }
                    dropping = false;
                    v = up.v;
                    return true;
                }
                return false;
            }
        };
    }

    // ---------------------------------------------------------------- terminal helpers

    static Object[] drain(Pipe p) {
        long s = p.size();
        ArrayList<Object> list = new ArrayList<Object>(s >= 0 && s < 1 << 20 ? (int) s : 10);
        while (p.next()) {
            list.add(p.v);
        }
        return list.toArray();
    }

    /** count(): the known size without running the pipeline, as the JDK does. */
    static long count(Pipe p) {
        long s = p.size();
        if (s >= 0) {
            return s;
        }
        long n = 0;
        while (p.next()) {
            n++;
        }
        return n;
    }

    /** anyMatch (kind 0), allMatch (1), noneMatch (2). */
    static boolean match(Pipe p, Test t, int kind) {
        while (p.next()) {
            boolean r = t.test(p.v);
            if (kind == 0 && r) {
                return true;
            }
            if (kind == 1 && !r) {
                return false;
            }
            if (kind == 2 && r) {
                return false;
            }
        }
        return kind != 0;
    }

    static Iterator<Object> iterator(final Pipe p) {
        return new Iterator<Object>() {
            boolean ready;
            boolean more;

            public boolean hasNext() {
                if (!ready) {
                    more = p.next();
                    ready = true;
                }
                return more;
            }

            public Object next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                ready = false;
                return p.v;
            }
        };
    }
}
