import java.util.*;

public class ProgGrades {
    static class Student implements Comparable<Student> {
        final String name;
        final int[] scores;
        Student(String name, int[] scores) { this.name = name; this.scores = scores; }
        double average() {
            int sum = 0;
            for (int s : scores) sum += s;
            return scores.length == 0 ? 0 : (double) sum / scores.length;
        }
        char letter() {
            double a = average();
            if (a >= 90) return 'A';
            if (a >= 80) return 'B';
            if (a >= 70) return 'C';
            if (a >= 60) return 'D';
            return 'F';
        }
        public int compareTo(Student o) {
            int c = Double.compare(o.average(), average());
            return c != 0 ? c : name.compareTo(o.name);
        }
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        int k = sc.nextInt();
        sc.nextLine();
        List<Student> students = new ArrayList<Student>();
        for (int i = 0; i < n; i++) {
            String name = sc.next();
            int[] scores = new int[k];
            for (int j = 0; j < k; j++) scores[j] = sc.nextInt();
            students.add(new Student(name, scores));
        }
        while (sc.hasNextLine()) {
            String line = sc.nextLine().trim();
            if (!line.isEmpty()) System.out.println("note: " + line);
        }
        System.out.printf("%-10s", "Name");
        for (int j = 1; j <= k; j++) System.out.printf("%6s", "T" + j);
        System.out.printf("%9s %s%n", "Average", "Grade");
        StringBuilder rule = new StringBuilder();
        for (int i = 0; i < 10 + 6 * k + 16; i++) rule.append('-');
        System.out.println(rule);
        for (Student s : students) {
            System.out.printf("%-10s", s.name);
            for (int sc1 : s.scores) System.out.printf("%6d", sc1);
            System.out.printf("%9.2f %5c%n", s.average(), s.letter());
        }
        System.out.println(rule);
        System.out.printf("%-10s", "Mean");
        for (int j = 0; j < k; j++) {
            double sum = 0;
            for (Student s : students) sum += s.scores[j];
            System.out.printf("%6.1f", sum / n);
        }
        System.out.println();
        Collections.sort(students);
        System.out.print("Ranking:");
        for (int i = 0; i < students.size(); i++) System.out.print(" " + (i + 1) + "." + students.get(i).name);
        System.out.println();
        int[] dist = new int[5];
        for (Student s : students) dist["ABCDF".indexOf(s.letter())]++;
        for (int i = 0; i < 5; i++) {
            System.out.printf("%c | %-8s| %3d%%%n", "ABCDF".charAt(i), new String(new char[dist[i]]).replace('\0', '*'), 100 * dist[i] / n);
        }
        double mean = 0;
        for (Student s : students) mean += s.average();
        mean /= n;
        double var = 0;
        for (Student s : students) var += Math.pow(s.average() - mean, 2);
        System.out.printf("class mean %.3f, std dev %.3f, %e%n", mean, Math.sqrt(var / n), mean);
        System.out.println(String.format("%08.3f|%+d|%x|%o|%,d|%(.2f", mean, 42, 255, 8, 1234567, -3.14159));
    }
}
