package java.lang;

/**
 * The VM's own NPEs (a null receiver, array, field owner, lock or thrown value) get JDK 17's
 * helpful message ("Cannot invoke \"String.length()\" because \"<local1>\" is null"): the VM
 * records where it threw (vmMethod, vmBci) and the message is computed from the bytecode the
 * first time it is asked for (npe.c), as the JDK's getExtendedNPEMessage does. NPEs made by
 * Java code keep their message, null when none was given.
 */
public class NullPointerException extends RuntimeException {
    /** Set by the VM for the NPEs it throws: the Method* and bytecode index; 0 otherwise. */
    private transient int vmMethod;
    private transient int vmBci;
    private transient String extendedMessage;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }

    @Override
    public String getMessage() {
        String message = super.getMessage();
        if (message != null) {
            return message;
        }
        synchronized (this) {
            if (vmMethod != 0) {
                extendedMessage = getExtendedNPEMessage();
                vmMethod = 0;
            }
            return extendedMessage;
        }
    }

    private native String getExtendedNPEMessage();
}
