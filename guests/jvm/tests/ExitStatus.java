/** System.exit with a status after output; nothing after exit runs. */
public class ExitStatus {
    public static void main(String[] args) {
        System.out.println("exiting with 3");
        System.out.print("no newline at the end");
        System.exit(3);
        System.out.println("not reached");
    }
}
