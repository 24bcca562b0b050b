//! [`SwitchReason`]: why THREAD_SWITCH's previous thread stopped running (its EXTRA word).

/// Why the thread that ran before a THREAD_SWITCH stopped (EXTRA, `docs/events.md`). Codes
/// the protocol does not define stay representable as [`SwitchReason::Other`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SwitchReason {
    /// 0: the timer (SIGALRM on simulated time) preempted it.
    Preempted,
    /// 1: it blocked entering a monitor (`synchronized`) another thread holds.
    Monitor,
    /// 2: it waits: `Object.wait`, `Thread.sleep`, `Thread.join`.
    Waiting,
    /// 3: it yielded (`Thread.yield`).
    Yielded,
    /// 4: it ended.
    Ended,
    /// Any other code.
    Other(u32),
}

impl SwitchReason {
    /// The reasons the protocol defines, in code order.
    pub const KNOWN: [SwitchReason; 5] = [
        SwitchReason::Preempted,
        SwitchReason::Monitor,
        SwitchReason::Waiting,
        SwitchReason::Yielded,
        SwitchReason::Ended,
    ];

    /// The reason's code in THREAD_SWITCH's EXTRA.
    pub const fn code(self) -> u32 {
        match self {
            SwitchReason::Preempted => 0,
            SwitchReason::Monitor => 1,
            SwitchReason::Waiting => 2,
            SwitchReason::Yielded => 3,
            SwitchReason::Ended => 4,
            SwitchReason::Other(c) => c,
        }
    }

    /// The reason of a code (never [`SwitchReason::Other`] of a defined code).
    pub const fn from_code(code: u32) -> SwitchReason {
        match code {
            0 => SwitchReason::Preempted,
            1 => SwitchReason::Monitor,
            2 => SwitchReason::Waiting,
            3 => SwitchReason::Yielded,
            4 => SwitchReason::Ended,
            c => SwitchReason::Other(c),
        }
    }

    /// Its name in reports and `tracedump` (`"preempted"`, `"monitor"`, `"waiting"`,
    /// `"yielded"`, `"ended"`); `None` for [`SwitchReason::Other`].
    pub const fn name(self) -> Option<&'static str> {
        match self {
            SwitchReason::Preempted => Some("preempted"),
            SwitchReason::Monitor => Some("monitor"),
            SwitchReason::Waiting => Some("waiting"),
            SwitchReason::Yielded => Some("yielded"),
            SwitchReason::Ended => Some("ended"),
            SwitchReason::Other(_) => None,
        }
    }
}

display_by_name!(SwitchReason);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for (i, r) in SwitchReason::KNOWN.iter().enumerate() {
            assert_eq!(r.code() as usize, i);
            assert_eq!(SwitchReason::from_code(r.code()), *r);
        }
        assert_eq!(SwitchReason::from_code(5), SwitchReason::Other(5));
        assert_eq!(SwitchReason::Other(5).code(), 5);
        assert_eq!(SwitchReason::Monitor.to_string(), "monitor");
        assert_eq!(SwitchReason::Other(77).to_string(), "#77");
    }
}
