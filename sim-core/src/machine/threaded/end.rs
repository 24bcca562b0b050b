//! [`End`]: how a chain of handlers ended, packed in one integer.

use isa_ppc::bus::{AccessKind, MemFault};
use isa_ppc::exec::Exception;

use super::CHUNK;

/// How a chain of handlers ended, packed in one integer so that it comes back in a
/// register and every handler can pass its successor's result on unchanged (which is
/// what lets the optimiser turn the calls between handlers into jumps). Decode it with
/// [`End::get`]. In every case the pc is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub(crate) struct End(u64);

/// [`End`] decoded: how the chain ended and how much of its budget was not spent (the
/// instructions that did not retire).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ended {
    /// The budget ran out, or the chain reached the end of the page or left it.
    Done(u32),
    /// An instruction retired and changed threaded code; the pc is the next one's: the
    /// rest was not executed (it may be stale).
    Changed(u32),
    /// An instruction raised an exception; the pc is the faulting instruction's, or the
    /// next one's for `sc` (which retires).
    Fault(Exception, u32),
}

const _: () = assert!(CHUNK < 1 << 14, "the unspent budget has 14 bits in End");

impl End {
    /// Bits 0-1: 0 done, 1 changed, 2 fault; 2-15 the unspent budget; for faults 16-18
    /// the exception, 19-20 the access kind of a memory fault, 21 unmapped, 32-63 the
    /// address of a memory or alignment fault.
    #[inline(always)]
    pub(crate) fn done(left: u32) -> End {
        End(u64::from(left) << 2)
    }

    #[inline(always)]
    pub(crate) fn changed(left: u32) -> End {
        End(1 | u64::from(left) << 2)
    }

    pub(crate) fn fault(e: Exception, left: u32) -> End {
        let bits = match e {
            Exception::Syscall => 0,
            Exception::Trap => 1,
            Exception::Illegal => 2,
            Exception::Privileged => 3,
            Exception::FpEnabled => 4,
            Exception::Alignment(a) => 6 | u64::from(a) << 16,
            Exception::Mem(f) => {
                let kind = match f.kind {
                    AccessKind::Read => 0u64,
                    AccessKind::Write => 1,
                    AccessKind::Fetch => 2,
                };
                5 | kind << 3 | u64::from(f.unmapped) << 5 | u64::from(f.addr) << 16
            }
        };
        End(2 | u64::from(left) << 2 | bits << 16)
    }

    /// What the chain's end means.
    pub(crate) fn get(self) -> Ended {
        let left = ((self.0 >> 2) & 0x3fff) as u32;
        match self.0 & 3 {
            0 => Ended::Done(left),
            1 => Ended::Changed(left),
            _ => {
                let e = match (self.0 >> 16) & 7 {
                    0 => Exception::Syscall,
                    1 => Exception::Trap,
                    2 => Exception::Illegal,
                    3 => Exception::Privileged,
                    4 => Exception::FpEnabled,
                    6 => Exception::Alignment((self.0 >> 32) as u32),
                    _ => Exception::Mem(MemFault {
                        addr: (self.0 >> 32) as u32,
                        kind: match (self.0 >> 19) & 3 {
                            0 => AccessKind::Read,
                            1 => AccessKind::Write,
                            _ => AccessKind::Fetch,
                        },
                        unmapped: self.0 & (1 << 21) != 0,
                    }),
                };
                Ended::Fault(e, left)
            }
        }
    }
}
