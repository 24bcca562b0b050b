package apps.h2;

import apps.common.Harness;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.SplittableRandom;

/**
 * An OLTP workload on H2's in-memory database, shaped after TPC-C (as DaCapo's h2 is):
 * warehouses, districts, customers, items and stock are created and loaded, then a fixed
 * mix of new-order, payment, order-status, delivery and stock-level transactions runs,
 * each committed; aggregate reports close the run. Money is in cents (BIGINT) so no
 * floating point reaches the results. The checksum covers every row every query returned,
 * in the order its ORDER BY defines, and every update count.
 */
public final class Main {
    private final Harness h;
    private final Connection c;
    private final SplittableRandom rnd = new SplittableRandom(0x5EED_0002L);
    private final int warehouses, districts = 10, customersPerDistrict, items;
    private int nextOrder = 1;

    private Main(Harness h, Connection c) {
        this.h = h;
        this.c = c;
        warehouses = h.pick(1, 1, 2);
        customersPerDistrict = h.pick(10, 30, 150);
        items = h.pick(200, 1000, 5000);
    }

    public static void main(String[] args) throws Exception {
        Harness h = Harness.start("h2", args);
        Properties p = new Properties();
        p.setProperty("user", "sa");
        p.setProperty("password", "");
        try (Connection c = new org.h2.Driver().connect("jdbc:h2:mem:apps;LOCK_TIMEOUT=0", p)) {
            c.setAutoCommit(false);
            Main m = new Main(h, c);
            m.create();
            m.load();
            int txns = h.pick(30, 220, 2200);
            for (int i = 0; i < txns; i++) {
                m.transaction();
            }
            m.report();
        }
        h.finish();
    }

    private void create() throws SQLException {
        String[] ddl = {
            "CREATE TABLE warehouse (w_id INT PRIMARY KEY, w_name VARCHAR(10), w_ytd BIGINT)",
            "CREATE TABLE district (d_w_id INT, d_id INT, d_name VARCHAR(10), d_ytd BIGINT,"
                + " d_next_o_id INT, PRIMARY KEY (d_w_id, d_id))",
            "CREATE TABLE customer (c_w_id INT, c_d_id INT, c_id INT, c_last VARCHAR(16),"
                + " c_first VARCHAR(16), c_balance BIGINT, c_ytd_payment BIGINT,"
                + " c_payment_cnt INT, c_data VARCHAR(200), PRIMARY KEY (c_w_id, c_d_id, c_id))",
            "CREATE INDEX customer_name ON customer (c_w_id, c_d_id, c_last, c_first)",
            "CREATE TABLE item (i_id INT PRIMARY KEY, i_name VARCHAR(24), i_price BIGINT,"
                + " i_data VARCHAR(50))",
            "CREATE TABLE stock (s_w_id INT, s_i_id INT, s_quantity INT, s_ytd BIGINT,"
                + " s_order_cnt INT, s_data VARCHAR(50), PRIMARY KEY (s_w_id, s_i_id))",
            "CREATE TABLE orders (o_w_id INT, o_d_id INT, o_id INT, o_c_id INT,"
                + " o_carrier_id INT, o_ol_cnt INT, PRIMARY KEY (o_w_id, o_d_id, o_id))",
            "CREATE INDEX orders_customer ON orders (o_w_id, o_d_id, o_c_id, o_id)",
            "CREATE TABLE new_order (no_w_id INT, no_d_id INT, no_o_id INT,"
                + " PRIMARY KEY (no_w_id, no_d_id, no_o_id))",
            "CREATE TABLE order_line (ol_w_id INT, ol_d_id INT, ol_o_id INT, ol_number INT,"
                + " ol_i_id INT, ol_supply_w_id INT, ol_quantity INT, ol_amount BIGINT,"
                + " ol_delivered INT, PRIMARY KEY (ol_w_id, ol_d_id, ol_o_id, ol_number))",
            "CREATE INDEX order_line_item ON order_line (ol_i_id)",
        };
        try (Statement s = c.createStatement()) {
            for (String d : ddl) {
                s.execute(d);
            }
        }
        c.commit();
    }

    private static final String[] SYLLABLES =
        {"BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING"};

    private static String lastName(int n) {
        return SYLLABLES[n / 100 % 10] + SYLLABLES[n / 10 % 10] + SYLLABLES[n % 10];
    }

    private String text(int min, int max) {
        int n = min + rnd.nextInt(max - min + 1);
        char[] cs = new char[n];
        for (int i = 0; i < n; i++) {
            cs[i] = (char) ('a' + rnd.nextInt(26));
        }
        return new String(cs);
    }

    private void load() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO item VALUES (?, ?, ?, ?)")) {
            for (int i = 1; i <= items; i++) {
                ps.setInt(1, i);
                ps.setString(2, text(14, 24));
                ps.setLong(3, 100 + rnd.nextInt(9900));
                ps.setString(4, text(26, 50));
                ps.addBatch();
                if (i % 500 == 0) {
                    ps.executeBatch();
                }
            }
            ps.executeBatch();
        }
        try (PreparedStatement wh = c.prepareStatement("INSERT INTO warehouse VALUES (?, ?, 0)");
             PreparedStatement di = c.prepareStatement("INSERT INTO district VALUES (?, ?, ?, 0, 1)");
             PreparedStatement cu = c.prepareStatement(
                 "INSERT INTO customer VALUES (?, ?, ?, ?, ?, -1000, 1000, 1, ?)");
             PreparedStatement st = c.prepareStatement("INSERT INTO stock VALUES (?, ?, ?, 0, 0, ?)")) {
            for (int w = 1; w <= warehouses; w++) {
                wh.setInt(1, w);
                wh.setString(2, text(6, 10));
                wh.executeUpdate();
                for (int d = 1; d <= districts; d++) {
                    di.setInt(1, w);
                    di.setInt(2, d);
                    di.setString(3, text(6, 10));
                    di.executeUpdate();
                    for (int k = 1; k <= customersPerDistrict; k++) {
                        cu.setInt(1, w);
                        cu.setInt(2, d);
                        cu.setInt(3, k);
                        cu.setString(4, lastName(k <= 100 ? k - 1 : rnd.nextInt(1000)));
                        cu.setString(5, text(8, 16));
                        cu.setString(6, text(100, 200));
                        cu.addBatch();
                    }
                    cu.executeBatch();
                }
                for (int i = 1; i <= items; i++) {
                    st.setInt(1, w);
                    st.setInt(2, i);
                    st.setInt(3, 10 + rnd.nextInt(91));
                    st.setString(4, text(26, 50));
                    st.addBatch();
                    if (i % 500 == 0) {
                        st.executeBatch();
                    }
                }
                st.executeBatch();
            }
        }
        c.commit();
    }

    /** Adds every row of rs (all columns, as strings) to the checksum; returns the row count. */
    private int consume(ResultSet rs) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        int cols = md.getColumnCount(), rows = 0;
        StringBuilder sb = new StringBuilder();
        while (rs.next()) {
            sb.setLength(0);
            for (int i = 1; i <= cols; i++) {
                sb.append(rs.getString(i)).append('|');
            }
            h.add(sb.toString());
            rows++;
        }
        rs.close();
        return rows;
    }

    private int nonUniform(int a, int x, int y) {
        return ((rnd.nextInt(a + 1) | (x + rnd.nextInt(y - x + 1))) % (y - x + 1)) + x;
    }

    private void transaction() throws SQLException {
        int w = 1 + rnd.nextInt(warehouses), d = 1 + rnd.nextInt(districts);
        int kind = rnd.nextInt(100);
        if (kind < 45) {
            newOrder(w, d);
        } else if (kind < 88) {
            payment(w, d);
        } else if (kind < 92) {
            orderStatus(w, d);
        } else if (kind < 96) {
            delivery(w);
        } else {
            stockLevel(w, d);
        }
        c.commit();
    }

    private PreparedStatement[] cached = new PreparedStatement[32];

    private PreparedStatement ps(int slot, String sql) throws SQLException {
        if (cached[slot] == null) {
            cached[slot] = c.prepareStatement(sql);
        }
        return cached[slot];
    }

    private void newOrder(int w, int d) throws SQLException {
        int cust = nonUniform(1023, 1, customersPerDistrict);
        PreparedStatement next = ps(0, "SELECT d_next_o_id FROM district WHERE d_w_id = ? AND d_id = ?");
        next.setInt(1, w);
        next.setInt(2, d);
        int oid;
        try (ResultSet rs = next.executeQuery()) {
            rs.next();
            oid = rs.getInt(1);
        }
        PreparedStatement bump = ps(1, "UPDATE district SET d_next_o_id = d_next_o_id + 1"
            + " WHERE d_w_id = ? AND d_id = ?");
        bump.setInt(1, w);
        bump.setInt(2, d);
        h.add(bump.executeUpdate());
        int lines = 5 + rnd.nextInt(11);
        PreparedStatement order = ps(2, "INSERT INTO orders VALUES (?, ?, ?, ?, NULL, ?)");
        order.setInt(1, w);
        order.setInt(2, d);
        order.setInt(3, oid);
        order.setInt(4, cust);
        order.setInt(5, lines);
        order.executeUpdate();
        PreparedStatement no = ps(3, "INSERT INTO new_order VALUES (?, ?, ?)");
        no.setInt(1, w);
        no.setInt(2, d);
        no.setInt(3, oid);
        no.executeUpdate();
        PreparedStatement item = ps(4, "SELECT i_price, i_name FROM item WHERE i_id = ?");
        PreparedStatement stock = ps(5, "SELECT s_quantity, s_data FROM stock WHERE s_w_id = ? AND s_i_id = ?");
        PreparedStatement upd = ps(6, "UPDATE stock SET s_quantity = ?, s_ytd = s_ytd + ?,"
            + " s_order_cnt = s_order_cnt + 1 WHERE s_w_id = ? AND s_i_id = ?");
        PreparedStatement line = ps(7, "INSERT INTO order_line VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)");
        for (int n = 1; n <= lines; n++) {
            int iid = nonUniform(8191, 1, items), qty = 1 + rnd.nextInt(10);
            int supply = rnd.nextInt(100) == 0 && warehouses > 1 ? 1 + rnd.nextInt(warehouses) : w;
            item.setInt(1, iid);
            long price;
            try (ResultSet rs = item.executeQuery()) {
                rs.next();
                price = rs.getLong(1);
                h.add(rs.getString(2));
            }
            stock.setInt(1, supply);
            stock.setInt(2, iid);
            int have;
            try (ResultSet rs = stock.executeQuery()) {
                rs.next();
                have = rs.getInt(1);
            }
            upd.setInt(1, have - qty >= 10 ? have - qty : have - qty + 91);
            upd.setInt(2, qty);
            upd.setInt(3, supply);
            upd.setInt(4, iid);
            upd.executeUpdate();
            line.setInt(1, w);
            line.setInt(2, d);
            line.setInt(3, oid);
            line.setInt(4, n);
            line.setInt(5, iid);
            line.setInt(6, supply);
            line.setInt(7, qty);
            line.setLong(8, price * qty);
            line.addBatch();
        }
        line.executeBatch();
    }

    private void payment(int w, int d) throws SQLException {
        long amount = 100 + rnd.nextInt(500000);
        PreparedStatement wh = ps(8, "UPDATE warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?");
        wh.setLong(1, amount);
        wh.setInt(2, w);
        h.add(wh.executeUpdate());
        PreparedStatement di = ps(9, "UPDATE district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?");
        di.setLong(1, amount);
        di.setInt(2, w);
        di.setInt(3, d);
        h.add(di.executeUpdate());
        int cust;
        if (rnd.nextInt(100) < 60) {
            // By last name: the indexed range scan, then the middle customer (TPC-C 2.5.2.2).
            PreparedStatement byName = ps(10, "SELECT c_id, c_first, c_balance FROM customer"
                + " WHERE c_w_id = ? AND c_d_id = ? AND c_last = ? ORDER BY c_first, c_id");
            byName.setInt(1, w);
            byName.setInt(2, d);
            byName.setString(3, lastName(nonUniform(255, 0, Math.min(999, customersPerDistrict - 1))));
            int[] ids = new int[customersPerDistrict];
            int n = 0;
            try (ResultSet rs = byName.executeQuery()) {
                while (rs.next()) {
                    ids[n++] = rs.getInt(1);
                    h.add(rs.getString(2));
                }
            }
            if (n == 0) {
                return;
            }
            cust = ids[n / 2];
        } else {
            cust = nonUniform(1023, 1, customersPerDistrict);
        }
        PreparedStatement cu = ps(11, "UPDATE customer SET c_balance = c_balance - ?,"
            + " c_ytd_payment = c_ytd_payment + ?, c_payment_cnt = c_payment_cnt + 1,"
            + " c_data = LEFT(CONCAT(?, c_data), 200) WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        cu.setLong(1, amount);
        cu.setLong(2, amount);
        cu.setString(3, cust + " " + d + " " + w + " " + amount + " ");
        cu.setInt(4, w);
        cu.setInt(5, d);
        cu.setInt(6, cust);
        h.add(cu.executeUpdate());
    }

    private void orderStatus(int w, int d) throws SQLException {
        int cust = nonUniform(1023, 1, customersPerDistrict);
        PreparedStatement q = ps(12, "SELECT o.o_id, ol.ol_number, ol.ol_i_id, ol.ol_quantity,"
            + " ol.ol_amount, i.i_name FROM orders o"
            + " JOIN order_line ol ON ol.ol_w_id = o.o_w_id AND ol.ol_d_id = o.o_d_id AND ol.ol_o_id = o.o_id"
            + " JOIN item i ON i.i_id = ol.ol_i_id"
            + " WHERE o.o_w_id = ? AND o.o_d_id = ? AND o.o_c_id = ? ORDER BY o.o_id DESC, ol.ol_number"
            + " LIMIT 30");
        q.setInt(1, w);
        q.setInt(2, d);
        q.setInt(3, cust);
        h.add(consume(q.executeQuery()));
    }

    private void delivery(int w) throws SQLException {
        int carrier = 1 + rnd.nextInt(10);
        PreparedStatement oldest = ps(13, "SELECT MIN(no_o_id) FROM new_order WHERE no_w_id = ? AND no_d_id = ?");
        PreparedStatement del = ps(14, "DELETE FROM new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?");
        PreparedStatement car = ps(15, "UPDATE orders SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?");
        PreparedStatement lines = ps(16, "UPDATE order_line SET ol_delivered = 1"
            + " WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");
        PreparedStatement total = ps(17, "SELECT o.o_c_id, SUM(ol.ol_amount) FROM orders o JOIN order_line ol"
            + " ON ol.ol_w_id = o.o_w_id AND ol.ol_d_id = o.o_d_id AND ol.ol_o_id = o.o_id"
            + " WHERE o.o_w_id = ? AND o.o_d_id = ? AND o.o_id = ? GROUP BY o.o_c_id");
        PreparedStatement pay = ps(18, "UPDATE customer SET c_balance = c_balance + ?"
            + " WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        for (int d = 1; d <= districts; d++) {
            oldest.setInt(1, w);
            oldest.setInt(2, d);
            int oid;
            try (ResultSet rs = oldest.executeQuery()) {
                rs.next();
                oid = rs.getInt(1);
                if (rs.wasNull()) {
                    continue;
                }
            }
            del.setInt(1, w);
            del.setInt(2, d);
            del.setInt(3, oid);
            h.add(del.executeUpdate());
            car.setInt(1, carrier);
            car.setInt(2, w);
            car.setInt(3, d);
            car.setInt(4, oid);
            h.add(car.executeUpdate());
            lines.setInt(1, w);
            lines.setInt(2, d);
            lines.setInt(3, oid);
            h.add(lines.executeUpdate());
            total.setInt(1, w);
            total.setInt(2, d);
            total.setInt(3, oid);
            try (ResultSet rs = total.executeQuery()) {
                rs.next();
                pay.setLong(1, rs.getLong(2));
                pay.setInt(2, w);
                pay.setInt(3, d);
                pay.setInt(4, rs.getInt(1));
            }
            h.add(pay.executeUpdate());
        }
    }

    private void stockLevel(int w, int d) throws SQLException {
        PreparedStatement q = ps(19, "SELECT COUNT(DISTINCT s.s_i_id) FROM district di"
            + " JOIN order_line ol ON ol.ol_w_id = di.d_w_id AND ol.ol_d_id = di.d_id"
            + " AND ol.ol_o_id >= di.d_next_o_id - 20 AND ol.ol_o_id < di.d_next_o_id"
            + " JOIN stock s ON s.s_w_id = ol.ol_w_id AND s.s_i_id = ol.ol_i_id"
            + " WHERE di.d_w_id = ? AND di.d_id = ? AND s.s_quantity < ?");
        q.setInt(1, w);
        q.setInt(2, d);
        q.setInt(3, 10 + rnd.nextInt(11));
        h.add(consume(q.executeQuery()));
    }

    private void report() throws SQLException {
        String[] reports = {
            "SELECT w_id, w_ytd, (SELECT SUM(d_ytd) FROM district WHERE d_w_id = w_id) FROM warehouse ORDER BY w_id",
            "SELECT c_w_id, c_d_id, COUNT(*), SUM(c_balance), MIN(c_balance), MAX(c_payment_cnt)"
                + " FROM customer GROUP BY c_w_id, c_d_id ORDER BY c_w_id, c_d_id",
            "SELECT ol_i_id, SUM(ol_quantity) q, COUNT(*) FROM order_line GROUP BY ol_i_id"
                + " ORDER BY q DESC, ol_i_id LIMIT 50",
            "SELECT c.c_last, COUNT(DISTINCT o.o_id), SUM(ol.ol_amount) FROM customer c"
                + " JOIN orders o ON o.o_w_id = c.c_w_id AND o.o_d_id = c.c_d_id AND o.o_c_id = c.c_id"
                + " JOIN order_line ol ON ol.ol_w_id = o.o_w_id AND ol.ol_d_id = o.o_d_id AND ol.ol_o_id = o.o_id"
                + " GROUP BY c.c_last ORDER BY c.c_last",
            "SELECT o_carrier_id, COUNT(*) FROM orders GROUP BY o_carrier_id ORDER BY o_carrier_id NULLS FIRST",
            "SELECT s_w_id, COUNT(*), SUM(s_ytd), SUM(s_order_cnt), AVG(s_quantity) FROM stock"
                + " GROUP BY s_w_id ORDER BY s_w_id",
            "SELECT COUNT(*), SUM(ol_amount) FROM order_line WHERE ol_delivered = 1",
        };
        try (Statement s = c.createStatement()) {
            for (String q : reports) {
                h.add(consume(s.executeQuery(q)));
            }
        }
    }
}
