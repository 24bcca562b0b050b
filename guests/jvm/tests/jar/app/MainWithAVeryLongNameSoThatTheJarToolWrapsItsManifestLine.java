package app;

/* Its name is long enough that the jar tool wraps the manifest's Main-Class line (72 bytes):
 * the VM must join the continuation line. */
public class MainWithAVeryLongNameSoThatTheJarToolWrapsItsManifestLine {
    public static void main(String[] args) {
        System.out.println("the long-named main class");
        Main.main(args);
    }
}
