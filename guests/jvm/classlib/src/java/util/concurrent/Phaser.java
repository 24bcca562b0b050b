package java.util.concurrent;

/**
 * A reusable barrier with a changing number of parties (basic form: no tiering, no parent
 * phasers). Phase numbers, registration, arrival and onAdvance follow the JDK; state is
 * guarded by the phaser's monitor and waiters wait on it. A phaser whose onAdvance returns
 * true terminates: its phase becomes negative.
 */
public class Phaser {
    private int phase;
    private int parties;
    private int unarrived;
    private boolean terminated;

    public Phaser() {
        this(0);
    }

    public Phaser(int parties) {
        if (parties < 0 || parties > 65535) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        this.parties = parties;
        this.unarrived = parties;
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        this(parties);
        if (parent != null) {
            throw new UnsupportedOperationException("tiered Phasers (a parent) are not supported by this VM");
        }
    }

    private int reportedPhase() {
        return terminated ? phase | Integer.MIN_VALUE : phase;
    }

    public synchronized int register() {
        return bulkRegister(1);
    }

    public synchronized int bulkRegister(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (terminated) {
            return reportedPhase();
        }
        if (parties + n > 65535) {
            throw new IllegalStateException("Attempt to register more than 65535 parties for " + this);
        }
        parties += n;
        unarrived += n;
        return phase;
    }

    private int doArrive(boolean deregister) {
        if (terminated) {
            return reportedPhase();
        }
        if (unarrived <= 0) {
            throw new IllegalStateException("Attempted arrival of unregistered party for " + this);
        }
        int p = phase;
        unarrived--;
        if (deregister) {
            parties--;
        }
        if (unarrived == 0) {
            if (onAdvance(p, parties)) {
                terminated = true;
            }
            phase = (phase + 1) & Integer.MAX_VALUE;
            unarrived = parties;
            notifyAll();
        }
        return p;
    }

    public synchronized int arrive() {
        return doArrive(false);
    }

    public synchronized int arriveAndDeregister() {
        return doArrive(true);
    }

    public synchronized int arriveAndAwaitAdvance() {
        int p = doArrive(false);
        if (p < 0) {
            return p;
        }
        return awaitAdvance(p);
    }

    public synchronized int awaitAdvance(int p) {
        if (p < 0) {
            return p;
        }
        boolean interrupted = false;
        while (phase == p && !terminated) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return reportedPhase();
    }

    public synchronized int awaitAdvanceInterruptibly(int p) throws InterruptedException {
        if (p < 0) {
            return p;
        }
        while (phase == p && !terminated) {
            wait();
        }
        return reportedPhase();
    }

    public synchronized int awaitAdvanceInterruptibly(int p, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        if (p < 0) {
            return p;
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (phase == p && !terminated) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new TimeoutException();
            }
            wait(left / 1000000L, (int) (left % 1000000L));
        }
        return reportedPhase();
    }

    public synchronized void forceTermination() {
        if (!terminated) {
            terminated = true;
            notifyAll();
        }
    }

    public final synchronized int getPhase() {
        return reportedPhase();
    }

    public synchronized int getRegisteredParties() {
        return parties;
    }

    public synchronized int getArrivedParties() {
        return parties - unarrived;
    }

    public synchronized int getUnarrivedParties() {
        return unarrived;
    }

    public Phaser getParent() {
        return null;
    }

    public Phaser getRoot() {
        return this;
    }

    public synchronized boolean isTerminated() {
        return terminated;
    }

    /** Called by the last party to arrive in a phase; true terminates the phaser. */
    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public synchronized String toString() {
        return super.toString() + "[phase = " + reportedPhase() + " parties = " + parties + " arrived = "
                + (parties - unarrived) + "]";
    }
}
