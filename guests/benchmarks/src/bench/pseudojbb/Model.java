package bench.pseudojbb;

import java.util.ArrayList;
import java.util.TreeMap;

/** A stock item: price and per-warehouse quantity. */
final class Item {
    final int id;
    final String name;
    final int price;

    Item(int id, String name, int price) {
        this.id = id;
        this.name = name;
        this.price = price;
    }
}

/** A customer with a balance and a history of payments. */
final class Customer {
    final int id;
    final String last;
    long balance;
    int payments;
    Order lastOrder;

    Customer(int id, String last) {
        this.id = id;
        this.last = last;
    }
}

/** One line of an order. */
final class OrderLine {
    final Item item;
    final int qty;
    final int amount;

    OrderLine(Item item, int qty) {
        this.item = item;
        this.qty = qty;
        this.amount = qty * item.price;
    }
}

/** An order, kept in its district until delivered. */
final class Order {
    final int id;
    final Customer customer;
    final ArrayList<OrderLine> lines = new ArrayList<OrderLine>();
    boolean delivered;
    int total;

    Order(int id, Customer customer) {
        this.id = id;
        this.customer = customer;
    }
}

/** A district: customers, new (undelivered) orders and the order history, in trees. */
final class District {
    final TreeMap<Integer, Customer> customers = new TreeMap<Integer, Customer>();
    final TreeMap<String, ArrayList<Customer>> byName = new TreeMap<String, ArrayList<Customer>>();
    final TreeMap<Integer, Order> newOrders = new TreeMap<Integer, Order>();
    final TreeMap<Integer, Order> history = new TreeMap<Integer, Order>();
    int nextOrder = 1;
    long ytd;
}

/** A warehouse: stock quantities and its districts. */
final class Warehouse {
    final int[] stock;
    final District[] districts;
    long ytd;

    Warehouse(int items, int nd) {
        stock = new int[items];
        districts = new District[nd];
        for (int i = 0; i < nd; i++) {
            districts[i] = new District();
        }
    }
}
