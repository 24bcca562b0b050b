package java.util.logging;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;

/** Publishes formatted records to an output stream. */
public class StreamHandler extends Handler {
    private OutputStream output;
    private boolean doneHeader;
    private volatile Writer writer;

    public StreamHandler() {
        setLevel(Level.INFO);
        setFormatter(new SimpleFormatter());
    }

    public StreamHandler(OutputStream out, Formatter formatter) {
        setLevel(Level.INFO);
        setFormatter(formatter);
        setOutputStream(out);
    }

    protected synchronized void setOutputStream(OutputStream out) {
        if (out == null) {
            throw new NullPointerException();
        }
        flushAndClose(false);
        output = out;
        doneHeader = false;
        writer = new OutputStreamWriter(output);
    }

    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        String msg = getFormatter().format(record);
        try {
            if (!doneHeader) {
                writer.write(getFormatter().getHead(this));
                doneHeader = true;
            }
            writer.write(msg);
        } catch (IOException e) {
            // as the JDK's ErrorManager: reported nowhere here
        }
    }

    public boolean isLoggable(LogRecord record) {
        return writer != null && record != null && super.isLoggable(record);
    }

    public synchronized void flush() {
        if (writer != null) {
            try {
                writer.flush();
            } catch (IOException e) {
                // ignored, as above
            }
        }
    }

    private void flushAndClose(boolean close) {
        if (writer != null) {
            try {
                if (!doneHeader) {
                    writer.write(getFormatter().getHead(this));
                    doneHeader = true;
                }
                writer.write(getFormatter().getTail(this));
                writer.flush();
                if (close) {
                    writer.close();
                }
            } catch (IOException e) {
                // ignored, as above
            }
            writer = null;
            output = null;
        }
    }

    public synchronized void close() {
        flushAndClose(true);
    }
}
