/** Hello World: the first program on OpenJDK's own java.base (tests/jdk_boot.rs). */
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, World!");
    }
}
