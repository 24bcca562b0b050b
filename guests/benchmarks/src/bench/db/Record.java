package bench.db;

/** One row: a key, two string fields and two numeric fields. */
final class Record {
    final int id;
    String name;
    String city;
    int age;
    int balance;

    Record(int id, String name, String city, int age, int balance) {
        this.id = id;
        this.name = name;
        this.city = city;
        this.age = age;
        this.balance = balance;
    }

    /** The row formatted as a line, as a report would print it. */
    String format() {
        StringBuilder sb = new StringBuilder();
        sb.append(id).append('|').append(name).append('|').append(city).append('|')
                .append(age).append('|').append(balance);
        return sb.toString();
    }
}
