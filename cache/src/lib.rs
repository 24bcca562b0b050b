//! `cache`: the cache and TLB hierarchy model, SimpleScalar sim-cache compatible.
//! (Being written: see issue 3.)
