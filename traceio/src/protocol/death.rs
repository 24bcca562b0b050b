//! [`DeathKind`]: what a DEATH event says about its object (its EXTRA word).

/// What a DEATH event (`docs/events.md`) reports. Codes the protocol does not define stay
/// representable as [`DeathKind::Other`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeathKind {
    /// 0: the object is unreachable at this time step and was reachable at the previous one.
    Unreachable,
    /// 1: the object is still reachable when the run ends (sent at FINAL_STEP).
    AtExit,
    /// Any other code.
    Other(u32),
}

impl DeathKind {
    /// The kind's code in DEATH's EXTRA.
    pub const fn code(self) -> u32 {
        match self {
            DeathKind::Unreachable => 0,
            DeathKind::AtExit => 1,
            DeathKind::Other(c) => c,
        }
    }

    /// The kind of a code (never [`DeathKind::Other`] of a defined code).
    pub const fn from_code(code: u32) -> DeathKind {
        match code {
            0 => DeathKind::Unreachable,
            1 => DeathKind::AtExit,
            c => DeathKind::Other(c),
        }
    }

    /// Its name in reports and `tracedump`; `None` for [`DeathKind::Other`].
    pub const fn name(self) -> Option<&'static str> {
        match self {
            DeathKind::Unreachable => Some("unreachable"),
            DeathKind::AtExit => Some("at-exit"),
            DeathKind::Other(_) => None,
        }
    }
}

display_by_name!(DeathKind);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for k in [DeathKind::Unreachable, DeathKind::AtExit] {
            assert_eq!(DeathKind::from_code(k.code()), k);
        }
        assert_eq!(DeathKind::from_code(2), DeathKind::Other(2));
        assert_eq!(DeathKind::AtExit.to_string(), "at-exit");
        assert_eq!(DeathKind::Other(9).to_string(), "#9");
    }
}
