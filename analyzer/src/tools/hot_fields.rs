//! Hot fields and their distance in cache lines (`--hot-fields`): for each scalar type,
//! its fields and header words by accesses, with D-L1 and L2 misses (the trace's verdicts), byte offset
//! and size and the line each falls in; and per type how many D-L1 lines its *hot set*
//! (the fewest hottest fields that take [`HOT_SHARE`] of the accesses to its fields)
//! spans, over every placement of an object allowed by the object model's alignment,
//! against what the same fields would need packed together. What a field-reordering or
//! object-splitting study needs: a type whose hot set spans more lines than it needs
//! gains from putting its hot fields side by side. Arrays have no fields: their accesses
//! are in the reuse and 3C tables (`[*]`).

use hashbrown::HashMap;
use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, Level};

use crate::heap::Heap;
use crate::locality::part_key;
use crate::tool::{ratio, Attribution, keyed_cols, Table, Tool};
use crate::types::{FieldInfo, Part, Shape, Types};
use crate::{Error, Selection};

/// The hot set takes this share of the accesses to a type's fields.
pub const HOT_SHARE: f64 = 0.9;
/// Types listed (most field accesses first) in the text report; CSV and JSON have all.
const TEXT_TYPES: usize = 25;

#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    accesses: u64,
    l1_misses: u64,
    l2_misses: u64,
}

/// The hot-field analysis.
#[derive(Debug, Default)]
pub struct HotFields {
    on: bool,
    /// D-L1 line size.
    line: u32,
    /// Per (type, field or header word).
    fields: HashMap<(u32, Part), Counts>,
}

/// Distinct lines of `line` bytes that byte ranges `(offset, size)` touch for an object
/// starting `start` bytes into a line.
fn lines_spanned(ranges: &[(u32, u32)], start: u32, line: u32) -> u32 {
    let mut ls: Vec<u32> = ranges
        .iter()
        .flat_map(|&(o, s)| (start + o) / line..=(start + o + s.max(1) - 1) / line)
        .collect();
    ls.sort_unstable();
    ls.dedup();
    ls.len() as u32
}

impl HotFields {
    /// (min, max) lines over the placements allowed by alignment `align`.
    fn span(&self, ranges: &[(u32, u32)], align: u32) -> (u32, u32) {
        let starts = (0..self.line).step_by(align.max(1) as usize);
        let spans: Vec<u32> = starts.map(|s| lines_spanned(ranges, s, self.line)).collect();
        let min = spans.iter().copied().min().unwrap_or(0);
        (min, spans.into_iter().max().unwrap_or(0))
    }
}

impl Tool for HotFields {
    fn new(sel: &Selection, _types: &Types) -> Result<HotFields, Error> {
        if !sel.locality.hot_fields {
            return Ok(HotFields::default());
        }
        let h = sel.locality.hierarchy()?;
        Ok(HotFields {
            on: true,
            line: h.dl1.as_ref().map_or(32, |c| c.bsize),
            fields: HashMap::new(),
        })
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        if !self.on {
            return;
        }
        if let Some(t) = at.target {
            if let Part::Field(_) | Part::Header(_) = t.part {
                let c = self.fields.entry((t.type_id, t.part)).or_default();
                c.accesses += 1;
                c.l1_misses += u64::from(a.level != Level::L1);
                c.l2_misses += u64::from(a.level == Level::Memory);
            }
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        if !self.on {
            return Vec::new();
        }
        let mut per_type: HashMap<u32, Vec<(Part, Counts)>> = HashMap::new();
        for (&(t, i), c) in &self.fields {
            per_type.entry(t).or_default().push((i, *c));
        }
        let mut order: Vec<(u64, String, u32)> = per_type
            .iter()
            .map(|(&t, fs)| (fs.iter().map(|f| f.1.accesses).sum(), types.name(t), t))
            .collect();
        order.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| (&a.1, a.2).cmp(&(&b.1, b.2))));
        let line = self.line;
        let mut ft = Table::new(
            AnalyzerTable::HotFields,
            &format!(
                "Fields per type, hottest first, with their D-L1 line ({line}-byte lines, object \
                 at a line boundary); fields and header words; hot = in the fewest hottest of them taking {:.0}% of the \
                 type's field accesses",
                HOT_SHARE * 100.0
            ),
            &keyed_cols(&[
                "type", "field", "offset_bytes", "size_bytes", "accesses", "share_of_type",
                "l1_misses", "l1_miss_rate", "l2_misses", "line_at_align_0", "hot",
            ]),
        );
        let mut st = Table::new(
            AnalyzerTable::HotFieldSpan,
            &format!(
                "D-L1 lines ({line} B) spanned per object: by its hot fields and header words (best and worst \
                 placement allowed by the {}-byte alignment), by them packed together, and \
                 by the whole object",
                types.model.align
            ),
            &keyed_cols(&[
                "type", "object_size_bytes", "fields", "accessed_parts", "part_accesses",
                "l1_misses", "hot_fields", "hot_bytes", "hot_lines_best", "hot_lines_worst",
                "hot_lines_packed_best", "hot_lines_packed_worst", "object_lines_worst",
            ]),
        );
        let mut shown_rows = 0;
        for (rank, &(total, ref name, t)) in order.iter().enumerate() {
            let Some(Shape::Scalar(infos)) = types.get(t).map(|i| &i.shape) else {
                continue;
            };
            let mut fs = per_type[&t].clone();
            fs.sort_by(|a, b| {
                (b.1.accesses.cmp(&a.1.accesses)).then_with(|| part_key(a.0).cmp(&part_key(b.0)))
            });
            // (offset, size, movable): header words stay where they are.
            let info = |p: Part| match p {
                Part::Field(i) => infos.get(usize::from(i)).map(|f| (f.offset, f.size, true)),
                Part::Header(w) => Some((4 * u32::from(w), 4, false)),
                _ => None,
            };
            let mut hot: Vec<(u32, u32, bool)> = Vec::new();
            let mut seen = 0u64;
            let mut misses = 0u64;
            for &(i, c) in &fs {
                let is_hot = (seen as f64) < HOT_SHARE * total as f64;
                seen += c.accesses;
                misses += c.l1_misses;
                let f = info(i);
                if let (true, Some(f)) = (is_hot, f) {
                    hot.push(f);
                }
                ft.row(vec![
                    name.as_str().into(),
                    types.part_name(t, i).into(),
                    f.map_or(Value::Null, |f| f.0.into()),
                    f.map_or(Value::Null, |f| f.1.into()),
                    c.accesses.into(),
                    ratio(c.accesses, total),
                    c.l1_misses.into(),
                    ratio(c.l1_misses, c.accesses),
                    c.l2_misses.into(),
                    f.map_or(Value::Null, |f| (f.0 / line).into()),
                    is_hot.into(),
                ]);
                if rank < TEXT_TYPES {
                    shown_rows += 1;
                }
            }
            let align = types.model.align;
            let ranges: Vec<(u32, u32)> = hot.iter().map(|f| (f.0, f.1)).collect();
            let (best, worst) = self.span(&ranges, align);
            // Packed: the hot header words where they are, the hot fields side by side
            // from the first field's offset.
            let first = infos.first().map_or(types.model.header, |f| f.offset);
            let hot_bytes: u32 = hot.iter().map(|f| f.1).sum();
            let moved: u32 = hot.iter().filter(|f| f.2).map(|f| f.1).sum();
            let mut packed: Vec<(u32, u32)> =
                hot.iter().filter(|f| !f.2).map(|f| (f.0, f.1)).collect();
            if moved > 0 {
                packed.push((first, moved));
            }
            let (pbest, pworst) = self.span(&packed, align);
            let size = scalar_size(types, infos);
            let (_, whole) = self.span(&[(0, size)], align);
            st.row(vec![
                name.as_str().into(),
                size.into(),
                infos.len().into(),
                fs.len().into(),
                total.into(),
                misses.into(),
                hot.len().into(),
                hot_bytes.into(),
                best.into(),
                worst.into(),
                pbest.into(),
                pworst.into(),
                whole.into(),
            ]);
        }
        ft.text_rows = Some(shown_rows.max(1));
        st.text_rows = Some(TEXT_TYPES);
        vec![st, ft]
    }
}

/// An object's size as its fields give it (the end of the last field, rounded up to the
/// alignment; the header when it has none).
fn scalar_size(types: &Types, infos: &[FieldInfo]) -> u32 {
    let end = infos
        .iter()
        .map(|f| f.offset + f.size)
        .max()
        .unwrap_or(types.model.header);
    let a = types.model.align.max(1);
    end.div_ceil(a) * a
}
