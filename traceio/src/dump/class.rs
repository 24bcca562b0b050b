//! `class.dump`: the object model and every type of the run.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{arity, check_complete, dec, hex, salvage, Lines, Salvaged, Text};
use crate::Error;

/// Where things are in an object (offsets from the object address in events).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectModel {
    /// Header size in bytes.
    pub header: u32,
    /// Offset of the status word.
    pub status: u32,
    /// Offset of the type-information pointer.
    pub tib: u32,
    /// Offset of an array's length word.
    pub array_length: u32,
    /// Offset of an array's element 0.
    pub array_data: u32,
    /// Reference size in bytes.
    pub reference: u32,
    /// Object alignment in bytes.
    pub align: u32,
}

/// A primitive type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Primitive {
    /// Type id.
    pub type_id: u32,
    /// Java name (`int`, ...).
    pub name: String,
    /// Size in bytes.
    pub size: u32,
}

/// An instance field of a class (declared or inherited).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    /// Offset from the object address.
    pub offset: u32,
    /// Declared type's id.
    pub type_id: u32,
    /// Field name.
    pub name: String,
}

/// A scalar class.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassType {
    /// Type id.
    pub type_id: u32,
    /// Binary name with dots.
    pub name: String,
    /// Instance size in bytes including the header.
    pub instance_size: u32,
    /// Super class's type id, 0 for none.
    pub super_id: u32,
    /// Instance fields, by offset.
    pub fields: Vec<Field>,
}

/// An array type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArrayType {
    /// Type id.
    pub type_id: u32,
    /// Name (`int[]`).
    pub name: String,
    /// Element type id.
    pub element_type_id: u32,
    /// Element size in bytes.
    pub element_size: u32,
}

/// A method (for allocation sites).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Method {
    /// Method id.
    pub method_id: u32,
    /// Declaring class's type id.
    pub class_type_id: u32,
    /// Name.
    pub name: String,
    /// JVM descriptor.
    pub descriptor: String,
}

/// A static reference slot (`static` record, written with `-X:deaths`): its stores are
/// in the trace like heap stores, so an offline reachability analysis can treat the static
/// slots as one root object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaticSlot {
    /// Declaring class's type id.
    pub class_type_id: u32,
    /// Address of the slot (a 4-byte word in the VM's memory).
    pub addr: u32,
    /// Declared type's id (a class or array type).
    pub field_type_id: u32,
    /// Field name.
    pub name: String,
}

/// A parsed `class.dump`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassDump {
    /// The object model.
    pub model: ObjectModel,
    /// Primitive types.
    pub primitives: Vec<Primitive>,
    /// Scalar classes in file order.
    pub classes: Vec<ClassType>,
    /// Array types in file order.
    pub arrays: Vec<ArrayType>,
    /// Methods in file order.
    pub methods: Vec<Method>,
    /// Thread names by thread id (THREAD_SWITCH's NEXT): one per thread the run ever
    /// started, main (1) included, when it started a second one; empty otherwise.
    #[serde(default)]
    pub threads: BTreeMap<u32, String>,
    /// Static reference slots (`static` records), in file order; empty for a run without
    /// `-X:deaths`.
    #[serde(default)]
    pub statics: Vec<StaticSlot>,
}

impl ClassDump {
    /// Reads and parses a file.
    pub fn open(path: impl AsRef<Path>) -> Result<ClassDump, Error> {
        let path = path.as_ref();
        let text = Text::open(path)?;
        let text = text.as_str(path)?;
        check_complete(text, path)?;
        Self::parse(text, path)
    }

    /// Reads a damaged file as far as it can be trusted (`--lenient`): the longest prefix
    /// of whole lines that parses, and what was dropped. Fails only when the file cannot
    /// be read at all (e.g. it is missing).
    pub fn salvage(path: impl AsRef<Path>) -> Result<Salvaged<ClassDump>, Error> {
        salvage(path.as_ref(), Self::parse)
    }

    /// Parses the text of a class.dump; `path` names it in errors.
    pub fn parse(text: &str, path: &Path) -> Result<ClassDump, Error> {
        let mut lines = Lines::new(text, path, "class.dump")?;
        let mut d = ClassDump::default();
        let mut seen_model = false;
        let mut open_fields: Option<(usize, usize)> = None; // (line of class, fields still due)
        while let Some((n, f)) = lines.next() {
            if let Some((cl, due)) = open_fields {
                if due > 0 && f[0] != "field" {
                    return Err(lines.err(
                        n,
                        format!("class on line {cl} expects {due} more `field` lines"),
                    ));
                }
            }
            if !seen_model && f[0] != "model" {
                return Err(lines.err(n, "the first record must be `model`"));
            }
            match f[0] {
                "model" => {
                    if seen_model {
                        return Err(lines.err(n, "second `model` record"));
                    }
                    seen_model = true;
                    d.model = parse_model(&lines, n, &f[1..])?;
                }
                "prim" => {
                    arity(&lines, n, &f, 4)?;
                    d.primitives.push(Primitive {
                        type_id: dec(&lines, n, "type id", f[1])?,
                        name: f[2].to_string(),
                        size: dec(&lines, n, "size", f[3])?,
                    });
                }
                "class" => {
                    arity(&lines, n, &f, 6)?;
                    let nfields: usize = dec(&lines, n, "field count", f[5])?;
                    d.classes.push(ClassType {
                        type_id: dec(&lines, n, "type id", f[1])?,
                        name: f[2].to_string(),
                        instance_size: dec(&lines, n, "instance size", f[3])?,
                        super_id: dec(&lines, n, "super type id", f[4])?,
                        fields: Vec::with_capacity(nfields.min(1 << 16)),
                    });
                    open_fields = Some((n, nfields));
                }
                "field" => {
                    arity(&lines, n, &f, 4)?;
                    let Some((cl, due)) = open_fields.as_mut() else {
                        return Err(lines.err(n, "`field` outside a class"));
                    };
                    if *due == 0 {
                        return Err(lines.err(
                            n,
                            format!("more fields than the class on line {cl} declares"),
                        ));
                    }
                    *due -= 1;
                    let field = Field {
                        offset: dec(&lines, n, "offset", f[1])?,
                        type_id: dec(&lines, n, "type id", f[2])?,
                        name: f[3].to_string(),
                    };
                    let class = d.classes.last_mut().expect("a class is open");
                    if class.fields.last().is_some_and(|p| p.offset > field.offset) {
                        return Err(lines.err(n, "fields are not ordered by offset"));
                    }
                    class.fields.push(field);
                }
                "array" => {
                    arity(&lines, n, &f, 5)?;
                    d.arrays.push(ArrayType {
                        type_id: dec(&lines, n, "type id", f[1])?,
                        name: f[2].to_string(),
                        element_type_id: dec(&lines, n, "element type id", f[3])?,
                        element_size: dec(&lines, n, "element size", f[4])?,
                    });
                }
                "method" => {
                    arity(&lines, n, &f, 5)?;
                    d.methods.push(Method {
                        method_id: dec(&lines, n, "method id", f[1])?,
                        class_type_id: dec(&lines, n, "class type id", f[2])?,
                        name: f[3].to_string(),
                        descriptor: f[4].to_string(),
                    });
                }
                "thread" => {
                    arity(&lines, n, &f, 3)?;
                    let id: u32 = dec(&lines, n, "thread id", f[1])?;
                    if id == 0 {
                        return Err(lines.err(n, "thread id 0: threads are numbered from 1"));
                    }
                    if d.threads.insert(id, f[2].to_string()).is_some() {
                        return Err(lines.err(n, format!("second `thread` record for id {id}")));
                    }
                }
                "static" => {
                    arity(&lines, n, &f, 5)?;
                    let addr = if f[2].starts_with("0x") {
                        hex(&lines, n, "address", f[2])?
                    } else {
                        dec(&lines, n, "address", f[2])?
                    };
                    d.statics.push(StaticSlot {
                        class_type_id: dec(&lines, n, "class type id", f[1])?,
                        addr,
                        field_type_id: dec(&lines, n, "field type id", f[3])?,
                        name: f[4].to_string(),
                    });
                }
                k if k.starts_with("x-") => {}
                k => return Err(lines.err(n, format!("unknown record kind {k:?}"))),
            }
            if let Some((_, 0)) = open_fields {
                open_fields = None;
            }
        }
        if let Some((cl, due)) = open_fields {
            return Err(lines.err(
                cl,
                format!("class is missing {due} `field` lines at end of file"),
            ));
        }
        if !seen_model {
            return Err(lines.err(1, "no `model` record"));
        }
        Ok(d)
    }

    /// The text form (what the guest VM writes).
    pub fn to_text(&self) -> String {
        let m = &self.model;
        let mut s = String::from("# class.dump 1\n");
        let _ = writeln!(
            s,
            "model\theader={}\tstatus={}\ttib={}\tarray_length={}\tarray_data={}\tref={}\talign={}",
            m.header, m.status, m.tib, m.array_length, m.array_data, m.reference, m.align
        );
        for p in &self.primitives {
            let _ = writeln!(s, "prim\t{}\t{}\t{}", p.type_id, p.name, p.size);
        }
        for c in &self.classes {
            let _ = writeln!(
                s,
                "class\t{}\t{}\t{}\t{}\t{}",
                c.type_id,
                c.name,
                c.instance_size,
                c.super_id,
                c.fields.len()
            );
            for f in &c.fields {
                let _ = writeln!(s, "field\t{}\t{}\t{}", f.offset, f.type_id, f.name);
            }
        }
        for a in &self.arrays {
            let _ = writeln!(
                s,
                "array\t{}\t{}\t{}\t{}",
                a.type_id, a.name, a.element_type_id, a.element_size
            );
        }
        for m in &self.methods {
            let _ = writeln!(
                s,
                "method\t{}\t{}\t{}\t{}",
                m.method_id, m.class_type_id, m.name, m.descriptor
            );
        }
        for (id, name) in &self.threads {
            let _ = writeln!(s, "thread\t{id}\t{name}");
        }
        for st in &self.statics {
            let _ = writeln!(
                s,
                "static\t{}\t{:#x}\t{}\t{}",
                st.class_type_id, st.addr, st.field_type_id, st.name
            );
        }
        s
    }

    /// The name of thread `id` from its `thread` record, `None` when there is none (a
    /// single-threaded run has no `thread` records).
    pub fn thread_name(&self, id: u32) -> Option<&str> {
        self.threads.get(&id).map(String::as_str)
    }
}

fn parse_model(lines: &Lines, n: usize, kv: &[&str]) -> Result<ObjectModel, Error> {
    let mut m = ObjectModel::default();
    let mut seen = 0u8;
    for item in kv {
        let (k, v) = item
            .split_once('=')
            .ok_or_else(|| lines.err(n, format!("model item {item:?} is not key=value")))?;
        let (bit, slot) = match k {
            "header" => (0, &mut m.header),
            "status" => (1, &mut m.status),
            "tib" => (2, &mut m.tib),
            "array_length" => (3, &mut m.array_length),
            "array_data" => (4, &mut m.array_data),
            "ref" => (5, &mut m.reference),
            "align" => (6, &mut m.align),
            k if k.starts_with("x-") => continue,
            k => return Err(lines.err(n, format!("unknown model key {k:?}"))),
        };
        if seen & (1 << bit) != 0 {
            return Err(lines.err(n, format!("model key {k:?} given twice")));
        }
        seen |= 1 << bit;
        *slot = dec(lines, n, k, v)?;
    }
    if seen != 0x7f {
        return Err(lines.err(
            n,
            "model needs header, status, tib, array_length, array_data, ref and align",
        ));
    }
    Ok(m)
}
