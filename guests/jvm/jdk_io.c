/* jdk_io.c - the natives of OpenJDK 17's java.io (-X:classlib=jdk): file descriptors,
 * file streams and UnixFileSystem, as libjava's io_util_md.c and UnixFileSystem_md.c do
 * them, on the guest's own system calls (guests/jdk/BOOT.md section 3.1). The field IDs
 * libjava caches are this VM's field offsets. */
#define _GNU_SOURCE /* readdir64, statfs64 */
#include "natives.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/vfs.h> /* statfs64: statvfs would bring glibc's mount-table parser */
#include <unistd.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

static void n_nothing(uint32_t *args, uint32_t *ret) { (void)args, (void)ret; }

static uint32_t field_of(const char *cls, const char *name, const char *desc)
{
    Field *f = find_field(load_class_or_die(cls), name, desc);
    if (!f)
        fatal("-X:classlib=jdk: %s has no field %s %s", cls, name, desc);
    return f->offset;
}

/* FileDescriptor.fd of a stream's `fd` field (-1 when closed or absent) */
static jint *fd_slot(Object *fdo)
{
    static uint32_t off;
    if (!off)
        off = field_of("java/io/FileDescriptor", "fd", "I");
    return (jint *)FIELD_PTR(fdo, off);
}

static Object *stream_fd(Object *stream, const char *cls)
{
    uint32_t off = field_of(cls, "fd", "Ljava/io/FileDescriptor;");
    return *(Object **)FIELD_PTR(stream, off);
}

static void io_exception(const char *cls, const char *what)
{
    throw_new(cls, "%s", what);
}

/* ---- java.io.FileDescriptor ---- */
static void n_getHandle(uint32_t *args, uint32_t *ret) { (void)args, put_long(ret, -1); }
static void n_getAppend(uint32_t *args, uint32_t *ret)
{
    int fl = fcntl(A_INT(0), F_GETFL);
    R_INT(fl != -1 && (fl & O_APPEND));
}
/* close0(): close this.fd and set it to -1; fds 0-2 get /dev/null instead (libjava's
 * fileDescriptorClose) */
static void close_fd(Object *fdo)
{
    jint *slot = fd_slot(fdo), fd = *slot;
    if (fd == -1)
        return;
    *slot = -1;
    int r;
    if (fd <= 2) {
        int nul = open("/dev/null", O_WRONLY);
        r = nul < 0 ? -1 : dup2(nul, fd);
        if (nul >= 0)
            close(nul);
    } else {
        r = close(fd);
    }
    if (r == -1 && errno != EBADF)
        io_exception("java/io/IOException", "close failed");
}
static void n_fdClose0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    close_fd(A_REF(0));
}

/* ---- FileInputStream / FileOutputStream ---- */
/* opens path for a stream: the fd into stream.fd.fd; FileNotFoundException "path (reason)" */
static void open_into(Object *stream, const char *cls, Object *path, int flags)
{
    if (!path) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    char *p = string_to_utf8(path);
    int fd = open(p, flags, 0666);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        fd = -1;
        errno = EISDIR;
    }
    if (fd < 0) {
        throw_new("java/io/FileNotFoundException", "%s (%s)", p, strerror(errno));
        free(p);
        return;
    }
    free(p);
    *fd_slot(stream_fd(stream, cls)) = fd;
}

static void n_fisOpen0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    open_into(A_REF(0), "java/io/FileInputStream", A_REF(1), O_RDONLY);
}
static void n_fosOpen0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    open_into(A_REF(0), "java/io/FileOutputStream", A_REF(1),
              O_WRONLY | O_CREAT | (A_INT(2) ? O_APPEND : O_TRUNC));
}

static int stream_fd_or_throw(Object *stream, const char *cls)
{
    Object *fdo = stream_fd(stream, cls);
    jint fd = fdo ? *fd_slot(fdo) : -1;
    if (fd == -1)
        io_exception("java/io/IOException", "Stream Closed");
    return fd;
}

static int bounds_ok(Array *a, jint off, jint len)
{
    if (!a) {
        throw_new("java/lang/NullPointerException", NULL);
        return 0;
    }
    if (off < 0 || len < 0 || a->length - off < len) {
        throw_new("java/lang/IndexOutOfBoundsException", NULL);
        return 0;
    }
    return 1;
}

/* readBytes(byte[] b, int off, int len): -1 at the end */
static void read_bytes(uint32_t *args, uint32_t *ret, const char *cls)
{
    Array *a = (Array *)A_REF(1);
    jint off = A_INT(2), len = A_INT(3);
    if (!bounds_ok(a, off, len))
        return;
    if (len == 0) {
        R_INT(0);
        return;
    }
    int fd = stream_fd_or_throw(A_REF(0), cls);
    if (fd == -1)
        return;
    ssize_t n;
    do
        n = read(fd, (char *)ARRAY_DATA(a) + off, (size_t)len);
    while (n < 0 && errno == EINTR);
    if (n < 0) {
        io_exception("java/io/IOException", strerror(errno));
        return;
    }
    R_INT(n == 0 ? -1 : (jint)n);
}

static void read_one(uint32_t *args, uint32_t *ret, const char *cls)
{
    int fd = stream_fd_or_throw(A_REF(0), cls);
    if (fd == -1)
        return;
    unsigned char c;
    ssize_t n = read(fd, &c, 1);
    if (n < 0) {
        io_exception("java/io/IOException", strerror(errno));
        return;
    }
    R_INT(n == 0 ? -1 : c);
}

static void n_available0(uint32_t *args, uint32_t *ret)
{
    int fd = stream_fd_or_throw(A_REF(0), "java/io/FileInputStream");
    if (fd == -1)
        return;
    struct stat st;
    off_t cur = lseek(fd, 0, SEEK_CUR);
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && cur >= 0) {
        off_t left = st.st_size - cur;
        R_INT(left > INT_MAX ? INT_MAX : (jint)left);
    } else {
        R_INT(0);
    }
}

static void n_skip0(uint32_t *args, uint32_t *ret)
{
    int fd = stream_fd_or_throw(A_REF(0), "java/io/FileInputStream");
    if (fd == -1)
        return;
    off_t cur = lseek(fd, 0, SEEK_CUR), end = cur < 0 ? -1 : lseek(fd, (off_t)get_long(args + 1), SEEK_CUR);
    if (cur < 0 || end < 0) {
        io_exception("java/io/IOException", "Seek error");
        return;
    }
    put_long(ret, (jlong)(end - cur));
}

/* writeBytes(byte[] b, int off, int len, boolean append): all of it */
static void write_bytes(uint32_t *args, uint32_t *ret, const char *cls)
{
    (void)ret;
    Array *a = (Array *)A_REF(1);
    jint off = A_INT(2), len = A_INT(3);
    if (!bounds_ok(a, off, len))
        return;
    int fd = stream_fd_or_throw(A_REF(0), cls);
    if (fd == -1)
        return;
    const char *p = (const char *)ARRAY_DATA(a) + off;
    while (len > 0) {
        ssize_t n = write(fd, p, (size_t)len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            io_exception("java/io/IOException", n < 0 ? strerror(errno) : "Write error");
            return;
        }
        p += n;
        len -= (jint)n;
    }
}

static void write_one(uint32_t *args, uint32_t *ret, const char *cls)
{
    (void)ret;
    int fd = stream_fd_or_throw(A_REF(0), cls);
    if (fd == -1)
        return;
    unsigned char c = (unsigned char)args[1];
    if (write(fd, &c, 1) != 1)
        io_exception("java/io/IOException", strerror(errno));
}

#define FIS "java/io/FileInputStream"
#define FOS "java/io/FileOutputStream"
#define RAF "java/io/RandomAccessFile"
static void n_read0(uint32_t *args, uint32_t *ret) { read_one(args, ret, FIS); }
static void n_readBytes(uint32_t *args, uint32_t *ret) { read_bytes(args, ret, FIS); }
static void n_writeBytes(uint32_t *args, uint32_t *ret) { write_bytes(args, ret, FOS); }
static void n_write(uint32_t *args, uint32_t *ret) { write_one(args, ret, FOS); }

/* the size of the stream's file, or where it is: -1 stays for "cannot tell" (a pipe), as
 * libjava's handleGetLength/lseek */
static void position_or_length(uint32_t *args, uint32_t *ret, const char *cls, int length)
{
    int fd = stream_fd_or_throw(A_REF(0), cls);
    if (fd == -1)
        return;
    struct stat64 st;
    off64_t v = length ? (fstat64(fd, &st) == 0 ? st.st_size : -1) : lseek64(fd, 0, SEEK_CUR);
    if (v < 0 && !length) {
        io_exception("java/io/IOException", strerror(errno));
        return;
    }
    put_long(ret, v);
}
static void n_fisLength0(uint32_t *args, uint32_t *ret) { position_or_length(args, ret, FIS, 1); }
static void n_fisPosition0(uint32_t *args, uint32_t *ret) { position_or_length(args, ret, FIS, 0); }

/* ---- java.io.RandomAccessFile: open0's mode is the class's O_RDONLY 1, O_RDWR 2, O_SYNC 4,
 * O_DSYNC 8 ---- */
static void n_rafOpen0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    jint m = A_INT(2);
    int flags = (m & 1) ? O_RDONLY : O_RDWR | O_CREAT;
    if (m & 4)
        flags |= O_SYNC;
    else if (m & 8)
        flags |= O_DSYNC;
    open_into(A_REF(0), RAF, A_REF(1), flags | O_LARGEFILE);
}
static void n_rafRead0(uint32_t *args, uint32_t *ret) { read_one(args, ret, RAF); }
static void n_rafReadBytes(uint32_t *args, uint32_t *ret) { read_bytes(args, ret, RAF); }
static void n_rafWrite0(uint32_t *args, uint32_t *ret) { write_one(args, ret, RAF); }
static void n_rafWriteBytes(uint32_t *args, uint32_t *ret) { write_bytes(args, ret, RAF); }
static void n_rafGetFilePointer(uint32_t *args, uint32_t *ret) { position_or_length(args, ret, RAF, 0); }
static void n_rafLength(uint32_t *args, uint32_t *ret) { position_or_length(args, ret, RAF, 1); }
static void n_rafSeek0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int fd = stream_fd_or_throw(A_REF(0), RAF);
    if (fd != -1 && lseek64(fd, get_long(args + 1), SEEK_SET) == -1)
        io_exception("java/io/IOException", strerror(errno));
}
static void n_rafSetLength(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int fd = stream_fd_or_throw(A_REF(0), RAF);
    if (fd == -1)
        return;
    jlong len = get_long(args + 1);
    off64_t cur = lseek64(fd, 0, SEEK_CUR);
    if (cur == -1 || ftruncate64(fd, len) == -1 || lseek64(fd, cur > len ? len : cur, SEEK_SET) == -1)
        io_exception("java/io/IOException", strerror(errno));
}

/* ---- java.io.UnixFileSystem ---- */
static char *file_path(Object *file)
{
    static uint32_t off;
    if (!off)
        off = field_of("java/io/File", "path", "Ljava/lang/String;");
    Object *p = *(Object **)FIELD_PTR(file, off);
    return p ? string_to_utf8(p) : NULL;
}

/* canonicalize0(path): realpath of the longest existing prefix, then the rest with "."
 * and ".." collapsed (libjava's JDK_Canonicalize) */
static void n_canonicalize0(uint32_t *args, uint32_t *ret)
{
    char *p = string_to_utf8(A_REF(1));
    char resolved[PATH_MAX], out[PATH_MAX * 2];
    size_t n = strlen(p);
    char *cut = NULL;
    if (realpath(p, resolved)) {
        snprintf(out, sizeof out, "%s", resolved);
    } else {
        /* the longest prefix that exists */
        out[0] = 0;
        for (cut = p + n; cut > p; cut--) {
            if (*cut != '/' && cut != p + n)
                continue;
            char saved = *cut;
            *cut = 0;
            int ok = *p && realpath(p, resolved);
            *cut = saved;
            if (ok) {
                snprintf(out, sizeof out, "%s%s", resolved, cut);
                break;
            }
        }
        if (cut == p)
            snprintf(out, sizeof out, "%s", p);
        /* collapse "." and ".." in what followed */
        char *parts[PATH_MAX / 2];
        int np = 0;
        char buf[PATH_MAX * 2];
        snprintf(buf, sizeof buf, "%s", out);
        for (char *save = NULL, *t = strtok_r(buf, "/", &save); t; t = strtok_r(NULL, "/", &save)) {
            if (strcmp(t, ".") == 0)
                continue;
            if (strcmp(t, "..") == 0) {
                if (np)
                    np--;
                continue;
            }
            parts[np++] = t;
        }
        char joined[PATH_MAX * 2] = "";
        for (int i = 0; i < np; i++) {
            strncat(joined, "/", sizeof joined - strlen(joined) - 1);
            strncat(joined, parts[i], sizeof joined - strlen(joined) - 1);
        }
        snprintf(out, sizeof out, "%s", np ? joined : "/");
    }
    free(p);
    R_REF(new_string_utf8(out));
}

/* getBooleanAttributes0(File): EXISTS 1, REGULAR 2, DIRECTORY 4 */
static void n_getBooleanAttributes0(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    struct stat st;
    int r = 0;
    if (p && stat(p, &st) == 0)
        r = 1 | (S_ISREG(st.st_mode) ? 2 : 0) | (S_ISDIR(st.st_mode) ? 4 : 0);
    free(p);
    R_INT(r);
}

static void n_getLength(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    struct stat st;
    put_long(ret, p && stat(p, &st) == 0 ? (jlong)st.st_size : 0);
    free(p);
}

static void n_getLastModifiedTime(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    struct stat st;
    put_long(ret, p && stat(p, &st) == 0 ? (jlong)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000 : 0);
    free(p);
}

/* checkAccess(File, int access): R 4, W 2, X 1 */
static void n_checkAccess(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    int mode = A_INT(2) == 4 ? R_OK : A_INT(2) == 2 ? W_OK : X_OK;
    R_INT(p && access(p, mode) == 0);
    free(p);
}

/* setPermission(File, access, enable, owneronly): chmod of the owner's bit, or everyone's */
static void n_setPermission(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    int acc = A_INT(2), enable = A_INT(3), owner = A_INT(4);
    mode_t bits = acc == 4 ? (owner ? S_IRUSR : S_IRUSR | S_IRGRP | S_IROTH)
                  : acc == 2 ? (owner ? S_IWUSR : S_IWUSR | S_IWGRP | S_IWOTH)
                             : (owner ? S_IXUSR : S_IXUSR | S_IXGRP | S_IXOTH);
    struct stat st;
    int ok = p && stat(p, &st) == 0 &&
             chmod(p, enable ? (st.st_mode | bits) & 07777 : (st.st_mode & ~bits) & 07777) == 0;
    free(p);
    R_INT(ok);
}
static void n_setReadOnly(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    struct stat st;
    int ok = p && stat(p, &st) == 0 && chmod(p, st.st_mode & ~(S_IWUSR | S_IWGRP | S_IWOTH) & 07777) == 0;
    free(p);
    R_INT(ok);
}
/* createFileExclusively(path): true when made, false when it existed, IOException otherwise */
static void n_createFileExclusively(uint32_t *args, uint32_t *ret)
{
    char *p = string_to_utf8(A_REF(1));
    int fd = open(p, O_RDWR | O_CREAT | O_EXCL, 0666);
    R_INT(fd >= 0);
    if (fd >= 0)
        close(fd);
    else if (errno != EEXIST)
        io_exception("java/io/IOException", strerror(errno));
    free(p);
}
static void n_delete0(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    R_INT(p && remove(p) == 0);
    free(p);
}
static void n_createDirectory(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    R_INT(p && mkdir(p, 0777) == 0);
    free(p);
}
static void n_rename0(uint32_t *args, uint32_t *ret)
{
    char *a = file_path(A_REF(1)), *b = file_path(A_REF(2));
    R_INT(a && b && rename(a, b) == 0);
    free(a);
    free(b);
}
static void n_setLastModifiedTime(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    jlong ms = get_long(args + 2);
    struct stat st;
    int ok = 0;
    if (p && stat(p, &st) == 0) {
        struct timespec ts[2] = {st.st_atim, {(time_t)(ms / 1000), (long)(ms % 1000) * 1000000}};
        ok = utimensat(AT_FDCWD, p, ts, 0) == 0;
    }
    free(p);
    R_INT(ok);
}
/* getSpace(File, t): SPACE_TOTAL 0, SPACE_FREE 1, SPACE_USABLE 2 */
static void n_getSpace(uint32_t *args, uint32_t *ret)
{
    char *p = file_path(A_REF(1));
    struct statfs64 s;
    jlong v = 0;
    if (p && statfs64(p, &s) == 0)
        v = (jlong)s.f_frsize * (jlong)(A_INT(2) == 0 ? s.f_blocks : A_INT(2) == 1 ? s.f_bfree : s.f_bavail);
    free(p);
    put_long(ret, v);
}
static void n_getNameMax0(uint32_t *args, uint32_t *ret)
{
    char *p = string_to_utf8(A_REF(1));
    struct statfs64 s;
    put_long(ret, statfs64(p, &s) == 0 && s.f_namelen > 0 ? (jlong)s.f_namelen : 255);
    free(p);
}

/* list(File): the names but "." and "..", null when not a readable directory */
static void n_list(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    char *p = file_path(A_REF(1));
    DIR *d = p ? opendir(p) : NULL;
    free(p);
    if (!d)
        return;
    int cap = 16, n = 0;
    char **names = xmalloc(sizeof *names * (size_t)cap);
    for (struct dirent64 *e; (e = readdir64(d));) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        if (n == cap)
            names = realloc(names, sizeof *names * (size_t)(cap *= 2));
        names[n++] = xstrdup(e->d_name);
    }
    closedir(d);
    Array *a = alloc_array(array_class_of(cls_String), n);
    if (a) {
        int h = handle_push((Object *)a);
        for (int i = 0; i < n && !thread.pending; i++) {
            Object *s = new_string_utf8(names[i]);
            if (s)
                store_ref(handles[h], (Object **)ARRAY_DATA((Array *)handles[h]) + i, s);
        }
        if (!thread.pending)
            R_REF(handles[h]);
        handle_pop(1);
    }
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

const NativeEntry jdk_io_natives[] = {
    {"java/io/FileDescriptor.initIDs()V", n_nothing},
    {"java/io/FileDescriptor.getHandle(I)J", n_getHandle},
    {"java/io/FileDescriptor.getAppend(I)Z", n_getAppend},
    {"java/io/FileDescriptor.close0()V", n_fdClose0},
    {"java/io/FileCleanable.cleanupClose0(IJ)V", n_nothing},
    {"java/io/FileInputStream.initIDs()V", n_nothing},
    {"java/io/FileInputStream.open0(Ljava/lang/String;)V", n_fisOpen0},
    {"java/io/FileInputStream.readBytes([BII)I", n_readBytes},
    {"java/io/FileInputStream.read0()I", n_read0},
    {"java/io/FileInputStream.available0()I", n_available0},
    {"java/io/FileInputStream.skip0(J)J", n_skip0},
    {"java/io/FileInputStream.length0()J", n_fisLength0},
    {"java/io/FileInputStream.position0()J", n_fisPosition0},
    {"java/io/RandomAccessFile.initIDs()V", n_nothing},
    {"java/io/RandomAccessFile.open0(Ljava/lang/String;I)V", n_rafOpen0},
    {"java/io/RandomAccessFile.read0()I", n_rafRead0},
    {"java/io/RandomAccessFile.readBytes([BII)I", n_rafReadBytes},
    {"java/io/RandomAccessFile.write0(I)V", n_rafWrite0},
    {"java/io/RandomAccessFile.writeBytes([BII)V", n_rafWriteBytes},
    {"java/io/RandomAccessFile.getFilePointer()J", n_rafGetFilePointer},
    {"java/io/RandomAccessFile.seek0(J)V", n_rafSeek0},
    {"java/io/RandomAccessFile.length()J", n_rafLength},
    {"java/io/RandomAccessFile.setLength(J)V", n_rafSetLength},
    {"java/io/FileOutputStream.initIDs()V", n_nothing},
    {"java/io/FileOutputStream.open0(Ljava/lang/String;Z)V", n_fosOpen0},
    {"java/io/FileOutputStream.writeBytes([BIIZ)V", n_writeBytes},
    {"java/io/FileOutputStream.write(IZ)V", n_write},
    {"java/io/UnixFileSystem.initIDs()V", n_nothing},
    {"java/io/UnixFileSystem.canonicalize0(Ljava/lang/String;)Ljava/lang/String;", n_canonicalize0},
    {"java/io/UnixFileSystem.getBooleanAttributes0(Ljava/io/File;)I", n_getBooleanAttributes0},
    {"java/io/UnixFileSystem.getLength(Ljava/io/File;)J", n_getLength},
    {"java/io/UnixFileSystem.getLastModifiedTime(Ljava/io/File;)J", n_getLastModifiedTime},
    {"java/io/UnixFileSystem.checkAccess(Ljava/io/File;I)Z", n_checkAccess},
    {"java/io/UnixFileSystem.setPermission(Ljava/io/File;IZZ)Z", n_setPermission},
    {"java/io/UnixFileSystem.setReadOnly(Ljava/io/File;)Z", n_setReadOnly},
    {"java/io/UnixFileSystem.createFileExclusively(Ljava/lang/String;)Z", n_createFileExclusively},
    {"java/io/UnixFileSystem.delete0(Ljava/io/File;)Z", n_delete0},
    {"java/io/UnixFileSystem.createDirectory(Ljava/io/File;)Z", n_createDirectory},
    {"java/io/UnixFileSystem.rename0(Ljava/io/File;Ljava/io/File;)Z", n_rename0},
    {"java/io/UnixFileSystem.setLastModifiedTime(Ljava/io/File;J)Z", n_setLastModifiedTime},
    {"java/io/UnixFileSystem.getSpace(Ljava/io/File;I)J", n_getSpace},
    {"java/io/UnixFileSystem.getNameMax0(Ljava/lang/String;)J", n_getNameMax0},
    {"java/io/UnixFileSystem.list(Ljava/io/File;)[Ljava/lang/String;", n_list},
};
const size_t jdk_io_natives_count = sizeof jdk_io_natives / sizeof jdk_io_natives[0];
