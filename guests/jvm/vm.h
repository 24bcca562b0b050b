/* vm.h - the VM's top: start-up and exit (main.c), booting OpenJDK's library (jdk.c) and the
 * files a run leaves (dumps.c). */
#ifndef VM_H
#define VM_H
#include "natives.h"

/* ---- main.c ---- */
_Noreturn void vm_exit(int status);
/* The end of booting: feature.dump lists the objects made so far (the analyzer's boot
 * objects), events are announced from here on, the statistics count from here, and root
 * reports start (-X:deaths). The bundled library boots until main; OpenJDK's until its
 * VM-known classes are loaded, so that every object its Java code makes (initPhase1-3, the
 * launcher) is announced, can die exactly and is collected like any other. */
void boot_done(void);

/* ---- jdk.c: OpenJDK's class library from a runtime image (-X:jimage=, -X:classlib=jdk) ---- */
int jdk_image_check(void); /* -X:jimage-check: 0 when every class of the image parsed */
void jdk_boot(void);       /* -X:classlib=jdk: java.base booted, through System.initPhase3 */
void jdk_shutdown(void);   /* after the last non-daemon thread: Shutdown.shutdown() */

/* ---- dumps.c ---- */
void dump_feature(void);   /* boot objects, at the end of booting (boot_done) */
void dump_classes(void);   /* at exit, complete, between CLASS_DUMP_START/END */
void dump_class_linked(Class *c); /* appends a type to class.dump as it is linked */
void dump_note_boot_object(Object *o);
void dump_statics(void);   /* -X:deaths: `static` records appended to class.dump */
#endif
