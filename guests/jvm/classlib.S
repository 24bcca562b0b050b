/* classlib.S - embeds the class library archive packed by build.sh (see archive.c). */
    .section .rodata
    .balign 4
    .globl classlib_archive
    .globl classlib_archive_end
classlib_archive:
    .incbin "classlib.jca"
classlib_archive_end:
    .section .note.GNU-stack,"",@progbits
