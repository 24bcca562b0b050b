//! The disassembler against `powerpc-linux-gnu-objdump -d` (binutils 2.40) over whole
//! binaries: every word of the executable sections of the committed static conformance
//! binaries (`guests/conformance/bin/*.static`), plus generated words (every
//! conditional-branch BO/BI/BH form, every rotate mask, every SPR, random fields for
//! every row of the table) and the words of Debian's ppc32 libc.a and libm.a.
//!
//! The expected texts were produced by objdump and are committed, bzip2-compressed, in
//! `tests/data/objdump-*.txt.bz2`; `tests/data/gen-objdump.sh` regenerates them (by hand,
//! after the binaries change). Each maps a word to objdump's text with ` <symbol+off>`
//! removed and relative branch targets written as `.+0xN`/`.-0xN`, so that the text is
//! a function of the word alone; the test applies the same rewriting to its own output
//! at the word's real address.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};

use isa_ppc::disasm::disasm;
use isa_ppc::isa::{Ins, Opcode, NUM_OPCODES, TABLE};

/// Words whose text is known to differ from objdump's, with the reason. Empty: the
/// disassembler agrees on every word of the expected files.
const KNOWN_DIFFERENCES: &[(u32, &str)] = &[];

/// How many mismatches to show.
const SHOW: usize = 40;

/// An expected file: its header lines and the word → text map.
struct Expected {
    header: Vec<String>,
    texts: HashMap<u32, String>,
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn load(name: &str) -> Expected {
    let path = data_dir().join(name);
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut text = String::new();
    bzip2::read::BzDecoder::new(file)
        .read_to_string(&mut text)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut expected = Expected {
        header: Vec::new(),
        texts: HashMap::new(),
    };
    for line in text.lines() {
        if let Some(h) = line.strip_prefix("# ") {
            expected.header.push(h.to_string());
        } else {
            let (word, t) = line.split_once('\t').expect("WORD<TAB>TEXT");
            let word = u32::from_str_radix(word, 16).expect("hex word");
            expected.texts.insert(word, t.to_string());
        }
    }
    assert!(expected.texts.len() > 1000, "{name} is too small");
    expected
}

/// Rewrites the target of a relative branch (primary opcode 16 or 18 with AA = 0) as
/// an offset from `pc`, as gen-objdump.sh does with objdump's text.
fn normalise(word: u32, pc: u32, text: String) -> String {
    let primary = word >> 26;
    if !(primary == 16 || primary == 18) || word & 2 != 0 || text.starts_with(".long") {
        return text;
    }
    let cut = text
        .rfind([',', ' '])
        .expect("a branch has a target operand");
    let target = u32::from_str_radix(&text[cut + 1..], 16).expect("hex target");
    let rel = target.wrapping_sub(pc);
    let rel = if rel < 0x8000_0000 {
        format!(".+{rel:#x}")
    } else {
        format!(".-{:#x}", rel.wrapping_neg())
    };
    format!("{}{}", &text[..=cut], rel)
}

/// How a word compared with the expected file.
enum Outcome {
    Same,
    /// The word is not in the expected file (its binary changed since it was generated).
    Unknown,
    /// A description of the difference.
    Differs(String),
}

/// Compares one word at `pc`.
fn check(expected: &Expected, word: u32, pc: u32) -> Outcome {
    let got = normalise(word, pc, disasm(Ins::new(word), pc));
    let Some(want) = expected.texts.get(&word) else {
        return Outcome::Unknown;
    };
    if &got == want || KNOWN_DIFFERENCES.iter().any(|&(w, _)| w == word) {
        Outcome::Same
    } else {
        Outcome::Differs(format!(
            "{pc:08x}: {word:08x}: objdump {want:?}, ours {got:?}"
        ))
    }
}

fn report(what: &str, checked: usize, bad: &[String]) {
    assert!(
        bad.is_empty(),
        "{what}: {} of {checked} words differ from objdump (first {SHOW}):\n{}",
        bad.len(),
        bad.iter()
            .take(SHOW)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The words of the executable sections of a big-endian ELF32 file, with addresses.
fn code_words(path: &Path) -> Vec<(u32, u32)> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let elf = goblin::elf::Elf::parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        !elf.is_64 && !elf.little_endian,
        "{}: not ELF32 big-endian",
        path.display()
    );
    let mut words = Vec::new();
    for sh in &elf.section_headers {
        let code = sh.sh_flags & u64::from(goblin::elf::section_header::SHF_EXECINSTR) != 0;
        if !code || sh.sh_type != goblin::elf::section_header::SHT_PROGBITS {
            continue;
        }
        let data = &bytes[sh.sh_offset as usize..(sh.sh_offset + sh.sh_size) as usize];
        for (i, w) in data.chunks_exact(4).enumerate() {
            let word = u32::from_be_bytes(w.try_into().expect("4 bytes"));
            words.push((sh.sh_addr as u32 + 4 * i as u32, word));
        }
    }
    words
}

/// Every static conformance binary (`guests/conformance/bin/*.static`) against the words
/// objdump printed for it. A binary the expected file does not list, one whose word count
/// changed, or any word not in the file fails the test: the binaries change only when
/// `guests/build.sh` rebuilds them on purpose, and then `tests/data/gen-objdump.sh` must run
/// too.
#[test]
fn static_binaries_disassemble_as_objdump_prints_them() {
    let expected = load("objdump-static.txt.bz2");
    let listed: HashMap<&str, &str> = expected
        .header
        .iter()
        .filter_map(|h| h.strip_prefix("binary "))
        .map(|spec| spec.split_once(' ').expect("binary NAME WORDS"))
        .collect();
    let bin_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance/bin");
    let mut names: Vec<String> = std::fs::read_dir(&bin_dir)
        .unwrap_or_else(|e| panic!("{}: {e}", bin_dir.display()))
        .map(|e| {
            e.expect("directory entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".static"))
        .collect();
    names.sort();
    assert!(
        !names.is_empty(),
        "no static binaries in {}",
        bin_dir.display()
    );
    let unlisted: Vec<&String> = names
        .iter()
        .filter(|n| !listed.contains_key(n.as_str()))
        .collect();
    assert!(
        unlisted.is_empty(),
        "binaries not in objdump-static.txt.bz2: {unlisted:?}: run tests/data/gen-objdump.sh"
    );
    let gone: Vec<&&str> = listed
        .keys()
        .filter(|n| !names.iter().any(|m| m == *n))
        .collect();
    assert!(
        gone.is_empty(),
        "{gone:?} listed but gone: run tests/data/gen-objdump.sh"
    );
    let mut checked = 0;
    let mut bad = Vec::new();
    for name in &names {
        let words = code_words(&bin_dir.join(name));
        let mut unknown = 0;
        for &(pc, word) in &words {
            match check(&expected, word, pc) {
                Outcome::Same => {}
                Outcome::Unknown => unknown += 1,
                Outcome::Differs(m) => bad.push(format!("{name}: {m}")),
            }
        }
        assert!(
            unknown == 0 && words.len().to_string() == listed[name.as_str()],
            "{name}: {} words ({} when generated), {unknown} not in the expected file: \
             run tests/data/gen-objdump.sh",
            words.len(),
            listed[name.as_str()]
        );
        checked += words.len();
    }
    assert!(checked > 100_000, "only {checked} words checked");
    report("static binaries", checked, &bad);
}

#[test]
fn generated_words_and_glibc_archives_disassemble_as_objdump_prints_them() {
    let expected = load("objdump-sweep.txt.bz2");
    // The generated words were placed at 0x10000000 and up, the archives' words at their
    // section offsets; relative targets make the address irrelevant, so any works.
    let mut bad = Vec::new();
    let mut words: Vec<u32> = expected.texts.keys().copied().collect();
    words.sort_unstable();
    let mut seen = vec![0usize; NUM_OPCODES];
    for &word in &words {
        seen[Ins::new(word).op as usize] += 1;
        if let Outcome::Differs(m) = check(&expected, word, 0x1000_0000) {
            bad.push(m);
        }
    }
    report("generated and archive words", words.len(), &bad);
    // The oracle covers every row of the table with several words (all of them where a
    // row has fewer than ten).
    for row in TABLE.iter().skip(1) {
        let possible = 1u64 << (!row.mask).count_ones();
        let n = seen[row.op as usize];
        assert!(n as u64 >= possible.min(10), "{}: {n} words", row.mnemonic);
    }
    assert!(seen[Opcode::Illegal as usize] > 0);
}
