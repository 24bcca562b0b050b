/* jdk_nio.c - the natives of OpenJDK 17's file system provider, sun.nio.fs.UnixNativeDispatcher
 * (-X:classlib=jdk), as libnio's UnixNativeDispatcher.c does them, on the guest's own
 * system calls. Paths come as addresses of NUL-terminated bytes (NativeBuffer, Unsafe's
 * memory); a failed call throws UnixException(errno), which the Java side turns into
 * NoSuchFileException and the like. UnixFileAttributes is filled from the guest's own
 * stat64, so no x86_64 layout leaks in.
 *
 * Platform honesty (guests/jdk/BOOT.md section 5.2): sun.nio.fs.UnixConstants was generated
 * on x86_64 and its values are compiled into the callers, so open0/openat0 receive x86_64's
 * O_NOFOLLOW (0x20000, ppc32's O_DIRECT) and O_DIRECT (0x4000, ppc32's O_DIRECTORY); open_flags
 * translates them to ppc32's (0x8000, 0x20000). Every other constant of the class is the
 * same on both. */
#define _GNU_SOURCE /* stat64, readdir64, O_LARGEFILE, lutimes, futimens */
#include "natives.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/vfs.h> /* statfs64: statvfs would bring glibc's mount-table parser */
#include <sys/time.h>
#include <unistd.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define A_PTR(i) ((void *)(uintptr_t)(uint32_t)get_long(args + (i))) /* a long address */
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

/* x86_64's open flags that UnixConstants carries, and ppc32's */
#define X86_O_NOFOLLOW 0x20000
#define X86_O_DIRECT 0x4000
#define PPC_O_NOFOLLOW 0x8000
#define PPC_O_DIRECT 0x20000
_Static_assert(O_NOFOLLOW == PPC_O_NOFOLLOW, "ppc32's O_NOFOLLOW");

static int open_flags(int x86)
{
    int f = x86 & ~(X86_O_NOFOLLOW | X86_O_DIRECT);
    if (x86 & X86_O_NOFOLLOW)
        f |= PPC_O_NOFOLLOW;
    if (x86 & X86_O_DIRECT)
        f |= PPC_O_DIRECT;
    return f | O_LARGEFILE;
}

/* throws sun.nio.fs.UnixException(errno) */
static void unix_exception(int err)
{
    Class *k = load_class("sun/nio/fs/UnixException");
    if (!k || class_init(k) < 0)
        return;
    Method *ctor = find_declared_method(k, "<init>", "(I)V");
    Object *e = alloc_object(k);
    if (!e || !ctor)
        return;
    int h = handle_push(e);
    uint32_t a[2] = {(uint32_t)(uintptr_t)e, (uint32_t)err};
    if (invoke_method(ctor, a, NULL) == 0)
        throw_object(handles[h]);
    handle_pop(1);
}

/* the result of a call that sets errno: -1 throws */
#define CHECK(r)                                                                                                       \
    do {                                                                                                               \
        if ((r) == -1) {                                                                                               \
            unix_exception(errno);                                                                                     \
            return;                                                                                                    \
        }                                                                                                              \
    } while (0)

static Array *byte_array(const char *s, size_t n)
{
    Array *a = alloc_array(array_class_of(prim_class_for('B')), (jint)n);
    if (a)
        memcpy(ARRAY_DATA(a), s, n);
    return a;
}

/* ---- file attributes ---- */
static struct {
    uint32_t mode, ino, dev, rdev, nlink, uid, gid, size, atime, atime_ns, mtime, mtime_ns, ctime, ctime_ns;
} fa;

static uint32_t attr_field(const char *name, const char *desc)
{
    Field *f = find_field(load_class_or_die("sun/nio/fs/UnixFileAttributes"), name, desc);
    if (!f)
        fatal("-X:classlib=jdk: UnixFileAttributes has no field %s", name);
    return f->offset;
}

static void fill_attrs(Object *o, const struct stat64 *st)
{
    if (!fa.mode) {
        fa.mode = attr_field("st_mode", "I"), fa.ino = attr_field("st_ino", "J"), fa.dev = attr_field("st_dev", "J");
        fa.rdev = attr_field("st_rdev", "J"), fa.nlink = attr_field("st_nlink", "I");
        fa.uid = attr_field("st_uid", "I"), fa.gid = attr_field("st_gid", "I"), fa.size = attr_field("st_size", "J");
        fa.atime = attr_field("st_atime_sec", "J"), fa.atime_ns = attr_field("st_atime_nsec", "J");
        fa.mtime = attr_field("st_mtime_sec", "J"), fa.mtime_ns = attr_field("st_mtime_nsec", "J");
        fa.ctime = attr_field("st_ctime_sec", "J"), fa.ctime_ns = attr_field("st_ctime_nsec", "J");
    }
#define SETI(off, v) (*(jint *)FIELD_PTR(o, off) = (jint)(v))
#define SETJ(off, v) put_long((uint32_t *)FIELD_PTR(o, off), (jlong)(v))
    SETI(fa.mode, st->st_mode);
    SETJ(fa.ino, st->st_ino);
    SETJ(fa.dev, st->st_dev);
    SETJ(fa.rdev, st->st_rdev);
    SETI(fa.nlink, st->st_nlink);
    SETI(fa.uid, st->st_uid);
    SETI(fa.gid, st->st_gid);
    SETJ(fa.size, st->st_size);
    SETJ(fa.atime, st->st_atim.tv_sec);
    SETJ(fa.atime_ns, st->st_atim.tv_nsec);
    SETJ(fa.mtime, st->st_mtim.tv_sec);
    SETJ(fa.mtime_ns, st->st_mtim.tv_nsec);
    SETJ(fa.ctime, st->st_ctim.tv_sec);
    SETJ(fa.ctime_ns, st->st_ctim.tv_nsec);
#undef SETI
#undef SETJ
}

static void n_stat0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct stat64 st;
    CHECK(stat64(A_PTR(0), &st));
    fill_attrs(A_REF(2), &st);
}
static void n_lstat0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct stat64 st;
    CHECK(lstat64(A_PTR(0), &st));
    fill_attrs(A_REF(2), &st);
}
/* stat1(path): the mode, 0 on failure */
static void n_stat1(uint32_t *args, uint32_t *ret)
{
    struct stat64 st;
    R_INT(stat64(A_PTR(0), &st) == -1 ? 0 : (jint)st.st_mode);
}
static void n_fstat(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct stat64 st;
    CHECK(fstat64(A_INT(0), &st));
    fill_attrs(A_REF(1), &st);
}
static void n_fstatat0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct stat64 st;
    CHECK(fstatat64(A_INT(0), A_PTR(1), &st, A_INT(3)));
    fill_attrs(A_REF(4), &st);
}
static void n_exists0(uint32_t *args, uint32_t *ret) { R_INT(access(A_PTR(0), F_OK) == 0); }
static void n_access0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    CHECK(access(A_PTR(0), A_INT(2)));
}

static void n_statvfs0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct statfs64 s;
    CHECK(statfs64(A_PTR(0), &s));
    Class *k = load_class_or_die("sun/nio/fs/UnixFileStoreAttributes");
    Object *o = A_REF(2);
    const char *names[4] = {"f_frsize", "f_blocks", "f_bfree", "f_bavail"};
    jlong v[4] = {(jlong)s.f_frsize, (jlong)s.f_blocks, (jlong)s.f_bfree, (jlong)s.f_bavail};
    for (int i = 0; i < 4; i++) {
        Field *f = find_field(k, names[i], "J");
        if (f)
            put_long((uint32_t *)FIELD_PTR(o, f->offset), v[i]);
    }
}

/* ---- files and directories ---- */
static void n_getcwd(uint32_t *args, uint32_t *ret)
{
    (void)args;
    char buf[PATH_MAX];
    if (!getcwd(buf, sizeof buf)) {
        throw_new("java/lang/InternalError", "getcwd failed: errno %d", errno);
        return;
    }
    R_REF(byte_array(buf, strlen(buf)));
}
static void n_open0(uint32_t *args, uint32_t *ret)
{
    int fd = open(A_PTR(0), open_flags(A_INT(2)), A_INT(3));
    CHECK(fd);
    R_INT(fd);
}
static void n_openat0(uint32_t *args, uint32_t *ret)
{
    int fd = openat(A_INT(0), A_PTR(1), open_flags(A_INT(3)), A_INT(4));
    CHECK(fd);
    R_INT(fd);
}
static void n_close0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    close(A_INT(0)); /* as libnio: errors ignored */
}
static void n_dup(uint32_t *args, uint32_t *ret)
{
    int fd = dup(A_INT(0));
    CHECK(fd);
    R_INT(fd);
}
static void n_unlink0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(unlink(A_PTR(0))); }
static void n_unlinkat0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(unlinkat(A_INT(0), A_PTR(1), A_INT(3))); }
static void n_mkdir0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(mkdir(A_PTR(0), (mode_t)A_INT(2))); }
static void n_rmdir0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(rmdir(A_PTR(0))); }
static void n_rename0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(rename(A_PTR(0), A_PTR(2))); }
static void n_renameat0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    CHECK(renameat(A_INT(0), A_PTR(1), A_INT(3), A_PTR(4)));
}
static void n_link0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(link(A_PTR(0), A_PTR(2))); }
static void n_symlink0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(symlink(A_PTR(0), A_PTR(2))); }
static void n_chmod0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(chmod(A_PTR(0), (mode_t)A_INT(2))); }
static void n_fchmod(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(fchmod(A_INT(0), (mode_t)A_INT(1))); }
static void n_chown0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(chown(A_PTR(0), (uid_t)A_INT(2), (gid_t)A_INT(3))); }
static void n_lchown0(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(lchown(A_PTR(0), (uid_t)A_INT(2), (gid_t)A_INT(3))); }
static void n_fchown(uint32_t *args, uint32_t *ret) { (void)ret; CHECK(fchown(A_INT(0), (uid_t)A_INT(1), (gid_t)A_INT(2))); }

/* utimes: times in microseconds since the epoch */
static void to_timevals(const uint32_t *args, struct timeval tv[2])
{
    for (int i = 0; i < 2; i++) {
        jlong us = get_long(args + 2 * i);
        tv[i].tv_sec = (time_t)(us / 1000000);
        tv[i].tv_usec = (suseconds_t)(us % 1000000);
    }
}
static void n_utimes0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct timeval tv[2];
    to_timevals(args + 2, tv);
    CHECK(utimes(A_PTR(0), tv));
}
static void n_lutimes0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct timeval tv[2];
    to_timevals(args + 2, tv);
    CHECK(lutimes(A_PTR(0), tv));
}
static void n_futimes(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct timeval tv[2];
    to_timevals(args + 1, tv);
    CHECK(futimes(A_INT(0), tv));
}
/* futimens: times in nanoseconds */
static void n_futimens(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct timespec ts[2];
    for (int i = 0; i < 2; i++) {
        jlong ns = get_long(args + 1 + 2 * i);
        ts[i].tv_sec = (time_t)(ns / 1000000000);
        ts[i].tv_nsec = (long)(ns % 1000000000);
    }
    CHECK(futimens(A_INT(0), ts));
}

static void n_readlink0(uint32_t *args, uint32_t *ret)
{
    char buf[PATH_MAX + 1];
    ssize_t n = readlink(A_PTR(0), buf, PATH_MAX);
    CHECK(n);
    R_REF(byte_array(buf, (size_t)n));
}
static void n_realpath0(uint32_t *args, uint32_t *ret)
{
    char buf[PATH_MAX + 1];
    if (!realpath(A_PTR(0), buf)) {
        unix_exception(errno);
        return;
    }
    R_REF(byte_array(buf, strlen(buf)));
}

/* directory streams: the DIR * as the long handle */
static void n_opendir0(uint32_t *args, uint32_t *ret)
{
    DIR *d = opendir(A_PTR(0));
    if (!d) {
        unix_exception(errno);
        return;
    }
    put_long(ret, (jlong)(uintptr_t)d);
}
static void n_fdopendir(uint32_t *args, uint32_t *ret)
{
    DIR *d = fdopendir(A_INT(0));
    if (!d) {
        unix_exception(errno);
        return;
    }
    put_long(ret, (jlong)(uintptr_t)d);
}
static void n_closedir(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    if (closedir(A_PTR(0)) == -1 && errno != EINTR)
        unix_exception(errno);
}
/* readdir: the next name, "." and ".." included (the Java side skips them), null at the end */
static void n_readdir(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    errno = 0;
    struct dirent64 *e = readdir64(A_PTR(0));
    if (!e) {
        if (errno)
            unix_exception(errno);
        return;
    }
    R_REF(byte_array(e->d_name, strlen(e->d_name)));
}
static void n_rewind(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    rewinddir(A_PTR(0));
}

static void n_read(uint32_t *args, uint32_t *ret)
{
    ssize_t n = read(A_INT(0), A_PTR(1), (size_t)A_INT(3));
    CHECK(n);
    R_INT(n);
}
static void n_write(uint32_t *args, uint32_t *ret)
{
    ssize_t n = write(A_INT(0), A_PTR(1), (size_t)A_INT(3));
    CHECK(n);
    R_INT(n);
}

/* ---- users, groups, errors ----
 * Without the name service (a static guest has no NSS modules, and /etc is the host's): the
 * running user is $USER, every other id has no name, so the Java side shows the number
 * (UnixUserPrincipals.fromUid/fromGid catch the UnixException), as for an unknown id. */
static const char *own_name(void)
{
    const char *u = getenv("USER");
    return u && *u ? u : NULL;
}
static void n_getpwuid(uint32_t *args, uint32_t *ret)
{
    const char *u = own_name();
    if ((uid_t)A_INT(0) != getuid() || !u) {
        unix_exception(ENOENT);
        return;
    }
    R_REF(byte_array(u, strlen(u)));
}
static void n_getgrgid(uint32_t *args, uint32_t *ret)
{
    (void)args, (void)ret;
    unix_exception(ENOENT);
}
static void n_getpwnam0(uint32_t *args, uint32_t *ret)
{
    const char *u = own_name();
    R_INT(u && strcmp(u, A_PTR(0)) == 0 ? (jint)getuid() : 0 - 1);
}
static void n_getgrnam0(uint32_t *args, uint32_t *ret)
{
    (void)args;
    R_INT(-1);
}
static void n_strerror(uint32_t *args, uint32_t *ret)
{
    const char *s = strerror(A_INT(0));
    R_REF(byte_array(s, strlen(s)));
}

/* UnixCopyFile.transfer(dst, src, cancel): the bytes of src into dst; a nonzero int at the
 * cancel address (when given) stops it with ECANCELED */
static void n_transfer(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    char buf[8192];
    volatile jint *cancel = (volatile jint *)A_PTR(2);
    for (;;) {
        ssize_t n = read(A_INT(1), buf, sizeof buf);
        CHECK(n);
        if (n == 0)
            return;
        for (ssize_t done = 0; done < n;) {
            ssize_t w = write(A_INT(0), buf + done, (size_t)(n - done));
            CHECK(w);
            done += w;
        }
        if (cancel && *cancel) {
            unix_exception(ECANCELED);
            return;
        }
    }
}

/* what is not implemented says so: extended attributes, mknod, getlinelen */
static void n_unsupported(uint32_t *args, uint32_t *ret)
{
    (void)args, (void)ret;
    unix_exception(ENOSYS);
}

/* init(): the capabilities (UnixNativeDispatcher's SUPPORTS_* bits): openat and the *at
 * calls, futimes, futimens, lutimes; no extended attributes, no birth time */
static void n_init(uint32_t *args, uint32_t *ret)
{
    (void)args;
    R_INT((1 << 1) | (1 << 2) | (1 << 3) | (1 << 4));
}

#define UND "sun/nio/fs/UnixNativeDispatcher."
const NativeEntry jdk_nio_natives[] = {
    {UND "init()I", n_init},
    {"sun/nio/fs/UnixCopyFile.transfer(IIJ)V", n_transfer},
    {UND "getcwd()[B", n_getcwd},
    {UND "dup(I)I", n_dup},
    {UND "open0(JII)I", n_open0},
    {UND "openat0(IJII)I", n_openat0},
    {UND "close0(I)V", n_close0},
    {UND "rewind(J)V", n_rewind},
    {UND "getlinelen(J)I", n_unsupported},
    {UND "link0(JJ)V", n_link0},
    {UND "unlink0(J)V", n_unlink0},
    {UND "unlinkat0(IJI)V", n_unlinkat0},
    {UND "mknod0(JIJ)V", n_unsupported},
    {UND "rename0(JJ)V", n_rename0},
    {UND "renameat0(IJIJ)V", n_renameat0},
    {UND "mkdir0(JI)V", n_mkdir0},
    {UND "rmdir0(J)V", n_rmdir0},
    {UND "readlink0(J)[B", n_readlink0},
    {UND "realpath0(J)[B", n_realpath0},
    {UND "symlink0(JJ)V", n_symlink0},
    {UND "stat0(JLsun/nio/fs/UnixFileAttributes;)V", n_stat0},
    {UND "stat1(J)I", n_stat1},
    {UND "lstat0(JLsun/nio/fs/UnixFileAttributes;)V", n_lstat0},
    {UND "fstat(ILsun/nio/fs/UnixFileAttributes;)V", n_fstat},
    {UND "fstatat0(IJILsun/nio/fs/UnixFileAttributes;)V", n_fstatat0},
    {UND "chown0(JII)V", n_chown0},
    {UND "lchown0(JII)V", n_lchown0},
    {UND "fchown(III)V", n_fchown},
    {UND "chmod0(JI)V", n_chmod0},
    {UND "fchmod(II)V", n_fchmod},
    {UND "utimes0(JJJ)V", n_utimes0},
    {UND "futimes(IJJ)V", n_futimes},
    {UND "futimens(IJJ)V", n_futimens},
    {UND "lutimes0(JJJ)V", n_lutimes0},
    {UND "opendir0(J)J", n_opendir0},
    {UND "fdopendir(I)J", n_fdopendir},
    {UND "closedir(J)V", n_closedir},
    {UND "readdir(J)[B", n_readdir},
    {UND "read(IJI)I", n_read},
    {UND "write(IJI)I", n_write},
    {UND "access0(JI)V", n_access0},
    {UND "exists0(J)Z", n_exists0},
    {UND "getpwuid(I)[B", n_getpwuid},
    {UND "getgrgid(I)[B", n_getgrgid},
    {UND "getpwnam0(J)I", n_getpwnam0},
    {UND "getgrnam0(J)I", n_getgrnam0},
    {UND "statvfs0(JLsun/nio/fs/UnixFileStoreAttributes;)V", n_statvfs0},
    {UND "strerror(I)[B", n_strerror},
    {UND "fgetxattr0(IJJI)I", n_unsupported},
    {UND "fsetxattr0(IJJI)V", n_unsupported},
    {UND "fremovexattr0(IJ)V", n_unsupported},
    {UND "flistxattr(IJI)I", n_unsupported},
};
const size_t jdk_nio_natives_count = sizeof jdk_nio_natives / sizeof jdk_nio_natives[0];
