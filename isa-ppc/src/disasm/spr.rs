//! `mfspr`/`mtspr` with objdump's special-purpose-register mnemonics (`mflr`, `mtctr`,
//! `mfxer`, `mfpvr`, `mfvrsave`, `mfsprg r3,0`, `mtibatu 0,r3` ...). objdump knows SPR
//! names from every PowerPC family; the list below is the one binutils 2.40 prints under
//! its default dialect, measured over all 1024 SPR numbers in both directions.

use super::Text;
use crate::isa::{Ins, Opcode};

/// (SPR, name after `mf`, name after `mt`): `None` where objdump prints the number.
#[rustfmt::skip]
const NAMES: &[(u32, Option<&str>, Option<&str>)] = &[
    (1, Some("xer"), Some("xer")),
    (3, Some("udscr"), Some("udscr")),
    (4, Some("rtcu"), None),
    (5, Some("rtcl"), None),
    (8, Some("lr"), Some("lr")),
    (9, Some("ctr"), Some("ctr")),
    (13, Some("uamr"), Some("uamr")),
    (17, Some("dscr"), Some("dscr")),
    (18, Some("dsisr"), Some("dsisr")),
    (19, Some("dar"), Some("dar")),
    (20, None, Some("rtcu")),
    (21, None, Some("rtcl")),
    (22, Some("dec"), Some("dec")),
    (25, Some("sdr1"), Some("sdr1")),
    (26, Some("srr0"), Some("srr0")),
    (27, Some("srr1"), Some("srr1")),
    (28, Some("cfar"), Some("cfar")),
    (29, Some("amr"), Some("amr")),
    (48, Some("pidr"), Some("pidr")),
    (61, Some("iamr"), Some("iamr")),
    (128, None, Some("tfhar")),
    (129, None, Some("tfiar")),
    (130, None, Some("texasr")),
    (131, None, Some("texasru")),
    (136, Some("ctrl"), None),
    (152, None, Some("ctrl")),
    (153, Some("fscr"), Some("fscr")),
    (157, Some("uamor"), Some("uamor")),
    (159, Some("pspb"), Some("pspb")),
    (176, Some("dpdes"), Some("dpdes")),
    (180, Some("dawr0"), Some("dawr0")),
    (181, Some("dawr1"), Some("dawr1")),
    (186, Some("rpr"), Some("rpr")),
    (187, Some("ciabr"), Some("ciabr")),
    (188, Some("dawrx0"), Some("dawrx0")),
    (189, Some("dawrx1"), Some("dawrx1")),
    (190, Some("hfscr"), Some("hfscr")),
    (256, Some("vrsave"), Some("vrsave")),
    (259, Some("usprg3"), None),
    (268, Some("tb"), None),
    (269, Some("tbu"), None),
    (280, Some("asr"), Some("asr")),
    (282, Some("ear"), Some("ear")),
    (284, None, Some("tbl")),
    (285, None, Some("tbu")),
    (286, None, Some("tbu40")),
    (287, Some("pvr"), None),
    (304, Some("hsprg0"), Some("hsprg0")),
    (305, Some("hsprg1"), Some("hsprg1")),
    (306, Some("hdisr"), Some("hdisr")),
    (307, Some("hdar"), Some("hdar")),
    (308, Some("spurr"), Some("spurr")),
    (309, Some("purr"), Some("purr")),
    (310, Some("hdec"), Some("hdec")),
    (313, Some("hrmor"), Some("hrmor")),
    (314, Some("hsrr0"), Some("hsrr0")),
    (315, Some("hsrr1"), Some("hsrr1")),
    (318, Some("lpcr"), Some("lpcr")),
    (319, Some("lpidr"), Some("lpidr")),
    (336, Some("hmer"), Some("hmer")),
    (337, Some("hmeer"), Some("hmeer")),
    (338, Some("pcr"), Some("pcr")),
    (339, Some("heir"), Some("heir")),
    (349, Some("amor"), Some("amor")),
    (446, Some("tir"), None),
    (464, Some("ptcr"), Some("ptcr")),
    (496, Some("usprg0"), Some("usprg0")),
    (497, Some("usprg1"), Some("usprg1")),
    (505, Some("urmor"), Some("urmor")),
    (506, Some("usrr0"), Some("usrr0")),
    (507, Some("usrr1"), Some("usrr1")),
    (511, Some("smfctrl"), Some("smfctrl")),
    (736, Some("usier2"), None),
    (737, Some("usier3"), None),
    (738, Some("ummcr3"), None),
    (752, None, Some("sier2")),
    (753, None, Some("sier3")),
    (754, None, Some("mmcr3")),
    (768, Some("usier"), None),
    (769, Some("ummcr2"), Some("ummcr2")),
    (770, Some("ummcra"), Some("ummcra")),
    (771, Some("upmc1"), Some("upmc1")),
    (772, Some("upmc2"), Some("upmc2")),
    (773, Some("upmc3"), Some("upmc3")),
    (774, Some("upmc4"), Some("upmc4")),
    (775, Some("upmc5"), Some("upmc5")),
    (776, Some("upmc6"), Some("upmc6")),
    (779, Some("ummcr0"), Some("ummcr0")),
    (780, Some("usiar"), None),
    (781, Some("usdar"), None),
    (782, Some("ummcr1"), None),
    (784, None, Some("sier")),
    (786, None, Some("mmcra")),
    (787, None, Some("pmc1")),
    (788, None, Some("pmc2")),
    (789, None, Some("pmc3")),
    (790, None, Some("pmc4")),
    (791, None, Some("pmc5")),
    (792, None, Some("pmc6")),
    (795, None, Some("mmcr0")),
    (796, None, Some("siar")),
    (797, None, Some("sdar")),
    (798, None, Some("mmcr1")),
    (800, Some("bescrs"), Some("bescrs")),
    (801, Some("bescrsu"), Some("bescrsu")),
    (802, Some("bescrr"), Some("bescrr")),
    (803, Some("bescrru"), Some("bescrru")),
    (804, Some("ebbhr"), Some("ebbhr")),
    (805, Some("ebbrr"), Some("ebbrr")),
    (806, Some("bescr"), Some("bescr")),
    (815, Some("tar"), Some("tar")),
    (816, Some("asdr"), Some("asdr")),
    (823, Some("psscr"), Some("psscr")),
    (848, Some("ic"), Some("ic")),
    (849, Some("vtb"), Some("vtb")),
    (855, Some("hpsscr"), Some("hpsscr")),
    (896, Some("ppr"), Some("ppr")),
    (898, Some("ppr32"), Some("ppr32")),
    (1023, Some("pir"), None),
];

/// SPRs printed as a name plus an index operand: (first SPR, count, stride, name).
const INDEXED: &[(u32, u32, u32, &str)] = &[
    (272, 4, 1, "sprg"),
    (528, 4, 2, "ibatu"),
    (529, 4, 2, "ibatl"),
    (536, 4, 2, "dbatu"),
    (537, 4, 2, "dbatl"),
];

/// The text of an `mfspr`/`mtspr`; `None` for the canonical `mfspr rD,n` form.
pub(super) fn text(ins: Ins) -> Option<Text> {
    let spr = ins.spr();
    let from = ins.op == Opcode::Mfspr;
    let dir = if from { "mf" } else { "mt" };
    if let Some(&(first, _, stride, name)) = INDEXED.iter().find(|&&(first, n, stride, _)| {
        spr >= first && spr < first + n * stride && (spr - first) % stride == 0
    }) {
        let mut t = Text::new(format!("{dir}{name}"));
        let index = (spr - first) / stride;
        if from {
            t.ops.gpr(ins.rd());
            t.ops.num(index);
        } else {
            t.ops.num(index);
            t.ops.gpr(ins.rs());
        }
        return Some(t);
    }
    let names = NAMES.iter().find(|e| e.0 == spr)?;
    let name = if from { names.1 } else { names.2 }?;
    let mut t = Text::new(format!("{dir}{name}"));
    t.ops.gpr(ins.rd());
    Some(t)
}
