package java.util.concurrent;

import java.util.Map;

/** A Map whose compound operations (putIfAbsent, replace, compute ...) are atomic. */
public interface ConcurrentMap<K, V> extends Map<K, V> {
}
