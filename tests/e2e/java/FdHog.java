import java.io.FileInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Opens /dev/null until the descriptors run out (tests/e2e/tests/faults.rs): the guest
 * exhausts what the host process may open, and simrun must still write its own files.
 */
public class FdHog {
    public static void main(String[] args) {
        List<FileInputStream> open = new ArrayList<>();
        try {
            while (open.size() < 100000) {
                open.add(new FileInputStream("/dev/null"));
            }
            System.out.println("no limit reached");
        } catch (IOException e) {
            System.out.println("limit reached: " + (open.size() > 10) + " " + e.getMessage());
        }
    }
}
