/* jimage.h - reads a Java runtime image's lib/modules (the "jimage" that jlink writes):
 * the classes and resources of every module of the image, found by name through the
 * image's perfect hash, read with pread (nothing is mapped; the index is read once).
 *
 * The format has no specification beyond OpenJDK's libjimage and jdk.internal.jimage
 * (BasicImageReader, ImageLocation, ImageStringsReader); this reader follows what those
 * read, for an image of either byte order (the guest's is big-endian: guests/jdk/image.sh
 * runs jlink --endian big):
 *   header    7 words: magic 0xCAFEDADA, version 1.0, flags, resource count, table
 *             length, locations size, strings size
 *   redirect  table length signed words: hash slot -> location index (negative: -1 - index
 *             directly; positive: a seed to hash the name again; 0: no such name)
 *   offsets   table length words: location index -> offset into the locations
 *   locations each an attribute stream: a byte (kind << 3 | length - 1) and length
 *             big-endian bytes of value, until kind 0; kinds: module, parent, base,
 *             extension (offsets into the strings), offset (of the content after the
 *             index), compressed and uncompressed sizes
 *   strings   NUL-terminated modified UTF-8
 * A resource's name is /module/parent/base.extension; a package's module is found under
 * /packages/<dotted.package>. Compressed resources (jlink --compress) are refused: the
 * pinned image is uncompressed.
 *
 * Plain C on purpose (no VM header): the VM links it, and its test compiles it on the host
 * (tests/e2e/tests/jimage.rs compares it with the JDK's own reader). */
#ifndef JIMAGE_H
#define JIMAGE_H
#include <stdint.h>

typedef struct Jimage Jimage;

/* Opens an image: NULL with *err set ("cannot open", "not a jimage", ...) when it fails. */
Jimage *jimage_open(const char *path, const char **err);
void jimage_close(Jimage *j);
uint32_t jimage_resource_count(const Jimage *j);

/* The content of /module/name (name: "java/lang/Object.class"; module "": name alone), malloc'd, its size in
 * *len; NULL when the image has no such resource or it cannot be read (*err says which:
 * NULL for "no such resource"). */
uint8_t *jimage_read(Jimage *j, const char *module, const char *name, uint32_t *len, const char **err);

/* The module that holds a package ("java/lang"): a string of the image; NULL if none. */
const char *jimage_package_module(Jimage *j, const char *package);

/* Every location in index order: fn(ctx, module, parent, base, extension, size); an empty
 * parent or extension is "". Besides the modules' resources, an image holds the jrt file
 * system's directories (/modules/<module>/<package>, /packages/<package>/<module>) and
 * their two roots, whose module is "" and base the whole name (jimage_read(j, "", "/modules",
 * ...)). Stops and
 * returns fn's value when it is nonzero. */
typedef int (*JimageVisit)(void *ctx, const char *module, const char *parent, const char *base,
                           const char *extension, uint32_t size);
int jimage_each(Jimage *j, JimageVisit fn, void *ctx);
#endif
