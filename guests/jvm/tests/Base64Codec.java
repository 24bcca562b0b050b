import java.nio.charset.StandardCharsets;
import java.util.*;

/** java.util.Base64 (issue 16): basic, URL and MIME encoders with and without padding over random and edge inputs, decoders and their error messages. */
public class Base64Codec {
    public static void main(String[] args) {
        Random r = new Random(16);
        Base64.Encoder[] encoders = {Base64.getEncoder(), Base64.getUrlEncoder(), Base64.getMimeEncoder(), Base64.getEncoder().withoutPadding(), Base64.getUrlEncoder().withoutPadding(), Base64.getMimeEncoder(10, new byte[] {'!'}), Base64.getMimeEncoder(3, new byte[] {'\n'})};
        Base64.Decoder[] decoders = {Base64.getDecoder(), Base64.getUrlDecoder(), Base64.getMimeDecoder(), Base64.getDecoder(), Base64.getUrlDecoder(), Base64.getMimeDecoder(), Base64.getDecoder()};
        for (int len : new int[] {0, 1, 2, 3, 4, 5, 17, 56, 57, 58, 100}) {
            byte[] data = new byte[len];
            r.nextBytes(data);
            StringBuilder sb = new StringBuilder(len + ":");
            for (int k = 0; k < encoders.length; k++) {
                String s = encoders[k].encodeToString(data);
                boolean back;
                try {
                    back = Arrays.equals(decoders[k].decode(s), data);
                } catch (IllegalArgumentException e) {
                    back = false;
                }
                sb.append(' ').append(s.replace("\r\n", "|")).append(back ? " ok" : " NO");
            }
            System.out.println(sb);
        }
        System.out.println(Base64.getEncoder().encodeToString("Hello, World!".getBytes(StandardCharsets.UTF_8)));
        System.out.println(new String(Base64.getDecoder().decode("SGVsbG8sIFdvcmxkIQ=="), StandardCharsets.UTF_8));
        System.out.println(new String(Base64.getMimeDecoder().decode("SGVs\r\nbG8s IFdv*cmxkIQ=="), StandardCharsets.UTF_8));
        System.out.println(Arrays.toString(Base64.getDecoder().decode("AAE=")) + " " + Arrays.toString(Base64.getDecoder().decode("AAE")));
        String[] bad = {"A", "AB=C", "ABC*", "====", "AB==CD", "AB=", "SGVsbG8-", "@@@@"};
        for (String s : bad) {
            try {
                System.out.println(s + " -> " + Arrays.toString(Base64.getDecoder().decode(s)));
            } catch (IllegalArgumentException e) {
                System.out.println(s + " -> " + e.getMessage());
            }
        }
        try {
            Base64.getMimeEncoder(8, new byte[] {'A'});
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        byte[] dst = new byte[2];
        try {
            Base64.getEncoder().encode(new byte[] {1, 2, 3}, dst);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Base64.getDecoder().decode("AQID".getBytes(), new byte[5]));
    }
}
