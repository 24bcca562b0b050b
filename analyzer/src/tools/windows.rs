//! The measured windows (TRACE_ON .. TRACE_OFF, docs/analyzer.md "Measured window"): each
//! window the trace opens, when it closes, and whether it is the one reported
//! (`--window=N`). The driver owns what a window is (a TRACE_ON outside one opens it, a
//! TRACE_OFF inside one closes it) and tells every tool with `WindowOpen`/`WindowClose`;
//! this table sees the whole trace ([`Tool::EVERY_EVENT`]).

use serde_json::Value;
use tables::AnalyzerTable;

use crate::heap::HeapEvent;
use crate::tool::{Col, Kind, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// The analysis.
#[derive(Debug, Default)]
pub struct Windows {
    /// `--window N`: the window reported (from 1); `None`: the whole trace is.
    chosen: Option<usize>,
    /// (TRACE_ON time, TRACE_OFF time) of each window.
    windows: Vec<(u64, Option<u64>)>,
    /// Time of the last record (the last `End`: the trace's, after any window's).
    end: u64,
}

impl Tool for Windows {
    const EVERY_EVENT: bool = true;

    fn new(sel: &Selection, _types: &Types) -> Result<Windows, Error> {
        Ok(Windows {
            chosen: sel.window,
            ..Windows::default()
        })
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::WindowOpen { time, .. } => self.windows.push((time, None)),
            HeapEvent::WindowClose { time, .. } => {
                if let Some(w) = self.windows.last_mut() {
                    w.1 = Some(time);
                }
            }
            HeapEvent::End { time } => self.end = time,
            _ => {}
        }
    }

    fn report(&self, _types: &Types) -> Vec<Table> {
        let mut t = Table::new(
            AnalyzerTable::Windows,
            "Measured windows (TRACE_ON .. TRACE_OFF)",
            &[
                Col::int("window", "window"),
                Col::int("on", "on_insns"),
                Col::int("off", "off_insns"),
                Col::int("instructions", "insns"),
                Col::label("reported"),
                Col::files("reported", Kind::Bool),
            ],
        );
        for (i, &(on, off)) in self.windows.iter().enumerate() {
            let chosen = self.chosen.map_or(true, |n| i + 1 == n);
            let reported = match self.chosen {
                None => "all of the trace is reported".to_string(),
                Some(n) if i + 1 == n => format!("yes (--window {n})"),
                Some(n) => format!("no (--window {n} is reported)"),
            };
            t.row(vec![
                (i + 1).into(),
                on.into(),
                off.map_or(Value::Null, Value::from),
                off.unwrap_or(self.end).saturating_sub(on).into(),
                reported.into(),
                chosen.into(),
            ]);
        }
        vec![t]
    }
}
