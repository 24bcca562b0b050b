package java.security;

public class DigestException extends GeneralSecurityException {
    public DigestException() {
    }

    public DigestException(String msg) {
        super(msg);
    }
}
