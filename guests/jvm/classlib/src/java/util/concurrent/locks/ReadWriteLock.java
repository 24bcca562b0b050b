package java.util.concurrent.locks;

/** A pair of locks: shared for reading, exclusive for writing. */
public interface ReadWriteLock {
    Lock readLock();

    Lock writeLock();
}
