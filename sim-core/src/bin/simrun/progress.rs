//! The progress display: an indicatif spinner line on stderr when it is a terminal
//! (instructions, MIPS, collections, trace size), nothing otherwise; the one-line summary
//! at the end.

use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use sim_core::run::Snapshot;

/// Shows a run's progress.
pub struct Progress {
    bar: Option<ProgressBar>,
    trace: Option<PathBuf>,
}

/// `1234567` → `1.23 M`.
pub fn si(v: f64) -> String {
    let (d, unit) = if v >= 1e9 {
        (1e9, " G")
    } else if v >= 1e6 {
        (1e6, " M")
    } else if v >= 1e3 {
        (1e3, " k")
    } else {
        (1.0, " ")
    };
    format!("{:.2}{unit}", v / d)
}

/// The text both the bar and the summary show.
pub fn describe(s: &Snapshot, trace_bytes: Option<u64>) -> String {
    let mips = if s.elapsed > 0.0 {
        s.insns as f64 / s.elapsed / 1e6
    } else {
        0.0
    };
    let mut t = format!("{}insns, {mips:.1} MIPS", si(s.insns as f64));
    if let Some(g) = s.gcs {
        t.push_str(&format!(", {g} GCs"));
    }
    if let Some(b) = trace_bytes {
        t.push_str(&format!(", trace {}B", si(b as f64)));
        if let Some(r) = s.records.filter(|&r| r > 0) {
            t.push_str(&format!(" ({}records)", si(r as f64)));
        }
    }
    t
}

impl Progress {
    /// A bar on stderr if it is a terminal and `enabled`; `trace` is the file whose size
    /// is shown.
    pub fn new(enabled: bool, trace: Option<PathBuf>) -> Progress {
        let bar = (enabled && std::io::stderr().is_terminal()).then(|| {
            let b = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr_with_hz(4));
            b.set_style(
                ProgressStyle::with_template("{spinner} [{elapsed_precise}] {msg}")
                    .expect("a valid template"),
            );
            b.enable_steady_tick(Duration::from_millis(250));
            b
        });
        Progress { bar, trace }
    }

    /// What the guest's terminal writes go through while the bar is shown (it clears
    /// the bar and draws it again after them), or `None` when there is no bar.
    pub fn console(&self) -> Option<std::sync::Arc<dyn os_emu::Console>> {
        self.bar.clone().map(|bar| {
            std::sync::Arc::new(BarConsole {
                bar,
                open_line: std::sync::Mutex::new(false),
            }) as std::sync::Arc<dyn os_emu::Console>
        })
    }

    /// The trace file's size now.
    pub fn trace_bytes(&self) -> Option<u64> {
        self.trace
            .as_ref()
            .map(|p| std::fs::metadata(p).map_or(0, |m| m.len()))
    }

    /// After a slice.
    pub fn update(&mut self, s: &Snapshot) {
        if let Some(b) = &self.bar {
            b.set_message(describe(s, self.trace_bytes()));
        }
    }

    /// Removes the bar (the summary line follows).
    pub fn finish(&mut self) {
        if let Some(b) = self.bar.take() {
            b.finish_and_clear();
        }
    }
}

/// The guest's terminal output around the bar: a write that ends a line is made with the
/// bar cleared, and the bar drawn again below it; a write that leaves a line open (a
/// prompt, `print` without a newline) hides the bar until a write ends the line, so the bar
/// never overwrites the guest's text nor lands inside it.
struct BarConsole {
    bar: ProgressBar,
    /// The guest left a line open; the bar is hidden.
    open_line: std::sync::Mutex<bool>,
}

impl os_emu::Console for BarConsole {
    fn around_write(&self, data: &[u8], write: &mut dyn FnMut()) {
        let mut open = self.open_line.lock().unwrap_or_else(|e| e.into_inner());
        let ends_line = data.last() == Some(&b'\n');
        match (*open, ends_line) {
            (false, true) => self.bar.suspend(write),
            (false, false) => {
                // Stop drawing, erase the bar's line (it is the terminal's current line),
                // then write.
                self.bar.set_draw_target(ProgressDrawTarget::hidden());
                let _ = std::io::stderr().write_all(b"\r\x1b[2K");
                write();
                *open = true;
            }
            (true, false) => write(),
            (true, true) => {
                write();
                self.bar
                    .set_draw_target(ProgressDrawTarget::stderr_with_hz(4));
                *open = false;
            }
        }
    }
}
