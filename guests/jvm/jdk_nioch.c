/* jdk_nioch.c - the natives of OpenJDK 17's channels (-X:classlib=jdk): sun.nio.ch's IOUtil,
 * FileDispatcherImpl, FileChannelImpl and NativeThread, as libnio's do them, on the guest's
 * own system calls; and jimage's NativeImageBuffer. Buffers come as addresses (direct
 * buffers: Unsafe's memory); results follow libnio's convention (IOStatus): a count, -1
 * (EOF) for a read of nothing, -2 when it would block, -3 when interrupted, else an
 * IOException with the system's message.
 *
 * The runtime image: HotSpot maps lib/modules and hands the class library that map
 * (getNativeMap). This VM reads the image's index itself (jimage.c) and maps nothing, so
 * getNativeMap answers null and the library opens the file with a FileChannel, as it does on
 * any VM without a map (on a 32-bit VM, jdk.image.map.all is false: it reads, not maps). */
#define _GNU_SOURCE /* pread64, pwrite64, lseek64, ftruncate64 */
#include "natives.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define A_LONG(i) get_long(args + (i))
#define A_PTR(i) ((void *)(uintptr_t)(uint32_t)get_long(args + (i)))
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

enum { IOS_EOF = -1, IOS_UNAVAILABLE = -2, IOS_INTERRUPTED = -3, IOS_UNSUPPORTED = -4 };

static void n_nothing(uint32_t *args, uint32_t *ret) { (void)args, (void)ret; }
static void n_null(uint32_t *args, uint32_t *ret) { (void)args, R_REF(NULL); }

/* FileDescriptor.fd */
static jint *fd_of(Object *fdo)
{
    static uint32_t off;
    if (!off) {
        Field *f = find_field(load_class_or_die("java/io/FileDescriptor"), "fd", "I");
        if (!f)
            fatal("-X:classlib=jdk: java.io.FileDescriptor has no fd");
        off = f->offset;
    }
    return (jint *)FIELD_PTR(fdo, off);
}
#define FD(i) (*fd_of(A_REF(i)))

static void io_error(const char *what)
{
    int e = errno;
    throw_new("java/io/IOException", "%s", e ? strerror(e) : what);
}

/* libnio's convertReturnVal / convertLongReturnVal */
static jlong converted(jlong n, int reading, const char *what)
{
    if (n > 0)
        return n;
    if (n == 0)
        return reading ? IOS_EOF : 0;
    if (errno == EAGAIN || errno == EWOULDBLOCK)
        return IOS_UNAVAILABLE;
    if (errno == EINTR)
        return IOS_INTERRUPTED;
    io_error(what);
    return IOS_EOF;
}

/* ---- sun.nio.ch.IOUtil ---- */
static void n_fdVal(uint32_t *args, uint32_t *ret) { R_INT(FD(0)); }
static void n_setfdVal(uint32_t *args, uint32_t *ret) { (void)ret, FD(0) = A_INT(1); }
static void n_configureBlocking(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int fd = FD(0), fl = fcntl(fd, F_GETFL);
    int nfl = A_INT(1) ? (fl & ~O_NONBLOCK) : (fl | O_NONBLOCK);
    if (fl == -1 || (fl != nfl && fcntl(fd, F_SETFL, nfl) == -1))
        io_error("Configure blocking failed");
}
static void n_fdLimit(uint32_t *args, uint32_t *ret) { (void)args, R_INT(sysconf(_SC_OPEN_MAX)); }
static void n_iovMax(uint32_t *args, uint32_t *ret) { (void)args, R_INT(IOV_MAX); }
static void n_randomBytes(uint32_t *args, uint32_t *ret) { (void)args, R_INT(0); } /* as libnio on Linux */
static void n_makePipe(uint32_t *args, uint32_t *ret)
{
    int fd[2];
    if (pipe(fd) == -1) {
        io_error("Pipe failed");
        return;
    }
    if (!A_INT(0)) {
        fcntl(fd[0], F_SETFL, fcntl(fd[0], F_GETFL) | O_NONBLOCK);
        fcntl(fd[1], F_SETFL, fcntl(fd[1], F_GETFL) | O_NONBLOCK);
    }
    put_long(ret, (jlong)fd[0] << 32 | (uint32_t)fd[1]);
}
static void n_write1(uint32_t *args, uint32_t *ret)
{
    char c = (char)A_INT(1);
    R_INT(converted(write(A_INT(0), &c, 1), 0, "Write failed"));
}
static void n_drain(uint32_t *args, uint32_t *ret)
{
    char buf[16];
    int any = 0;
    for (;;) {
        ssize_t n = read(A_INT(0), buf, sizeof buf);
        if (n < (ssize_t)sizeof buf) {
            if (n > 0)
                any = 1;
            if (n < 0 && errno != EAGAIN)
                io_error("Drain");
            break;
        }
        any = 1;
    }
    R_INT(any);
}
static void n_drain1(uint32_t *args, uint32_t *ret)
{
    char c;
    ssize_t n = read(A_INT(0), &c, 1);
    if (n == -1 && errno != EAGAIN) {
        io_error("Drain");
        return;
    }
    R_INT(n == 1);
}

/* ---- sun.nio.ch.FileDispatcherImpl ---- */
static void n_read0(uint32_t *args, uint32_t *ret)
{
    R_INT(converted(read(FD(0), A_PTR(1), (size_t)A_INT(3)), 1, "Read failed"));
}
static void n_pread0(uint32_t *args, uint32_t *ret)
{
    R_INT(converted(pread64(FD(0), A_PTR(1), (size_t)A_INT(3), A_LONG(4)), 1, "Read failed"));
}
static void n_readv0(uint32_t *args, uint32_t *ret)
{
    put_long(ret, converted(readv(FD(0), A_PTR(1), A_INT(3)), 1, "Read failed"));
}
static void n_write0(uint32_t *args, uint32_t *ret)
{
    R_INT(converted(write(FD(0), A_PTR(1), (size_t)A_INT(3)), 0, "Write failed"));
}
static void n_pwrite0(uint32_t *args, uint32_t *ret)
{
    R_INT(converted(pwrite64(FD(0), A_PTR(1), (size_t)A_INT(3), A_LONG(4)), 0, "Write failed"));
}
static void n_writev0(uint32_t *args, uint32_t *ret)
{
    put_long(ret, converted(writev(FD(0), A_PTR(1), A_INT(3)), 0, "Write failed"));
}
static void n_force0(uint32_t *args, uint32_t *ret)
{
    int r = A_INT(1) ? fsync(FD(0)) : fdatasync(FD(0));
    if (r == -1)
        io_error("Force failed");
    R_INT(r);
}
/* seek0(fd, offset): offset -1 asks for the position */
static void n_seek0(uint32_t *args, uint32_t *ret)
{
    jlong off = A_LONG(1);
    off_t r = off < 0 ? lseek64(FD(0), 0, SEEK_CUR) : lseek64(FD(0), off, SEEK_SET);
    if (r == -1)
        io_error("lseek64 failed");
    put_long(ret, r);
}
static void n_truncate0(uint32_t *args, uint32_t *ret)
{
    int r = ftruncate64(FD(0), A_LONG(1));
    if (r == -1)
        io_error("Truncation failed");
    R_INT(r);
}
static void n_size0(uint32_t *args, uint32_t *ret)
{
    struct stat64 st;
    if (fstat64(FD(0), &st) == -1) {
        io_error("Size failed");
        return;
    }
    put_long(ret, st.st_size);
}
/* lock0(fd, blocking, pos, size, shared): FileDispatcher's LOCKED 0 / NO_LOCK -1 */
static void n_lock0(uint32_t *args, uint32_t *ret)
{
    struct flock64 fl = {.l_whence = SEEK_SET, .l_start = A_LONG(2), .l_len = A_LONG(4)};
    fl.l_type = A_INT(6) ? F_RDLCK : F_WRLCK;
    if (fcntl(FD(0), A_INT(1) ? F_SETLKW64 : F_SETLK64, &fl) == -1) {
        if (!A_INT(1) && (errno == EAGAIN || errno == EACCES)) {
            R_INT(-1);
            return;
        }
        if (errno == EINTR) {
            R_INT(-1);
            return;
        }
        io_error("Lock failed");
        return;
    }
    R_INT(0);
}
static void n_release0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    struct flock64 fl = {.l_type = F_UNLCK, .l_whence = SEEK_SET, .l_start = A_LONG(1), .l_len = A_LONG(3)};
    if (fcntl(FD(0), F_SETLK64, &fl) == -1)
        io_error("Release failed");
}
static void n_close0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int fd = FD(0);
    if (fd != -1 && close(fd) == -1 && errno != EINTR)
        io_error("Close failed");
}
static void n_closeIntFD(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    if (A_INT(0) != -1 && close(A_INT(0)) == -1 && errno != EINTR)
        io_error("Close failed");
}
static void n_dup0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    if (dup2(FD(0), FD(1)) == -1)
        io_error("dup2 failed");
}
static void n_false(uint32_t *args, uint32_t *ret) { (void)args, R_INT(0); }
static void n_setDirect0(uint32_t *args, uint32_t *ret)
{
    (void)args, (void)ret;
    throw_new("java/io/IOException", "O_DIRECT is not supported by this VM");
}

/* ---- sun.nio.ch.FileChannelImpl ---- */
static void n_fc_initIDs(uint32_t *args, uint32_t *ret) { (void)args, put_long(ret, sysconf(_SC_PAGESIZE)); }
/* map0(prot, position, length, isSync): MAP_RO 0, MAP_RW 1, MAP_PV 2 */
static void n_map0(uint32_t *args, uint32_t *ret)
{
    static uint32_t off_fd;
    if (!off_fd) {
        Field *f = find_field(load_class_or_die("sun/nio/ch/FileChannelImpl"), "fd", "Ljava/io/FileDescriptor;");
        if (!f)
            fatal("-X:classlib=jdk: FileChannelImpl has no fd");
        off_fd = f->offset;
    }
    int fd = *fd_of(*(Object **)FIELD_PTR(A_REF(0), off_fd));
    int prot = A_INT(1), p = PROT_READ, flags = MAP_SHARED;
    if (prot == 1)
        p |= PROT_WRITE;
    else if (prot == 2)
        p |= PROT_WRITE, flags = MAP_PRIVATE;
    void *a = mmap64(NULL, (size_t)A_LONG(4), p, flags, fd, A_LONG(2));
    if (a == MAP_FAILED) {
        if (errno == ENOMEM)
            throw_new("java/lang/OutOfMemoryError", "Map failed");
        else
            io_error("Map failed");
        return;
    }
    put_long(ret, (jlong)(uintptr_t)a);
}
static void n_unmap0(uint32_t *args, uint32_t *ret)
{
    if (munmap(A_PTR(0), (size_t)A_LONG(2)) == -1)
        io_error("Unmap failed");
    R_INT(0);
}
static void n_transferTo0(uint32_t *args, uint32_t *ret) { (void)args, put_long(ret, IOS_UNSUPPORTED); }
static void n_maxTransfer(uint32_t *args, uint32_t *ret) { (void)args, R_INT(0x7ffff000); }

/* ---- sun.nio.ch.NativeThread: green threads never block in a system call, so there is
 * nothing to signal; the id is the VM's thread id ---- */
static void n_current(uint32_t *args, uint32_t *ret) { (void)args, put_long(ret, current_thread_id()); }

#define IOU "sun/nio/ch/IOUtil."
#define FDI "sun/nio/ch/FileDispatcherImpl."
#define FCI "sun/nio/ch/FileChannelImpl."
#define FDT "Ljava/io/FileDescriptor;"
const NativeEntry jdk_nioch_natives[] = {
    {"jdk/internal/jimage/NativeImageBuffer.getNativeMap(Ljava/lang/String;)Ljava/nio/ByteBuffer;", n_null},
    {IOU "initIDs()V", n_nothing},
    {IOU "randomBytes([B)Z", n_randomBytes},
    {IOU "makePipe(Z)J", n_makePipe},
    {IOU "write1(IB)I", n_write1},
    {IOU "drain(I)Z", n_drain},
    {IOU "drain1(I)I", n_drain1},
    {IOU "configureBlocking(" FDT "Z)V", n_configureBlocking},
    {IOU "fdVal(" FDT ")I", n_fdVal},
    {IOU "setfdVal(" FDT "I)V", n_setfdVal},
    {IOU "fdLimit()I", n_fdLimit},
    {IOU "iovMax()I", n_iovMax},
    {FDI "init()V", n_nothing},
    {FDI "read0(" FDT "JI)I", n_read0},
    {FDI "pread0(" FDT "JIJ)I", n_pread0},
    {FDI "readv0(" FDT "JI)J", n_readv0},
    {FDI "write0(" FDT "JI)I", n_write0},
    {FDI "pwrite0(" FDT "JIJ)I", n_pwrite0},
    {FDI "writev0(" FDT "JI)J", n_writev0},
    {FDI "force0(" FDT "Z)I", n_force0},
    {FDI "seek0(" FDT "J)J", n_seek0},
    {FDI "truncate0(" FDT "J)I", n_truncate0},
    {FDI "size0(" FDT ")J", n_size0},
    {FDI "lock0(" FDT "ZJJZ)I", n_lock0},
    {FDI "release0(" FDT "JJ)V", n_release0},
    {FDI "close0(" FDT ")V", n_close0},
    {FDI "preClose0(" FDT ")V", n_nothing},
    {FDI "dup0(" FDT FDT ")V", n_dup0},
    {FDI "closeIntFD(I)V", n_closeIntFD},
    {FDI "canTransferToFromOverlappedMap0()Z", n_false},
    {FDI "setDirect0(" FDT ")I", n_setDirect0},
    {FCI "initIDs()J", n_fc_initIDs},
    {FCI "map0(IJJZ)J", n_map0},
    {FCI "unmap0(JJ)I", n_unmap0},
    {FCI "transferTo0(" FDT "JJ" FDT ")J", n_transferTo0},
    {FCI "maxDirectTransferSize0()I", n_maxTransfer},
    {"sun/nio/ch/NativeThread.init()V", n_nothing},
    {"sun/nio/ch/NativeThread.current()J", n_current},
    {"sun/nio/ch/NativeThread.signal(J)V", n_nothing},
};
const size_t jdk_nioch_natives_count = sizeof jdk_nioch_natives / sizeof jdk_nioch_natives[0];
