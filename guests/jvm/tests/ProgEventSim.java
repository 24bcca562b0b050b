import java.util.*;

public class ProgEventSim {
    static final class Event implements Comparable<Event> {
        final double time;
        final int kind;
        final int customer;
        final long seq;
        static long counter;
        Event(double time, int kind, int customer) { this.time = time; this.kind = kind; this.customer = customer; this.seq = counter++; }
        public int compareTo(Event o) {
            int c = Double.compare(time, o.time);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    static double exp(Random r, double mean) { return -mean * Math.log(1 - r.nextDouble()); }

    public static void main(String[] args) {
        Random rnd = new Random(12345);
        PriorityQueue<Event> pq = new PriorityQueue<Event>();
        ArrayDeque<Integer> queue = new ArrayDeque<Integer>();
        Map<Integer, Double> arrivals = new HashMap<Integer, Double>();
        int servers = 2, busy = 0, served = 0, maxQueue = 0;
        double totalWait = 0, maxWait = 0, lastTime = 0, areaQ = 0;
        int next = 0;
        pq.add(new Event(exp(rnd, 1.0), 0, next++));
        while (!pq.isEmpty()) {
            Event e = pq.poll();
            areaQ += queue.size() * (e.time - lastTime);
            lastTime = e.time;
            if (e.kind == 0) {
                arrivals.put(e.customer, e.time);
                if (next < 400) pq.add(new Event(e.time + exp(rnd, 1.0), 0, next++));
                if (busy < servers) {
                    busy++;
                    pq.add(new Event(e.time + exp(rnd, 1.8), 1, e.customer));
                } else {
                    queue.add(e.customer);
                    maxQueue = Math.max(maxQueue, queue.size());
                }
            } else {
                served++;
                if (served % 100 == 0) System.out.printf("t=%8.3f served=%d queue=%d%n", e.time, served, queue.size());
                Integer c = queue.poll();
                if (c == null) {
                    busy--;
                } else {
                    double w = e.time - arrivals.get(c);
                    totalWait += w;
                    maxWait = Math.max(maxWait, w);
                    pq.add(new Event(e.time + exp(rnd, 1.8), 1, c));
                }
            }
        }
        System.out.printf("served %d, mean wait %.4f, max wait %.4f, max queue %d, mean queue %.4f, end %.3f%n", served, totalWait / served, maxWait, maxQueue, areaQ / lastTime, lastTime);
        System.out.println("raw: " + totalWait + " " + lastTime);
        int[] hist = new int[10];
        Random g = new Random(99);
        for (int i = 0; i < 5000; i++) {
            int b = (int) Math.floor(g.nextGaussian() * 1.5 + 5);
            if (b >= 0 && b < 10) hist[b]++;
        }
        for (int i = 0; i < 10; i++) {
            char[] bar = new char[hist[i] / 25];
            Arrays.fill(bar, '#');
            System.out.println(String.format("%2d %4d ", i, hist[i]) + new String(bar));
        }
        List<Integer> deck = new ArrayList<Integer>();
        for (int i = 1; i <= 20; i++) deck.add(i);
        Collections.shuffle(deck, new Random(7));
        System.out.println(deck);
        LinkedList<String> ll = new LinkedList<String>(Arrays.asList("a", "b", "c", "d"));
        try {
            for (String s : ll) if (s.equals("b")) ll.remove(s);
        } catch (ConcurrentModificationException ex) {
            System.out.println("CME " + ex.getMessage());
        }
        ListIterator<String> li = ll.listIterator();
        while (li.hasNext()) { String s = li.next(); if (s.equals("c")) { li.set("C"); li.add("c2"); } }
        System.out.println(ll + " " + ll.peekFirst() + " " + ll.pollLast() + " " + ll.indexOf("C"));
    }
}
