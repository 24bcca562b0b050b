package java.util;

import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** The primitive spliterators of Spliterators and Arrays: over primitive iterators and arrays. */
final class SpliteratorsPrimitive {
    private SpliteratorsPrimitive() {
    }

    /** A spliterator of ints over a PrimitiveIterator (never split). */
    static final class IntIteratorSpliterator implements Spliterator.OfInt {
        private final PrimitiveIterator.OfInt it;
        private long est;
        private final int characteristics;

        IntIteratorSpliterator(PrimitiveIterator.OfInt it, long size, int characteristics) {
            this.it = Objects.requireNonNull(it);
            this.est = size;
            this.characteristics = characteristics;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext()) {
                return false;
            }
            if (est > 0) {
                est--;
            }
            action.accept(it.nextInt());
            return true;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return est < 0 ? Long.MAX_VALUE : est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    static PrimitiveIterator.OfInt arrayIterator(final int[] array, final int from, final int to) {
        if (from < 0 || from > to || to > array.length) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        return new PrimitiveIterator.OfInt() {
            int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public int nextInt() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return array[i++];
            }
        };
    }

    static PrimitiveIterator.OfInt iterator(final Spliterator.OfInt spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfInt() {
            boolean ready;
            int next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new IntConsumer() {
                        public void accept(int t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public int nextInt() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }

    /** A spliterator of longs over a PrimitiveIterator (never split). */
    static final class LongIteratorSpliterator implements Spliterator.OfLong {
        private final PrimitiveIterator.OfLong it;
        private long est;
        private final int characteristics;

        LongIteratorSpliterator(PrimitiveIterator.OfLong it, long size, int characteristics) {
            this.it = Objects.requireNonNull(it);
            this.est = size;
            this.characteristics = characteristics;
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext()) {
                return false;
            }
            if (est > 0) {
                est--;
            }
            action.accept(it.nextLong());
            return true;
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            return est < 0 ? Long.MAX_VALUE : est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    static PrimitiveIterator.OfLong arrayIterator(final long[] array, final int from, final int to) {
        if (from < 0 || from > to || to > array.length) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        return new PrimitiveIterator.OfLong() {
            int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public long nextLong() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return array[i++];
            }
        };
    }

    static PrimitiveIterator.OfLong iterator(final Spliterator.OfLong spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfLong() {
            boolean ready;
            long next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new LongConsumer() {
                        public void accept(long t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public long nextLong() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }

    /** A spliterator of doubles over a PrimitiveIterator (never split). */
    static final class DoubleIteratorSpliterator implements Spliterator.OfDouble {
        private final PrimitiveIterator.OfDouble it;
        private long est;
        private final int characteristics;

        DoubleIteratorSpliterator(PrimitiveIterator.OfDouble it, long size, int characteristics) {
            this.it = Objects.requireNonNull(it);
            this.est = size;
            this.characteristics = characteristics;
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext()) {
                return false;
            }
            if (est > 0) {
                est--;
            }
            action.accept(it.nextDouble());
            return true;
        }

        public Spliterator.OfDouble trySplit() {
            return null;
        }

        public long estimateSize() {
            return est < 0 ? Long.MAX_VALUE : est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    static PrimitiveIterator.OfDouble arrayIterator(final double[] array, final int from, final int to) {
        if (from < 0 || from > to || to > array.length) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        return new PrimitiveIterator.OfDouble() {
            int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public double nextDouble() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return array[i++];
            }
        };
    }

    static PrimitiveIterator.OfDouble iterator(final Spliterator.OfDouble spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfDouble() {
            boolean ready;
            double next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new DoubleConsumer() {
                        public void accept(double t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public double nextDouble() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }
}
