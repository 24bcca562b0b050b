/* bench.S - embeds the benchmark archive (guests/benchmarks/classes) packed by build.sh;
 * searched after the -cp directories (see archive.c). */
    .section .rodata
    .balign 4
    .globl bench_archive
    .globl bench_archive_end
bench_archive:
    .incbin "bench.jca"
bench_archive_end:
    .section .note.GNU-stack,"",@progbits
