//! objdump-syntax disassembly derived from the instruction table. (Being written: see issue 2.)
