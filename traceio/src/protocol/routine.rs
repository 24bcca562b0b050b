//! [`CodeRoutine`]: what a CODE event's code is (its ARG4 word): a compiled method, or one of
//! the routines the guest VM makes in its code space for compiled code to call.

/// The code a CODE event (`docs/events.md`) announces. Codes the protocol does not define
/// stay representable as [`CodeRoutine::Other`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CodeRoutine {
    /// 0: a compiled method (NEXT names it).
    Method,
    /// 1: the glue between C and compiled code (entry and exit).
    Glue,
    /// 2: the allocation fast path of `new`.
    NewScalar,
    /// 3: the allocation fast path of `newarray` and `anewarray`.
    NewArray,
    /// 4: an array's `clone()`.
    ArrayClone,
    /// Any other code.
    Other(u32),
}

impl CodeRoutine {
    /// The routine's code in CODE's ARG4.
    pub const fn code(self) -> u32 {
        match self {
            CodeRoutine::Method => 0,
            CodeRoutine::Glue => 1,
            CodeRoutine::NewScalar => 2,
            CodeRoutine::NewArray => 3,
            CodeRoutine::ArrayClone => 4,
            CodeRoutine::Other(c) => c,
        }
    }

    /// The routine of a code (never [`CodeRoutine::Other`] of a defined code).
    pub const fn from_code(code: u32) -> CodeRoutine {
        match code {
            0 => CodeRoutine::Method,
            1 => CodeRoutine::Glue,
            2 => CodeRoutine::NewScalar,
            3 => CodeRoutine::NewArray,
            4 => CodeRoutine::ArrayClone,
            c => CodeRoutine::Other(c),
        }
    }

    /// Its name in reports; `None` for [`CodeRoutine::Other`].
    pub const fn name(self) -> Option<&'static str> {
        match self {
            CodeRoutine::Method => Some("method"),
            CodeRoutine::Glue => Some("glue"),
            CodeRoutine::NewScalar => Some("new"),
            CodeRoutine::NewArray => Some("newarray"),
            CodeRoutine::ArrayClone => Some("array clone"),
            CodeRoutine::Other(_) => None,
        }
    }
}

display_by_name!(CodeRoutine);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for c in 0..8 {
            assert_eq!(CodeRoutine::from_code(c).code(), c);
        }
        assert_eq!(CodeRoutine::from_code(2), CodeRoutine::NewScalar);
        assert_eq!(CodeRoutine::from_code(9).to_string(), "#9");
        assert_eq!(CodeRoutine::ArrayClone.to_string(), "array clone");
    }
}
