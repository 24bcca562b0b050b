//! What-if field layouts (`--layout FILE`): the data accesses are replayed twice into the
//! run's D-L1 and L2 (the `cache` crate's [`Hierarchy`], geometry from the trace
//! header), once as traced and once with the fields of chosen types reordered, and the
//! misses of both are reported per type, field and level.
//!
//! The layout file names, one type a line, a new order of its fields:
//! `bench.jess.Fact slots hash type live id` (`#` starts a comment). Fields not named
//! follow in their class.dump order. The fields are laid out again from the offset of the
//! type's first field, in the new order, each at a multiple of its size (8 at most), so
//! object sizes stay as they are; a type whose fields no longer fit is an error. Header
//! words, array elements and every other type stay where they are. Each access to a field
//! of such a type is moved to the field's new offset: objects' positions are known from
//! the trace, so the remapping is exact (an access spanning several fields moves with its
//! first one).
//!
//! With the trace's instruction stream (format version 3 and later) the whole hierarchy is
//! replayed ([`crate::replay`]): "before" is the replay's own verdict — for the run's
//! configuration the run's, equal to the `traced` column — and "after" comes from a second
//! hierarchy of the same configuration that receives every call the replayed one does
//! (fetches, cache-control operations, fills of a unified L2), the data accesses with
//! their fields moved. So the change includes the layout's effect on instruction fetches
//! through a shared L2 or unified L1. Accesses outside the reported window (`--window`)
//! are replayed into both hierarchies and counted in neither.
//!
//! A trace without an instruction stream (format version 2) replays the data accesses
//! alone into two data-side hierarchies (no instruction side): "before" can then differ
//! slightly from the run's statistics, and both see the same stream, so their difference
//! is the layout's effect on the data stream.

use std::path::{Path, PathBuf};

use cache::{ControlOp, Hierarchy, HierarchyConfig, InstL1, InstL2, ServedBy};
use hashbrown::HashMap;
use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, AccessKind, Level};

use crate::heap::Heap;
use crate::locality::{part_key, region_name};
use crate::replay::StepSeen;
use crate::tool::{Attribution, keyed_cols, Table, Tool};
use crate::types::{Part, Shape, Types};
use crate::{Error, Selection};

/// Misses of one group: [traced, before, after] for L1 and L2.
#[derive(Clone, Copy, Debug, Default)]
struct Misses {
    accesses: u64,
    l1: [u64; 3],
    l2: [u64; 3],
}

impl Misses {
    fn add(&mut self, traced: Level, before: ServedBy, after: ServedBy) {
        self.accesses += 1;
        let l1 = |s: ServedBy| u64::from(s != ServedBy::L1);
        let l2 = |s: ServedBy| u64::from(s == ServedBy::Memory);
        let t = match traced {
            Level::L1 => ServedBy::L1,
            Level::L2 => ServedBy::L2,
            _ => ServedBy::Memory,
        };
        for (i, s) in [t, before, after].into_iter().enumerate() {
            self.l1[i] += l1(s);
            self.l2[i] += l2(s);
        }
    }

    fn cells(&self) -> Vec<Value> {
        let change = |v: [u64; 3]| Value::from(v[2] as i64 - v[1] as i64);
        vec![
            self.accesses.into(),
            self.l1[0].into(),
            self.l1[1].into(),
            self.l1[2].into(),
            change(self.l1),
            self.l2[0].into(),
            self.l2[1].into(),
            self.l2[2].into(),
            change(self.l2),
        ]
    }
}

const COLUMNS: [&str; 9] = [
    "accesses",
    "l1_misses_traced",
    "l1_misses_before",
    "l1_misses_after",
    "l1_misses_change",
    "l2_misses_traced",
    "l2_misses_before",
    "l2_misses_after",
    "l2_misses_change",
];

/// The new offsets of one type's fields (class.dump order) and its order.
#[derive(Clone, Debug)]
struct NewLayout {
    old: Vec<u32>,
    new: Vec<u32>,
    order: Vec<usize>,
}

/// Where the hierarchies come from.
#[derive(Default)]
enum Replay {
    /// No layout asked for.
    #[default]
    Off,
    /// Data accesses alone (a trace without an instruction stream), into two data-side
    /// hierarchies: as traced, and with the fields moved.
    Data {
        before: Box<Hierarchy>,
        after: Box<Hierarchy>,
    },
    /// The whole hierarchy: the replay's verdicts are "before", this one (fed every
    /// replayed call, data with the fields moved) "after".
    Whole { after: Box<Hierarchy> },
}

/// The what-if analysis.
#[derive(Default)]
pub struct Layout {
    path: Option<PathBuf>,
    layouts: HashMap<u32, NewLayout>,
    replay: Replay,
    /// The whole replay's verdicts of the access about to be passed on: traced, before,
    /// after.
    pending: Option<(Level, ServedBy, ServedBy)>,
    /// The verdicts of the access whose pieces are being passed on.
    last: Option<(Level, ServedBy, ServedBy)>,
    all: Misses,
    types: HashMap<u32, Misses>,
    fields: HashMap<(u32, Part), Misses>,
}

impl std::fmt::Debug for Layout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Layout").field("path", &self.path).finish()
    }
}

/// Parses a layout file against the run's types.
fn parse(path: &Path, text: &str, types: &Types) -> Result<HashMap<u32, NewLayout>, Error> {
    let bad = |line: usize, reason: String| Error::Format {
        path: path.to_path_buf(),
        reason: format!("line {line}: {reason}"),
    };
    let mut out = HashMap::new();
    for (n, l) in text.lines().enumerate() {
        let n = n + 1;
        let l = l.split('#').next().unwrap_or("").trim();
        let mut words = l.split_whitespace();
        let Some(name) = words.next() else { continue };
        let id = types
            .id_of(name)
            .ok_or_else(|| bad(n, format!("unknown type `{name}` (class.dump has no such class)")))?;
        let Some(Shape::Scalar(fields)) = types.get(id).map(|t| &t.shape) else {
            return Err(bad(n, format!("`{name}` is not a class with fields")));
        };
        if out.contains_key(&id) {
            return Err(bad(n, format!("`{name}` has a layout already")));
        }
        let mut order: Vec<usize> = Vec::new();
        for w in words {
            let i = fields
                .iter()
                .position(|f| f.name == w)
                .ok_or_else(|| bad(n, format!("`{name}` has no field `{w}`")))?;
            if order.contains(&i) {
                return Err(bad(n, format!("field `{w}` named twice")));
            }
            order.push(i);
        }
        let rest: Vec<usize> = (0..fields.len()).filter(|i| !order.contains(i)).collect();
        order.extend(rest);
        let start = fields.first().map_or(0, |f| f.offset);
        let end = fields.iter().map(|f| f.offset + f.size).max().unwrap_or(start);
        let align = types.model.align.max(1);
        let limit = end.div_ceil(align) * align;
        let mut new = vec![0; fields.len()];
        let mut at = start;
        for &i in &order {
            let a = fields[i].size.clamp(1, 8);
            at = at.div_ceil(a) * a;
            new[i] = at;
            at += fields[i].size;
        }
        if at > limit {
            return Err(bad(
                n,
                format!("`{name}`: its fields in this order need bytes {start}..{at}, the object has {start}..{limit} (sizes stay the same)"),
            ));
        }
        let old = fields.iter().map(|f| f.offset).collect();
        out.insert(id, NewLayout { old, new, order });
    }
    if out.is_empty() {
        return Err(Error::Format {
            path: path.to_path_buf(),
            reason: "no layout in it (lines: `Type field field ...`)".into(),
        });
    }
    Ok(out)
}

/// Where an access at byte `offset` (in `part`) of an object of type `type_id` at `base`
/// goes with the new layouts: a field of a type laid out again moves, anything else stays
/// at `addr`.
fn moved(
    layouts: &HashMap<u32, NewLayout>,
    (type_id, part, base, offset): (u32, Part, u32, u32),
    addr: u32,
) -> u32 {
    match (layouts.get(&type_id), part) {
        (Some(l), Part::Field(i)) => {
            let i = usize::from(i);
            base + l.new[i] + (offset - l.old[i])
        }
        _ => addr,
    }
}

impl Layout {
    /// Counts one access (or piece) with its verdicts.
    fn count(&mut self, at: &Attribution, (t, b, f): (Level, ServedBy, ServedBy)) {
        if !at.continued {
            self.all.add(t, b, f);
        }
        let Some(target) = at.target else { return };
        if self.layouts.contains_key(&target.type_id) {
            self.types.entry(target.type_id).or_default().add(t, b, f);
            let part = match target.part {
                Part::Element(_) => Part::Element(u32::MAX),
                p => p,
            };
            self.fields.entry((target.type_id, part)).or_default().add(t, b, f);
        }
    }
}

impl Tool for Layout {
    fn new(sel: &Selection, types: &Types) -> Result<Layout, Error> {
        let Some(path) = &sel.locality.layout else {
            return Ok(Layout::default());
        };
        let text = std::fs::read_to_string(path).map_err(|source| Error::Io {
            path: path.clone(),
            source,
        })?;
        let layouts = parse(path, &text, types)?;
        let mut h = sel.locality.hierarchy()?;
        // The data stream only: fetches are not in the trace.
        if h.il1 != InstL1::Dl1 {
            h.il1 = InstL1::None;
        }
        h.il2 = InstL2::None;
        h.itlb = None;
        let make = || Hierarchy::new(&h).map_err(|e| Error::Selection(format!("--layout: {e}")));
        Ok(Layout {
            path: Some(path.clone()),
            layouts,
            replay: Replay::Data {
                before: Box::new(make()?),
                after: Box::new(make()?),
            },
            ..Layout::default()
        })
    }

    fn replay(&mut self, config: &HierarchyConfig) {
        if matches!(self.replay, Replay::Off) {
            return;
        }
        // The replayed hierarchy was made from this configuration, so this one can be too.
        if let Ok(after) = Hierarchy::new(config) {
            self.replay = Replay::Whole {
                after: Box::new(after),
            };
        }
    }

    #[inline]
    fn step(&mut self, s: &StepSeen, heap: &Heap, types: &Types) {
        let Layout {
            replay: Replay::Whole { after },
            layouts,
            pending,
            ..
        } = self
        else {
            return;
        };
        match *s {
            StepSeen::Fetch { pc, n } => {
                after.fetch(pc);
                if n > 1 {
                    after.fetch_run(pc.wrapping_add(4), n - 1);
                }
            }
            StepSeen::Data { access, served } => {
                // Not attributed yet: where the access falls, as the analyzer will find it.
                let to = match heap.locate(access.addr) {
                    Some((slot, offset)) => {
                        let o = heap.object(slot);
                        let part = types.part(o.type_id, o.length.is_some(), offset);
                        moved(layouts, (o.type_id, part, o.addr, offset), access.addr)
                    }
                    None => access.addr,
                };
                let write = access.kind == AccessKind::Write;
                let f = after.data_access(to, u32::from(access.size), write);
                *pending = Some((access.level, served.level, f.level));
            }
            StepSeen::Control {
                op,
                addr,
                access,
                served,
            } => {
                // Block operations stay where they are (a dcbz clears a whole block).
                let f = after.control(op, addr);
                if let (ControlOp::Dcbz, Some(a)) = (op, access) {
                    *pending = Some((a.level, served.level, f.level));
                }
            }
            StepSeen::Fill { addr, size } => after.read_l2(addr, size),
        }
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, heap: &Heap) {
        if !at.continued {
            self.last = match &mut self.replay {
                Replay::Off => return,
                Replay::Whole { .. } => self.pending.take(),
                Replay::Data { before, after } => {
                    let to = match at.target {
                        Some(t) => {
                            let base = heap.object(t.slot).addr;
                            moved(&self.layouts, (t.type_id, t.part, base, t.offset), a.addr)
                        }
                        None => a.addr,
                    };
                    let write = a.kind == AccessKind::Write;
                    let size = u32::from(a.size);
                    let b = before.data_access(a.addr, size, write).level;
                    let f = after.data_access(to, size, write).level;
                    Some((a.level, b, f))
                }
            };
        }
        if let Some(v) = self.last {
            self.count(at, v);
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        let Some(path) = &self.path else {
            return Vec::new();
        };
        let what = match self.replay {
            Replay::Whole { .. } => format!(
                "the whole hierarchy replayed as traced (before) and with the layouts of {} \
                 (after); traced: the trace's own verdicts",
                path.display()
            ),
            _ => format!(
                "data accesses replayed into the D-L1 and L2 as traced (before) and with the \
                 layouts of {} (after; the trace has no instruction stream); traced: the \
                 trace's own verdicts",
                path.display()
            ),
        };
        let cols: Vec<&str> = ["accesses_to"].into_iter().chain(COLUMNS).collect();
        let mut total = Table::new(
            AnalyzerTable::Layout,
            &format!("What-if layout: {what}"),
            &keyed_cols(&cols),
        );
        let mut row = vec![Value::from("all accesses")];
        row.extend(self.all.cells());
        total.row(row);
        let mut ids: Vec<(String, u32)> =
            self.layouts.keys().map(|&id| (types.name(id), id)).collect();
        ids.sort();
        let cols: Vec<&str> = ["type"].into_iter().chain(COLUMNS).collect();
        let mut tt = Table::new(
            AnalyzerTable::LayoutTypes,
            "What-if layout per type",
            &keyed_cols(&cols),
        );
        let cols: Vec<&str> = ["type", "field", "old_offset_bytes", "new_offset_bytes"]
            .into_iter()
            .chain(COLUMNS)
            .collect();
        let mut ft = Table::new(
            AnalyzerTable::LayoutFields,
            "What-if layout per field (header words and elements stay in place), new order",
            &keyed_cols(&cols),
        );
        for (name, id) in ids {
            let mut row = vec![Value::from(name.as_str())];
            row.extend(self.types.get(&id).copied().unwrap_or_default().cells());
            tt.row(row);
            let l = &self.layouts[&id];
            let mut parts: Vec<(Part, Option<usize>)> = (self.fields.keys())
                .filter(|k| k.0 == id && !matches!(k.1, Part::Field(_)))
                .map(|k| (k.1, None))
                .collect();
            parts.sort_by_key(|p| part_key(p.0));
            parts.extend(l.order.iter().map(|&i| (Part::Field(i as u16), Some(i))));
            for (part, i) in parts {
                let mut row = vec![
                    Value::from(name.as_str()),
                    Value::from(region_name(types, id, part)),
                    i.map_or(Value::Null, |i| l.old[i].into()),
                    i.map_or(Value::Null, |i| l.new[i].into()),
                ];
                let m = self.fields.get(&(id, part)).copied().unwrap_or_default();
                row.extend(m.cells());
                ft.row(row);
            }
        }
        vec![total, tt, ft]
    }
}
