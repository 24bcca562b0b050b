//! Inconsistencies of the event stream (docs/analyzer.md, rule 4 of the replay): the heap
//! and the driver report each as a `HeapEvent::Anomaly` ([`Anomaly`] lists the kinds and
//! their columns); this table counts them over the whole trace ([`Tool::EVERY_EVENT`]),
//! whatever window is reported.

use tables::AnalyzerTable;

use crate::heap::{Anomaly, HeapEvent};
use crate::tool::{Col, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// The analysis: a count per kind, in [`Anomaly::ALL`] order.
#[derive(Debug, Default)]
pub struct Anomalies {
    counts: [u64; Anomaly::ALL.len()],
}

impl Anomalies {
    /// Anomalies of this kind so far.
    pub fn count(&self, kind: Anomaly) -> u64 {
        self.counts[kind as usize]
    }
}

impl Tool for Anomalies {
    const EVERY_EVENT: bool = true;

    fn new(_sel: &Selection, _types: &Types) -> Result<Anomalies, Error> {
        Ok(Anomalies::default())
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        if let HeapEvent::Anomaly { kind, count } = *ev {
            self.counts[kind as usize] += count;
        }
    }

    fn report(&self, _types: &Types) -> Vec<Table> {
        let columns = Anomaly::ALL.map(|k| Col::int(k.column(), ""));
        let mut t = Table::new(
            AnalyzerTable::Anomalies,
            "Event-stream inconsistencies",
            &columns,
        );
        t.row(Anomaly::ALL.iter().map(|&k| self.count(k).into()).collect());
        vec![t]
    }
}
