package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * Annotations at run time are not provided by this VM (the class files' annotation
 * attributes are skipped): every element reports none.
 */
public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    /** Always null: run-time annotations are not provided. */
    default <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        return null;
    }

    /** Always empty: run-time annotations are not provided. */
    default Annotation[] getAnnotations() {
        return new Annotation[0];
    }

    /** Always empty: run-time annotations are not provided. */
    default Annotation[] getDeclaredAnnotations() {
        return new Annotation[0];
    }

    @SuppressWarnings("unchecked")
    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return (T[]) Array.newInstance(annotationClass, 0);
    }

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }
}
