//! The type table built from `class.dump`: names, field layouts and array element sizes,
//! and the mapping from an offset inside an object to the part it falls in.

use std::collections::BTreeMap;

use hashbrown::{HashMap, HashSet};

use serde::Serialize;
use traceio::dump::{ClassDump, ObjectModel};

/// One instance field of a scalar class.
#[derive(Clone, Debug, Serialize)]
pub struct FieldInfo {
    /// Offset from the object's first byte.
    pub offset: u32,
    /// Width in bytes (the primitive's size, or the reference size).
    pub size: u32,
    /// Declared name.
    pub name: String,
    /// Declared type id.
    pub type_id: u32,
}

/// The layout of a type.
#[derive(Clone, Debug, Serialize)]
pub enum Shape {
    /// A scalar class with its instance fields ordered by offset.
    Scalar(Vec<FieldInfo>),
    /// An array with this element size.
    Array {
        /// Bytes per element.
        element_size: u32,
    },
    /// A primitive (never the type of a heap object).
    Primitive,
}

/// One type.
#[derive(Clone, Debug, Serialize)]
pub struct TypeInfo {
    /// Java binary name with dots (`java.lang.String`, `int[]`).
    pub name: String,
    /// Layout.
    pub shape: Shape,
}

/// Which part of an object an offset falls in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Part {
    /// A header word (status, TIB, ...), by word number.
    Header(u8),
    /// The array length word.
    Length,
    /// Instance field, by position in the class's field list (class.dump order).
    Field(u16),
    /// Array element, by index.
    Element(u32),
    /// Inside the object but in no field (padding, or a type unknown to class.dump).
    Padding,
}

/// All types of a run plus the object model.
#[derive(Clone, Debug, Default)]
pub struct Types {
    /// The object model from class.dump's `model` line.
    pub model: ObjectModel,
    by_id: HashMap<u32, TypeInfo>,
    by_name: HashMap<String, u32>,
    methods: HashMap<u32, (u32, String)>, // method id → (class type id, name)
    /// Thread names by id, from class.dump's `thread` records (none for a single-threaded
    /// run).
    pub threads: BTreeMap<u32, String>,
    /// Per scalar class: which of its fields (class.dump order) are strong references (a
    /// class or array type, not `referent` of a java.lang.ref.Reference).
    ref_fields: HashMap<u32, Vec<bool>>,
    /// Array types whose elements are references.
    ref_arrays: HashSet<u32>,
    /// Per java.lang.ref.Reference class: the field index of `referent`.
    referents: HashMap<u32, u16>,
}

impl Types {
    /// Builds the table from a parsed class.dump.
    pub fn new(d: &ClassDump) -> Types {
        let mut t = Types {
            model: d.model,
            threads: d.threads.clone(),
            ..Types::default()
        };
        let prim_size: HashMap<u32, u32> =
            d.primitives.iter().map(|p| (p.type_id, p.size)).collect();
        for p in &d.primitives {
            t.insert(p.type_id, p.name.clone(), Shape::Primitive);
        }
        for c in &d.classes {
            let fields = c
                .fields
                .iter()
                .map(|f| FieldInfo {
                    offset: f.offset,
                    size: prim_size
                        .get(&f.type_id)
                        .copied()
                        .unwrap_or(d.model.reference.max(1)),
                    name: f.name.clone(),
                    type_id: f.type_id,
                })
                .collect();
            t.insert(c.type_id, c.name.clone(), Shape::Scalar(fields));
        }
        // Reference slots (exact lifetimes, crate::merlin): a field or element whose declared
        // type is not a primitive; the referent of a java.lang.ref object is not a strong
        // reference (docs/events.md "Exact lifetimes").
        let supers: HashMap<u32, (u32, &str)> = d
            .classes
            .iter()
            .map(|c| (c.type_id, (c.super_id, c.name.as_str())))
            .collect();
        let is_reference_class = |mut id: u32| {
            for _ in 0..supers.len() + 1 {
                match supers.get(&id) {
                    Some((_, "java.lang.ref.Reference")) => return true,
                    Some(&(sup, _)) if sup != 0 => id = sup,
                    _ => return false,
                }
            }
            false
        };
        for c in &d.classes {
            let weak = is_reference_class(c.type_id);
            if let Some(i) = c.fields.iter().position(|f| weak && f.name == "referent") {
                t.referents.insert(c.type_id, i as u16);
            }
            let refs = c
                .fields
                .iter()
                .map(|f| {
                    let primitive = prim_size.contains_key(&f.type_id);
                    let referent = weak && f.name == "referent";
                    !(primitive || referent)
                })
                .collect();
            t.ref_fields.insert(c.type_id, refs);
        }
        for a in &d.arrays {
            if !prim_size.contains_key(&a.element_type_id) {
                t.ref_arrays.insert(a.type_id);
            }
        }
        for m in &d.methods {
            t.methods
                .insert(m.method_id, (m.class_type_id, m.name.clone()));
        }
        for a in &d.arrays {
            t.insert(
                a.type_id,
                a.name.clone(),
                Shape::Array {
                    element_size: a.element_size.max(1),
                },
            );
        }
        t
    }

    fn insert(&mut self, id: u32, name: String, shape: Shape) {
        self.by_name.insert(name.clone(), id);
        self.by_id.insert(id, TypeInfo { name, shape });
    }

    /// The type with this id.
    pub fn get(&self, id: u32) -> Option<&TypeInfo> {
        self.by_id.get(&id)
    }

    /// The id of the type with this name.
    pub fn id_of(&self, name: &str) -> Option<u32> {
        self.by_name.get(name).copied()
    }

    /// A printable name: the type's, or `#<id>` for an id class.dump does not list.
    pub fn name(&self, id: u32) -> String {
        match self.by_id.get(&id) {
            Some(t) => t.name.clone(),
            None => format!("#{id}"),
        }
    }

    /// A printable method: `Class.method` from class.dump's `method` records,
    /// `method#<id>` for a method it does not list.
    pub fn method_name(&self, method: u32) -> String {
        match self.methods.get(&method) {
            Some((class, name)) => format!("{}.{name}", self.name(*class)),
            None => format!("method#{method}"),
        }
    }

    /// A printable allocation site: `Class.method@bci` from class.dump's `method`
    /// records, `method#<id>@bci` for a method it does not list, and `(no Java frame)`
    /// for the VM's own allocations outside any method (method 0, index 0xffffffff).
    pub fn site_name(&self, (method, bci): (u32, u32)) -> String {
        if (method, bci) == (0, u32::MAX) {
            return "(no Java frame)".to_string();
        }
        match self.methods.get(&method) {
            Some((class, name)) => format!("{}.{name}@{bci}", self.name(*class)),
            None => format!("method#{method}@{bci}"),
        }
    }

    /// The reference slot a part is, if it is one: the field's index, or the element's
    /// index in an array of references (exact lifetimes, [`crate::merlin`]).
    #[inline]
    pub fn ref_slot(&self, type_id: u32, part: Part) -> Option<u32> {
        match part {
            Part::Field(i) => self
                .ref_fields
                .get(&type_id)
                .and_then(|r| r.get(usize::from(i)))
                .and_then(|&r| r.then_some(u32::from(i))),
            Part::Element(e) => self.ref_arrays.contains(&type_id).then_some(e),
            _ => None,
        }
    }

    /// Whether a part is the `referent` of a java.lang.ref.Reference (a weak slot: reading
    /// it is `Reference.get`).
    #[inline]
    pub fn is_referent(&self, type_id: u32, part: Part) -> bool {
        !self.referents.is_empty()
            && matches!(part, Part::Field(i) if self.referents.get(&type_id) == Some(&i))
    }

    /// Whether the run's types have any reference slot (false: class.dump lists none).
    pub fn has_ref_slots(&self) -> bool {
        !self.ref_arrays.is_empty() || self.ref_fields.values().any(|r| r.contains(&true))
    }

    /// The part of an object of type `type_id` that byte `offset` falls in.
    pub fn part(&self, type_id: u32, is_array: bool, offset: u32) -> Part {
        self.part_at(type_id, is_array, offset).0
    }

    /// The part that byte `offset` falls in, and whether `offset` is the part's first
    /// byte (a header word, the length, a field, an element): an access to a part is
    /// counted once, by the access that touches its first byte, in the write statistics
    /// (a `long` is read as two words, a byte-wise copy writes a word four times).
    pub fn part_at(&self, type_id: u32, is_array: bool, offset: u32) -> (Part, bool) {
        let m = &self.model;
        if offset < m.header {
            return (Part::Header((offset / 4) as u8), offset % 4 == 0);
        }
        let length = |offset: u32| offset >= m.array_length && offset < m.array_length + 4;
        match self.by_id.get(&type_id).map(|t| &t.shape) {
            Some(Shape::Scalar(fields)) => {
                // The last field starting at or before `offset`.
                let i = fields.partition_point(|f| f.offset <= offset);
                if i > 0 {
                    let f = &fields[i - 1];
                    if offset < f.offset + f.size {
                        return (Part::Field((i - 1) as u16), offset == f.offset);
                    }
                }
                (Part::Padding, true)
            }
            Some(Shape::Array { element_size }) => {
                if length(offset) {
                    (Part::Length, offset == m.array_length)
                } else if offset >= m.array_data {
                    let d = offset - m.array_data;
                    (Part::Element(d / element_size), d % element_size == 0)
                } else {
                    (Part::Padding, true)
                }
            }
            _ if is_array && length(offset) => (Part::Length, offset == m.array_length),
            _ => (Part::Padding, true),
        }
    }

    /// Like [`Types::part_at`], plus the offset just past the part (at most `size`, the
    /// object's size): an access reaching it goes on into the next part. Padding ends
    /// where the next part (or the object) begins.
    pub fn part_span(
        &self,
        type_id: u32,
        is_array: bool,
        offset: u32,
        size: u32,
    ) -> (Part, bool, u32) {
        let (part, at_start) = self.part_at(type_id, is_array, offset);
        let m = &self.model;
        let end = match (part, self.by_id.get(&type_id).map(|t| &t.shape)) {
            (Part::Header(w), _) => (4 * u32::from(w) + 4).min(m.header),
            (Part::Length, _) => m.array_length + 4,
            (Part::Field(i), Some(Shape::Scalar(f))) => {
                let f = &f[usize::from(i)];
                f.offset + f.size
            }
            (Part::Element(i), Some(Shape::Array { element_size })) => m
                .array_data
                .saturating_add(i.saturating_add(1).saturating_mul(*element_size)),
            (_, Some(Shape::Scalar(fields))) => {
                // The next field starting after `offset`.
                let i = fields.partition_point(|f| f.offset <= offset);
                fields.get(i).map_or(size, |f| f.offset)
            }
            (_, shape) => {
                // Array padding (or a type class.dump does not know): up to the length
                // word or the data, whichever comes next.
                let array = is_array || matches!(shape, Some(Shape::Array { .. }));
                let mut next = size;
                if array {
                    for b in [m.array_length, m.array_data] {
                        if b > offset {
                            next = next.min(b);
                        }
                    }
                }
                next
            }
        };
        (part, at_start, end.clamp(offset + 1, size.max(offset + 1)))
    }

    /// A printable name for a part of an object of this type.
    pub fn part_name(&self, type_id: u32, part: Part) -> String {
        match part {
            Part::Header(w) => format!("<header+{}>", 4 * u32::from(w)),
            Part::Length => "<length>".to_string(),
            Part::Padding => "<padding>".to_string(),
            Part::Element(i) => format!("[{i}]"),
            Part::Field(i) => match self.by_id.get(&type_id).map(|t| &t.shape) {
                Some(Shape::Scalar(f)) if usize::from(i) < f.len() => {
                    f[usize::from(i)].name.clone()
                }
                _ => format!("field#{i}"),
            },
        }
    }

    /// The field index of a field named `name` (or given by number) in type `type_id`;
    /// for arrays a number is an element index.
    pub fn resolve_field(&self, type_id: u32, spec: &str) -> Option<Part> {
        match self.by_id.get(&type_id).map(|t| &t.shape) {
            Some(Shape::Scalar(f)) => {
                if let Some(i) = f.iter().position(|f| f.name == spec) {
                    return Some(Part::Field(i as u16));
                }
                let n: usize = spec.parse().ok()?;
                (n < f.len()).then_some(Part::Field(n as u16))
            }
            Some(Shape::Array { .. }) => spec.parse().ok().map(Part::Element),
            _ => None,
        }
    }
}
