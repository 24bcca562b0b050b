//! The crate's one error type.

/// Everything that can go wrong while configuring the hierarchy or reading a trace.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A cache or TLB configuration string is malformed or out of range.
    #[error("bad {what} parms `{value}` for {flag}: {reason}; expected {syntax}")]
    BadCacheConfig {
        /// The flag it was given to (`-cache:dl1`, ...).
        flag: String,
        /// What the flag configures, in sim-cache's words (`l1 D-cache`, `TLB`).
        what: &'static str,
        /// The value given.
        value: String,
        /// What is wrong with it.
        reason: String,
        /// The expected syntax, including the accepted keywords.
        syntax: &'static str,
    },
    /// The levels given do not form a hierarchy (sim-cache's own rules).
    #[error("inconsistent cache hierarchy: {0}")]
    Inconsistent(String),
    /// Two caches or TLBs share a name, so their statistics would collide.
    #[error("two caches are named `{0}`; statistic names must be unique")]
    DuplicateName(String),
    /// A flag that is not one of `-cache:dl1`, `-cache:il1`, ... .
    #[error("unknown option `{0}` (expected -cache:dl1, -cache:il1, -cache:dl2, -cache:il2, -tlb:dtlb, -tlb:itlb or a latency: -cache:dl1lat, -cache:dl2lat, -cache:il1lat, -cache:il2lat, -mem:lat, -tlb:lat, -cpu:cpi)")]
    UnknownFlag(String),
    /// A latency flag's value is not a whole number of cycles (at least `min`).
    #[error("bad value `{value}` for {flag}: expected a whole number of cycles, at least {min} (-mem:lat: first or first:inter)")]
    BadLatency {
        /// The flag.
        flag: String,
        /// Its value.
        value: String,
        /// The smallest value allowed.
        min: u32,
    },
    /// A flag given last, without its value.
    #[error("option `{0}` needs a value")]
    MissingValue(String),
    /// A line of a Dinero "din" trace that cannot be read.
    #[error("trace line {line}: {reason}; expected `label hexaddress [size]` (label 0 read, 1 write, 2 instruction fetch)")]
    BadTraceLine {
        /// 1-based line number.
        line: u64,
        /// What is wrong with it.
        reason: String,
    },
    /// Reading the trace failed.
    #[error("reading the trace: {0}")]
    Io(#[from] std::io::Error),
    /// A reuse-distance granule that is not a power of two.
    #[error("reuse distance granule {0} bytes: expected a power of two")]
    BadGranule(u32),
    /// A simulator trace that cannot be replayed (version 2, damaged, unfinished, or
    /// inconsistent).
    #[error("replay: {0}")]
    Replay(String),
    /// A `--sweep` specification that cannot be used.
    #[error("bad sweep {0}")]
    BadSweep(String),
    /// The same configuration twice in one replay (its statistics file, named by its id,
    /// would be written twice).
    #[error(
        "configurations {first} and {second} are the same hierarchy ({flags}, id {id}); \
         give each configuration once"
    )]
    DuplicateConfig {
        /// 1-based position of its first occurrence.
        first: usize,
        /// 1-based position of the repeat.
        second: usize,
        /// Its flags.
        flags: String,
        /// Its id.
        id: String,
    },
}
