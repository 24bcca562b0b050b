//! `os-emu`: ELF loading, the process image, Linux ppc32 system calls, signals, timers
//! and the sandbox. (Being written: see issue 2.)
