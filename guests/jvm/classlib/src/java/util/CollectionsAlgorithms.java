package java.util;

/** The list and collection algorithms behind Collections: binary search, reverse, shuffle, min/max and rotate. */
final class CollectionsAlgorithms {
    private CollectionsAlgorithms() {
    }

    @SuppressWarnings("unchecked")
    static <T> int binarySearch(List<? extends Comparable<? super T>> list, T key) {
        int low = 0;
        int high = list.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            Comparable<? super T> midVal = list.get(mid);
            int cmp = midVal.compareTo(key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    static <T> int binarySearch(List<? extends T> list, T key, Comparator<? super T> c) {
        if (c == null) {
            @SuppressWarnings("unchecked")
            List<? extends Comparable<? super T>> l = (List<? extends Comparable<? super T>>) list;
            return binarySearch(l, key);
        }
        int low = 0;
        int high = list.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            T midVal = list.get(mid);
            int cmp = c.compare(midVal, key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static void reverse(List<?> list) {
        int size = list.size();
        ListIterator fwd = list.listIterator();
        ListIterator rev = list.listIterator(size);
        for (int i = 0, mid = list.size() >> 1; i < mid; i++) {
            Object tmp = fwd.next();
            fwd.set(rev.previous());
            rev.set(tmp);
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static void shuffle(List<?> list, Random rnd) {
        int size = list.size();
        Object[] arr = list.toArray();
        for (int i = size; i > 1; i--) {
            int j = rnd.nextInt(i);
            Object t = arr[i - 1];
            arr[i - 1] = arr[j];
            arr[j] = t;
        }
        ListIterator it = list.listIterator();
        for (Object e : arr) {
            it.next();
            it.set(e);
        }
    }

    static <T extends Object & Comparable<? super T>> T min(Collection<? extends T> coll) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (next.compareTo(candidate) < 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    static <T> T min(Collection<? extends T> coll, Comparator<? super T> comp) {
        if (comp == null) {
            @SuppressWarnings({"unchecked", "rawtypes"})
            T m = (T) min((Collection) coll);
            return m;
        }
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (comp.compare(next, candidate) < 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    static <T extends Object & Comparable<? super T>> T max(Collection<? extends T> coll) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (next.compareTo(candidate) > 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    static <T> T max(Collection<? extends T> coll, Comparator<? super T> comp) {
        if (comp == null) {
            @SuppressWarnings({"unchecked", "rawtypes"})
            T m = (T) max((Collection) coll);
            return m;
        }
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (comp.compare(next, candidate) > 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    static void rotate(List<?> list, int distance) {
        int size = list.size();
        if (size == 0) {
            return;
        }
        distance = distance % size;
        if (distance < 0) {
            distance += size;
        }
        if (distance == 0) {
            return;
        }
        Object[] a = list.toArray();
        @SuppressWarnings("unchecked")
        List<Object> l = (List<Object>) list;
        for (int i = 0; i < size; i++) {
            l.set((i + distance) % size, a[i]);
        }
    }
}
