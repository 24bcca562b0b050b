//! `sim-core`: the machine — paged memory, CPU state, the run loop and observer hooks.
//! (Being written: see issue 2.)
