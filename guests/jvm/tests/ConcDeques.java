import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;

/** LinkedBlockingDeque, ConcurrentLinkedDeque and LinkedTransferQueue, with threads. */
public class ConcDeques {
    public static void main(String[] args) throws Exception {
        blockingDeque();
        workStealing();
        linkedDeque();
        transferQueue();
        System.out.println("done");
    }

    static void blockingDeque() throws Exception {
        BlockingDeque<String> d = new LinkedBlockingDeque<>(3);
        System.out.println("offer " + d.offerFirst("b") + d.offerLast("c") + d.offerFirst("a") + d.offerLast("x") + " " + d
                + " remaining " + d.remainingCapacity());
        try {
            d.addFirst("y");
        } catch (IllegalStateException e) {
            System.out.println("full: " + e.getMessage());
        }
        System.out.println("peek " + d.peekFirst() + d.peekLast() + " poll " + d.pollLast() + " timed offer "
                + d.offerFirst("z", 10, TimeUnit.MILLISECONDS) + " " + d + " timed full " + d.offer("w", 5, TimeUnit.MILLISECONDS));
        Thread taker = new Thread(() -> {
            try {
                Thread.sleep(30);
                System.out.println("taker takeLast " + d.takeLast() + " takeFirst " + d.takeFirst());
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        taker.start();
        d.putFirst("first"); /* waits for the taker */
        taker.join();
        System.out.println("after put " + d);
        List<String> all = new ArrayList<>();
        for (Iterator<String> it = d.descendingIterator(); it.hasNext();) {
            all.add(it.next());
        }
        System.out.println("descending " + all + " removeLastOccurrence " + d.removeLastOccurrence("a") + " drain " + d.drainTo(all)
                + " " + all + " empty " + d.isEmpty() + " timed poll " + d.pollFirst(5, TimeUnit.MILLISECONDS));
        LinkedBlockingDeque<Integer> stack = new LinkedBlockingDeque<>();
        for (int i = 0; i < 5; i++) {
            stack.push(i);
        }
        System.out.println("stack " + stack + " pop " + stack.pop() + " element " + stack.element() + " remove " + stack.remove()
                + " take " + stack.take() + " contains 0 " + stack.contains(0));
    }

    /** Workers take from the front of their own deque and steal from the back of others'. */
    static void workStealing() throws Exception {
        int n = 3;
        List<LinkedBlockingDeque<Integer>> deques = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            deques.add(new LinkedBlockingDeque<>());
        }
        for (int job = 1; job <= 60; job++) {
            deques.get(job % 2).putLast(job); /* deque 2 starts empty */
        }
        long[] sums = new long[n];
        int[] counts = new int[n];
        Thread[] workers = new Thread[n];
        for (int w = 0; w < n; w++) {
            int me = w;
            workers[w] = new Thread(() -> {
                for (;;) {
                    Integer job = deques.get(me).pollFirst();
                    for (int k = 1; job == null && k < n; k++) {
                        job = deques.get((me + k) % n).pollLast();
                    }
                    if (job == null) {
                        return;
                    }
                    sums[me] += job;
                    counts[me]++;
                }
            });
            workers[w].start();
        }
        long total = 0;
        int jobs = 0;
        for (int w = 0; w < n; w++) {
            workers[w].join();
            total += sums[w];
            jobs += counts[w];
        }
        System.out.println("work stealing: jobs " + jobs + " sum " + total);
    }

    static void linkedDeque() throws Exception {
        ConcurrentLinkedDeque<String> d = new ConcurrentLinkedDeque<>();
        d.push("b");
        d.push("a");
        d.addLast("c");
        d.offerLast("a");
        System.out.println("cld " + d + " size " + d.size() + " getFirst " + d.getFirst() + " getLast " + d.getLast()
                + " removeLastOccurrence " + d.removeLastOccurrence("a") + " " + d);
        try {
            d.add(null);
        } catch (NullPointerException e) {
            System.out.println("null refused");
        }
        ConcurrentLinkedDeque<Integer> shared = new ConcurrentLinkedDeque<>();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 1000; i++) {
                    if (id % 2 == 0) {
                        shared.offerFirst(i);
                    } else {
                        shared.offerLast(i);
                    }
                    if (i % 3 == 0) {
                        shared.pollLast();
                    }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("cld threads size " + shared.size());
        try {
            new ConcurrentLinkedDeque<String>().removeFirst();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("removeFirst of empty: NoSuchElementException");
        }
    }

    static void transferQueue() throws Exception {
        TransferQueue<String> q = new LinkedTransferQueue<>();
        System.out.println("tryTransfer without consumer " + q.tryTransfer("nobody") + " size " + q.size()
                + " waiting " + q.hasWaitingConsumer());
        List<String> got = new ArrayList<>();
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 4; i++) {
                    String s = q.take();
                    synchronized (got) {
                        got.add(s);
                    }
                }
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        consumer.start();
        while (!q.hasWaitingConsumer()) {
            Thread.sleep(1);
        }
        System.out.println("waiting consumers " + q.getWaitingConsumerCount() + " tryTransfer " + q.tryTransfer("handoff"));
        q.transfer("transferred"); /* returns once the consumer has it */
        System.out.println("transfer returned");
        q.put("put1");
        System.out.println("timed tryTransfer " + q.tryTransfer("timed", 2, TimeUnit.SECONDS));
        consumer.join();
        System.out.println("consumer got " + got + " timed out transfer " + q.tryTransfer("late", 10, TimeUnit.MILLISECONDS)
                + " left " + q.size() + " poll " + q.poll(5, TimeUnit.MILLISECONDS));
        q.offer("x");
        q.add("y");
        System.out.println("queue " + q + " peek " + q.peek() + " contains y " + q.contains("y") + " remove x " + q.remove("x") + " " + q);
    }
}
