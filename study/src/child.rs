//! Tools started by a study (simrun, traceanalyze) end with it: each child gets
//! `PR_SET_PDEATHSIG` = SIGTERM, so a simstudy stopped by SIGTERM, SIGHUP or even SIGKILL
//! leaves none of them running
//! (simrun stops at the end of its slice on SIGTERM and leaves a finished, analysable run
//! directory; the study marks the run pending and a resume runs it again).
//!
//! The signal follows the death of the *thread* that started the child; the local runner
//! starts and waits for each child on one worker thread that outlives it, so it is the
//! study's death that ends the child.

use std::os::unix::process::CommandExt;
use std::process::Command;

/// A child that is sent SIGTERM when the study dies.
pub trait DiesWithParent {
    /// Arranges for the child to get SIGTERM when this process (the starting thread) ends.
    fn dies_with_parent(&mut self) -> &mut Self;
}

impl DiesWithParent for Command {
    fn dies_with_parent(&mut self) -> &mut Self {
        // SAFETY: getppid before the fork is a plain call; the closure runs in the child
        // between fork and exec and calls only async-signal-safe functions (prctl, getppid,
        // kill, getpid).
        let parent = unsafe { libc::getpid() };
        unsafe {
            self.pre_exec(move || {
                if libc::prctl(
                    libc::PR_SET_PDEATHSIG,
                    libc::SIGTERM as libc::c_ulong,
                    0,
                    0,
                    0,
                ) != 0
                {
                    return Err(std::io::Error::last_os_error());
                }
                // The parent may have died before prctl: then no signal will come.
                if libc::getppid() != parent {
                    libc::kill(libc::getpid(), libc::SIGTERM);
                }
                Ok(())
            })
        }
    }
}
