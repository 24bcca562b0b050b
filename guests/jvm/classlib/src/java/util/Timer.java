package java.util;

/**
 * java.util.Timer as the JDK's: one background thread per timer ("Timer-N", numbered from
 * 0 over all timers; non-daemon unless asked) runs the tasks of a priority queue ordered by
 * next execution time in System.currentTimeMillis() time — under the VM the simulated
 * clock, the thread sleeping on the green-thread scheduler's timed wait. Fixed-delay tasks
 * are rescheduled from the time they ran, fixed-rate ones from when they were due. A task
 * that throws kills the thread and cancels the timer. The queue is a binary heap with the
 * JDK's sift order, so tasks due at the same time run in the JDK's order. Messages of the
 * IllegalArgumentException and IllegalStateException are the JDK's.
 */
public class Timer {
    private final TaskQueue queue = new TaskQueue();
    private final TimerThread thread = new TimerThread(queue);

    private static int nextSerialNumber;

    private static synchronized int serialNumber() {
        return nextSerialNumber++;
    }

    public Timer() {
        this("Timer-" + serialNumber());
    }

    public Timer(boolean isDaemon) {
        this("Timer-" + serialNumber(), isDaemon);
    }

    public Timer(String name) {
        this(name, false);
    }

    public Timer(String name, boolean isDaemon) {
        if (name == null) {
            throw new NullPointerException();
        }
        thread.setName(name);
        thread.setDaemon(isDaemon);
        thread.start();
    }

    public void schedule(TimerTask task, long delay) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        sched(task, System.currentTimeMillis() + delay, 0);
    }

    public void schedule(TimerTask task, Date time) {
        sched(task, time.getTime(), 0);
    }

    public void schedule(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, -period);
    }

    public void schedule(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, firstTime.getTime(), -period);
    }

    public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, period);
    }

    public void scheduleAtFixedRate(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, firstTime.getTime(), period);
    }

    private void sched(TimerTask task, long time, long period) {
        if (time < 0) {
            throw new IllegalArgumentException("Illegal execution time.");
        }
        if (Math.abs(period) > (Long.MAX_VALUE >> 1)) {
            period >>= 1;
        }
        synchronized (queue) {
            if (!thread.newTasksMayBeScheduled) {
                throw new IllegalStateException("Timer already cancelled.");
            }
            synchronized (task.lock) {
                if (task.state != TimerTask.VIRGIN) {
                    throw new IllegalStateException("Task already scheduled or cancelled");
                }
                task.nextExecutionTime = time;
                task.period = period;
                task.state = TimerTask.SCHEDULED;
            }
            queue.add(task);
            if (queue.getMin() == task) {
                queue.notify();
            }
        }
    }

    public void cancel() {
        synchronized (queue) {
            thread.newTasksMayBeScheduled = false;
            queue.clear();
            queue.notify();
        }
    }

    public int purge() {
        int result = 0;
        synchronized (queue) {
            for (int i = queue.size(); i > 0; i--) {
                if (queue.get(i).state == TimerTask.CANCELLED) {
                    queue.quickRemove(i);
                    result++;
                }
            }
            if (result != 0) {
                queue.heapify();
            }
        }
        return result;
    }

    /** The timer's thread: waits for the earliest task to fall due, runs it, repeats. */
    private static final class TimerThread extends Thread {
        /* false once the timer is cancelled or its thread died (guarded by the queue) */
        boolean newTasksMayBeScheduled = true;
        private final TaskQueue queue;

        TimerThread(TaskQueue queue) {
            this.queue = queue;
        }

        public void run() {
            try {
                mainLoop();
            } finally {
                synchronized (queue) {
                    newTasksMayBeScheduled = false;
                    queue.clear();
                }
            }
        }

        private void mainLoop() {
            while (true) {
                try {
                    TimerTask task;
                    boolean taskFired;
                    synchronized (queue) {
                        while (queue.isEmpty() && newTasksMayBeScheduled) {
                            queue.wait();
                        }
                        if (queue.isEmpty()) {
                            break;
                        }
                        long currentTime;
                        long executionTime;
                        task = queue.getMin();
                        synchronized (task.lock) {
                            if (task.state == TimerTask.CANCELLED) {
                                queue.removeMin();
                                continue;
                            }
                            currentTime = System.currentTimeMillis();
                            executionTime = task.nextExecutionTime;
                            taskFired = executionTime <= currentTime;
                            if (taskFired) {
                                if (task.period == 0) {
                                    queue.removeMin();
                                    task.state = TimerTask.EXECUTED;
                                } else {
                                    queue.rescheduleMin(task.period < 0 ? currentTime - task.period : executionTime + task.period);
                                }
                            }
                        }
                        if (!taskFired) {
                            queue.wait(executionTime - currentTime);
                        }
                    }
                    if (taskFired) {
                        task.run();
                    }
                } catch (InterruptedException e) {
                    // as the JDK: ignored
                }
            }
        }
    }

    /** A binary heap of tasks on nextExecutionTime, 1-based, with the JDK's fixUp/fixDown. */
    private static final class TaskQueue {
        private TimerTask[] heap = new TimerTask[128];
        private int size;

        int size() {
            return size;
        }

        void add(TimerTask task) {
            if (size + 1 == heap.length) {
                heap = Arrays.copyOf(heap, 2 * heap.length);
            }
            heap[++size] = task;
            fixUp(size);
        }

        TimerTask getMin() {
            return heap[1];
        }

        TimerTask get(int i) {
            return heap[i];
        }

        void removeMin() {
            heap[1] = heap[size];
            heap[size--] = null;
            fixDown(1);
        }

        void quickRemove(int i) {
            heap[i] = heap[size];
            heap[size--] = null;
        }

        void rescheduleMin(long newTime) {
            heap[1].nextExecutionTime = newTime;
            fixDown(1);
        }

        boolean isEmpty() {
            return size == 0;
        }

        void clear() {
            for (int i = 1; i <= size; i++) {
                heap[i] = null;
            }
            size = 0;
        }

        private void fixUp(int k) {
            while (k > 1) {
                int j = k >> 1;
                if (heap[j].nextExecutionTime <= heap[k].nextExecutionTime) {
                    break;
                }
                TimerTask tmp = heap[j];
                heap[j] = heap[k];
                heap[k] = tmp;
                k = j;
            }
        }

        private void fixDown(int k) {
            int j;
            while ((j = k << 1) <= size && j > 0) {
                if (j < size && heap[j].nextExecutionTime > heap[j + 1].nextExecutionTime) {
                    j++;
                }
                if (heap[k].nextExecutionTime <= heap[j].nextExecutionTime) {
                    break;
                }
                TimerTask tmp = heap[j];
                heap[j] = heap[k];
                heap[k] = tmp;
                k = j;
            }
        }

        void heapify() {
            for (int i = size / 2; i >= 1; i--) {
                fixDown(i);
            }
        }
    }
}
