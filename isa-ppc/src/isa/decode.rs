//! The decoder, derived from the table at compile time.
//!
//! Decoding is two table look-ups: the primary opcode (bits 0-5) selects either a row or,
//! for the four primary opcodes with extended opcodes (19, 31, 59, 63), a 1024-entry
//! table indexed by bits 21-30. The chosen row's mask and pattern are then checked, so
//! words with reserved bits set decode as [`Opcode::Illegal`].
//!
//! The tables are built by `const` evaluation, which also checks the table: a row whose
//! pattern has bits inside its own fields, a load or store whose class does not fit its
//! fields, or two rows that can match the same word, stop the build with a compile
//! error (`tests/decode_table.rs` repeats the first and last checks with better
//! messages).

use super::spec::InsDef;
use super::table::{Opcode, NUM_OPCODES, TABLE_DATA};

/// The rows of the instruction table, indexed by `Opcode as usize`.
pub static TABLE: [InsDef; NUM_OPCODES] = TABLE_DATA;

/// The primary opcodes that have an extended-opcode table, in table order.
const EXTENDED: [u32; 4] = [19, 31, 59, 63];

/// Marks a primary-table entry as "look in extended table n" (`EXT_FLAG | n`).
const EXT_FLAG: u16 = 0x8000;

const _: () = assert!(NUM_OPCODES <= 256, "row indices must fit in a byte");

const fn ext_index(primary: u32) -> Option<usize> {
    let mut i = 0;
    while i < EXTENDED.len() {
        if EXTENDED[i] == primary {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Checks every row on its own and every pair of rows for overlap; panics (a compile
/// error, since this runs in a `const`) naming the offending row.
const fn check_table() {
    let mut i = 1;
    while i < NUM_OPCODES {
        let r = &TABLE_DATA[i];
        if r.op as usize != i {
            panic!("row index and opcode disagree");
        }
        let fields = match r.field_bits() {
            Some(b) => b,
            None => panic!("{}", r.mnemonic),
        };
        // Fields, modifiers and ignored bits must be disjoint ...
        if fields & r.mods.bits() != 0 || (fields | r.mods.bits()) & r.ignore != 0 {
            panic!("{}", r.mnemonic);
        }
        // ... the pattern must lie inside the mask, the primary opcode must be fixed ...
        if r.pattern & !r.mask != 0 || r.mask & 0xfc00_0000 != 0xfc00_0000 {
            panic!("{}", r.mnemonic);
        }
        // ... the extended opcode must be fixed where the primary opcode has one ...
        if ext_index(r.pattern >> 26).is_some() && r.mask & 0x3e != 0x3e {
            panic!("{}", r.mnemonic);
        }
        // ... and a load or store's class must fit its fields (`Access::fits`).
        if let Some((_, a)) = r.class.access() {
            if !a.fits(r.fields, r.invalid) {
                panic!("{}", r.mnemonic);
            }
        }
        let mut j = i + 1;
        while j < NUM_OPCODES {
            let s = &TABLE_DATA[j];
            if (r.pattern ^ s.pattern) & r.mask & s.mask == 0 {
                panic!("{}", s.mnemonic);
            }
            j += 1;
        }
        i += 1;
    }
}

const _: () = check_table();

/// Primary table: a row index, or `EXT_FLAG | n` for extended table n.
static PRIMARY: [u16; 64] = build_primary();

/// Extended tables: row index by bits 21-30, for primary opcodes 19, 31, 59, 63.
static SECONDARY: [[u8; 1024]; 4] = build_secondary();

const fn build_primary() -> [u16; 64] {
    let mut t = [0u16; 64];
    let mut e = 0;
    while e < EXTENDED.len() {
        t[EXTENDED[e] as usize] = EXT_FLAG | e as u16;
        e += 1;
    }
    let mut i = 1;
    while i < NUM_OPCODES {
        let p = TABLE_DATA[i].pattern >> 26;
        if ext_index(p).is_none() {
            if t[p as usize] != 0 {
                panic!("{}", TABLE_DATA[i].mnemonic);
            }
            t[p as usize] = i as u16;
        }
        i += 1;
    }
    t
}

const fn build_secondary() -> [[u8; 1024]; 4] {
    let mut t = [[0u8; 1024]; 4];
    let mut i = 1;
    while i < NUM_OPCODES {
        let r = &TABLE_DATA[i];
        if let Some(e) = ext_index(r.pattern >> 26) {
            let xmask = (r.mask >> 1) & 0x3ff;
            let xpat = (r.pattern >> 1) & 0x3ff;
            let mut x = 0;
            while x < 1024 {
                if x & xmask == xpat {
                    if t[e][x as usize] != 0 {
                        panic!("{}", r.mnemonic);
                    }
                    t[e][x as usize] = i as u8;
                }
                x += 1;
            }
        }
        i += 1;
    }
    t
}

/// What the decoder needs of a row, packed (12 bytes) so that hot rows share cache lines.
#[derive(Clone, Copy)]
struct Match {
    mask: u32,
    pattern: u32,
    op: Opcode,
    invalid: super::spec::Invalid,
}

static MATCH: [Match; NUM_OPCODES] = build_match();

const fn build_match() -> [Match; NUM_OPCODES] {
    let mut t = [Match {
        mask: 0,
        pattern: 1,
        op: Opcode::Illegal,
        invalid: super::spec::Invalid::Never,
    }; NUM_OPCODES];
    let mut i = 0;
    while i < NUM_OPCODES {
        let r = &TABLE_DATA[i];
        t[i] = Match {
            mask: r.mask,
            pattern: r.pattern,
            op: r.op,
            invalid: r.invalid,
        };
        i += 1;
    }
    t
}

/// The table row a word selects before its reserved bits are checked (0: none).
#[inline(always)]
fn candidate(code: u32) -> usize {
    let p = PRIMARY[(code >> 26) as usize];
    if p & EXT_FLAG == 0 {
        p as usize
    } else {
        SECONDARY[(p & !EXT_FLAG) as usize][((code >> 1) & 0x3ff) as usize] as usize
    }
}

/// Decodes a word to its opcode.
#[inline]
pub fn decode(code: u32) -> Opcode {
    let r = &MATCH[candidate(code)];
    if code & r.mask == r.pattern && r.invalid.allows(code) {
        r.op
    } else {
        Opcode::Illegal
    }
}
