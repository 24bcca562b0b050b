package bench.pseudojbb;

import bench.Harness;
import java.util.ArrayList;
import java.util.Map;

/**
 * pseudojbb: a fixed number of TPC-C-style transactions (new order, payment, order
 * status, delivery, stock level) against warehouses whose districts keep customers and
 * orders in in-memory trees. Orders live from creation to delivery and then in a bounded
 * history: a middle-aged population between the long-lived catalogue and the
 * transaction temporaries.
 */
public final class Main {
    /** Transactions per size: s0, s1, s10, s100. */
    private static final int[] TX = {500, 2500, 25000, 250000};
    private static final int[] EXPECTED = {0x47a64204, 0xb94edaaf, 0xf693428d, 0x37d292ca};
    private static final int ITEMS = 2000;
    private static final int DISTRICTS = 5;
    private static final int CUSTOMERS = 60;
    private static final int HISTORY = 150;
    private static final String[] SYL = {"BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING"};

    private final Item[] items = new Item[ITEMS];
    private final Warehouse[] warehouses;
    private int seed = 1998;

    private Main(int nw) {
        for (int i = 0; i < ITEMS; i++) {
            items[i] = new Item(i, "item" + i, 100 + rnd(9900));
        }
        warehouses = new Warehouse[nw];
        for (int w = 0; w < nw; w++) {
            Warehouse wh = new Warehouse(ITEMS, DISTRICTS);
            warehouses[w] = wh;
            for (int i = 0; i < ITEMS; i++) {
                wh.stock[i] = 10 + rnd(91);
            }
            for (int d = 0; d < DISTRICTS; d++) {
                District dist = wh.districts[d];
                for (int c = 0; c < CUSTOMERS; c++) {
                    Customer cu = new Customer(c, lastName(c < 10 ? c : rnd(CUSTOMERS)));
                    dist.customers.put(Integer.valueOf(c), cu);
                    ArrayList<Customer> l = dist.byName.get(cu.last);
                    if (l == null) {
                        l = new ArrayList<Customer>();
                        dist.byName.put(cu.last, l);
                    }
                    l.add(cu);
                }
            }
        }
    }

    private int rnd(int n) {
        seed = seed * 1103515245 + 12345;
        return ((seed >>> 8) & 0x7fffff) % n;
    }

    private static String lastName(int n) {
        return SYL[n / 100 % 10] + SYL[n / 10 % 10] + SYL[n % 10];
    }

    private int newOrder(District d) {
        Customer c = d.customers.get(Integer.valueOf(rnd(CUSTOMERS)));
        Order o = new Order(d.nextOrder++, c);
        int n = 5 + rnd(11);
        Warehouse w = warehouses[rnd(warehouses.length)];
        for (int i = 0; i < n; i++) {
            Item it = items[rnd(ITEMS)];
            int q = 1 + rnd(10);
            if (w.stock[it.id] >= q + 10) {
                w.stock[it.id] -= q;
            } else {
                w.stock[it.id] += 91 - q;
            }
            OrderLine ol = new OrderLine(it, q);
            o.lines.add(ol);
            o.total += ol.amount;
        }
        d.newOrders.put(Integer.valueOf(o.id), o);
        c.lastOrder = o;
        return o.total;
    }

    private int payment(Warehouse w, District d) {
        Customer c;
        if (rnd(100) < 60) {
            ArrayList<Customer> l = d.byName.get(lastName(rnd(10)));
            c = l.get(l.size() / 2);
        } else {
            c = d.customers.get(Integer.valueOf(rnd(CUSTOMERS)));
        }
        int amount = 100 + rnd(500000);
        c.balance -= amount;
        c.payments++;
        d.ytd += amount;
        w.ytd += amount;
        String receipt = new StringBuilder().append(c.last).append(':').append(c.id).append(':')
                .append(amount).toString();
        return receipt.hashCode();
    }

    private int orderStatus(District d) {
        Customer c = d.customers.get(Integer.valueOf(rnd(CUSTOMERS)));
        Order o = c.lastOrder;
        if (o == null) {
            return 0;
        }
        int h = o.id;
        for (int i = 0; i < o.lines.size(); i++) {
            h = h * 31 + o.lines.get(i).item.id;
        }
        return h + (o.delivered ? 1 : 0);
    }

    private int delivery(Warehouse w) {
        int h = 0;
        for (int i = 0; i < w.districts.length; i++) {
            District d = w.districts[i];
            if (d.newOrders.isEmpty()) {
                continue;
            }
            Map.Entry<Integer, Order> e = d.newOrders.firstEntry();
            d.newOrders.remove(e.getKey());
            Order o = e.getValue();
            o.delivered = true;
            o.customer.balance += o.total;
            d.history.put(e.getKey(), o);
            while (d.history.size() > HISTORY) {
                d.history.remove(d.history.firstKey());
            }
            h = h * 31 + o.id;
        }
        return h;
    }

    private int stockLevel(Warehouse w, District d, int threshold) {
        int low = 0;
        Integer key = d.history.isEmpty() ? null : d.history.lastKey();
        for (int k = 0; k < 20 && key != null; k++) {
            Order o = d.history.get(key);
            key = d.history.lowerKey(key);
            for (int i = 0; i < o.lines.size(); i++) {
                if (w.stock[o.lines.get(i).item.id] < threshold) {
                    low++;
                }
            }
        }
        return low;
    }

    public static void main(String[] args) {
        Harness h = Harness.start("pseudojbb", args);
        Main m = new Main(h.size == 0 ? 1 : 2);
        int tx = h.pick(TX);
        int sum = 0;
        int[] counts = new int[5];
        for (int t = 0; t < tx; t++) {
            if (t % 500 == 0) {
                h.iteration(t / 500);
            }
            Warehouse w = m.warehouses[m.rnd(m.warehouses.length)];
            District d = w.districts[m.rnd(DISTRICTS)];
            int kind = m.rnd(100);
            int r;
            if (kind < 45) {
                r = m.newOrder(d);
                counts[0]++;
            } else if (kind < 80) {
                r = m.payment(w, d);
                counts[1]++;
            } else if (kind < 86) {
                r = m.orderStatus(d);
                counts[2]++;
            } else if (kind < 96) {
                r = m.delivery(w);
                counts[3]++;
            } else {
                r = m.stockLevel(w, d, 10 + m.rnd(11));
                counts[4]++;
            }
            sum = Harness.mix(sum, r);
        }
        long ytd = 0;
        for (int i = 0; i < m.warehouses.length; i++) {
            ytd += m.warehouses[i].ytd;
        }
        sum = Harness.mix(sum, (int) ytd);
        sum = Harness.mix(sum, (int) (ytd >>> 32));
        System.out.println("transactions new-order " + counts[0] + " payment " + counts[1] + " order-status "
                + counts[2] + " delivery " + counts[3] + " stock-level " + counts[4]);
        h.finish(sum, EXPECTED);
    }
}
