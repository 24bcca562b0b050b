package bench.db;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.TreeMap;

/**
 * An in-memory table with a primary-key hash index and a secondary ordered index by city;
 * supports insert, delete, update, range scans and sorts (a shell sort by name as in
 * SPECjvm98's db, a library merge sort by balance).
 */
final class Database {
    final ArrayList<Record> rows = new ArrayList<Record>();
    private final HashMap<Integer, Record> byId = new HashMap<Integer, Record>();
    private final TreeMap<String, ArrayList<Record>> byCity = new TreeMap<String, ArrayList<Record>>();

    void insert(Record r) {
        rows.add(r);
        byId.put(Integer.valueOf(r.id), r);
        ArrayList<Record> l = byCity.get(r.city);
        if (l == null) {
            l = new ArrayList<Record>();
            byCity.put(r.city, l);
        }
        l.add(r);
    }

    Record find(int id) {
        return byId.get(Integer.valueOf(id));
    }

    boolean delete(int id) {
        Record r = byId.remove(Integer.valueOf(id));
        if (r == null) {
            return false;
        }
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) == r) {
                rows.set(i, rows.get(rows.size() - 1));
                rows.remove(rows.size() - 1);
                break;
            }
        }
        ArrayList<Record> l = byCity.get(r.city);
        l.remove(r);
        if (l.isEmpty()) {
            byCity.remove(r.city);
        }
        return true;
    }

    /** Moves a record to another city (index maintenance). */
    void relocate(Record r, String city) {
        ArrayList<Record> l = byCity.get(r.city);
        l.remove(r);
        if (l.isEmpty()) {
            byCity.remove(r.city);
        }
        r.city = city;
        l = byCity.get(city);
        if (l == null) {
            l = new ArrayList<Record>();
            byCity.put(city, l);
        }
        l.add(r);
    }

    /** Sum of balances of the records whose age is in [lo, hi], folded with their count. */
    int rangeQuery(int lo, int hi) {
        int n = 0;
        int sum = 0;
        for (int i = 0; i < rows.size(); i++) {
            Record r = rows.get(i);
            if (r.age >= lo && r.age <= hi) {
                n++;
                sum += r.balance;
            }
        }
        return sum * 31 + n;
    }

    /** Records of the cities in [from, to), formatted; returns a hash of the report. */
    int cityReport(String from, String to) {
        int h = 0;
        for (ArrayList<Record> l : byCity.subMap(from, to).values()) {
            for (int i = 0; i < l.size(); i++) {
                h = h * 31 + l.get(i).format().hashCode();
            }
        }
        return h;
    }

    /** Shell sort of all rows by name then id; returns a hash of the order. */
    int sortByName() {
        Record[] a = rows.toArray(new Record[rows.size()]);
        int gap = 1;
        while (gap < a.length / 3) {
            gap = gap * 3 + 1;
        }
        for (; gap > 0; gap /= 3) {
            for (int i = gap; i < a.length; i++) {
                Record x = a[i];
                int j = i;
                while (j >= gap && compareName(a[j - gap], x) > 0) {
                    a[j] = a[j - gap];
                    j -= gap;
                }
                a[j] = x;
            }
        }
        int h = 0;
        for (int i = 0; i < a.length; i += 7) {
            h = h * 31 + a[i].id;
        }
        return h;
    }

    private static int compareName(Record a, Record b) {
        int c = a.name.compareTo(b.name);
        return c != 0 ? c : a.id - b.id;
    }

    /** Stable library sort of the rows by balance; returns a hash of the order. */
    int sortByBalance() {
        ArrayList<Record> copy = new ArrayList<Record>(rows);
        Collections.sort(copy, new Comparator<Record>() {
            @Override
            public int compare(Record a, Record b) {
                return a.balance < b.balance ? -1 : a.balance > b.balance ? 1 : a.id - b.id;
            }
        });
        int h = 0;
        for (int i = 0; i < copy.size(); i += 5) {
            h = h * 31 + copy.get(i).id;
        }
        return h;
    }
}
