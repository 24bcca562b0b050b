//! simrun's own signal handling: SIGINT and SIGTERM stop the run at the end of the current
//! slice, so that the run directory's files are finished (trace index and trailer,
//! intervals.csv, stats); a second one ends simrun at once. SIGXFSZ is ignored, so that a
//! file-size limit (RLIMIT_FSIZE, `ulimit -f`) makes the write fail with EFBIG and simrun
//! reports which file hit it, instead of the process being killed mid-write.

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

/// Raised by the handler; [`sim_core::run::drive`] stops at the end of the slice.
pub static STOP: AtomicBool = AtomicBool::new(false);
/// The signal that raised [`STOP`] (0: none).
static SIGNAL: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_stop(sig: libc::c_int) {
    if SIGNAL.swap(sig, Ordering::SeqCst) != 0 {
        // SAFETY: _exit is async-signal-safe.
        unsafe { libc::_exit(128 + sig) };
    }
    STOP.store(true, Ordering::SeqCst);
}

/// Ignores SIGXFSZ (call first, before any file is written).
pub fn ignore_file_size_signal() {
    // SAFETY: setting a signal's disposition to SIG_IGN.
    unsafe { libc::signal(libc::SIGXFSZ, libc::SIG_IGN) };
}

/// Installs the SIGINT and SIGTERM handlers.
pub fn handle_stops() -> std::io::Result<()> {
    for sig in [libc::SIGINT, libc::SIGTERM] {
        // SAFETY: a zeroed sigaction with a handler that only touches atomics (and
        // calls _exit); the result is checked.
        let r = unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = on_stop as extern "C" fn(libc::c_int) as libc::sighandler_t;
            sa.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut sa.sa_mask);
            libc::sigaction(sig, &sa, std::ptr::null_mut())
        };
        if r != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

/// The signal that stopped the run, if any, and its name.
pub fn stopped_by() -> Option<(i32, &'static str)> {
    match SIGNAL.load(Ordering::SeqCst) {
        0 => None,
        libc::SIGINT => Some((libc::SIGINT, "SIGINT")),
        libc::SIGTERM => Some((libc::SIGTERM, "SIGTERM")),
        s => Some((s, "a signal")),
    }
}
