//! The initial stack and auxiliary vector, checked field by field against Linux's
//! layout (create_elf_tables) and PPC32-LINUX-FACTS.md.

mod common;

use common::MockMem;
use os_emu::space::{AddressSpace, Prot};
use os_emu::stack::{self, at, AuxInfo};

#[test]
fn stack_holds_argc_argv_envp_and_auxv() {
    let mut m = MockMem::default();
    let top = 0x7fff_c000;
    m.map(top - 0x10000, 0x10000, Prot::READ | Prot::WRITE);
    let args = vec![b"prog".to_vec(), b"a1".to_vec()];
    let env = vec![b"K=V".to_vec()];
    let random = *b"0123456789abcdef";
    let aux = AuxInfo {
        phdr: 0x1000_0034,
        phent: 32,
        phnum: 9,
        base: 0x7700_0000,
        entry: 0x1000_0200,
    };
    let st = stack::build(&mut m, top, &args, &env, b"prog", random, &aux).unwrap();
    assert_eq!(st.sp % 16, 0, "sp is 16-byte aligned");
    assert_eq!(m.u32(st.sp), 2, "argc");
    assert_eq!(st.argv, st.sp + 4);
    assert_eq!(m.u32(st.argv), m.u32(st.sp + 4));
    let a0 = m.u32(st.argv);
    assert_eq!(m.cstr(a0), "prog");
    let a1 = m.u32(st.argv + 4);
    assert_eq!(m.cstr(a1), "a1");
    assert_eq!(m.u32(st.argv + 8), 0, "argv NULL");
    assert_eq!(st.envp, st.argv + 12);
    let e0 = m.u32(st.envp);
    assert_eq!(m.cstr(e0), "K=V");
    assert_eq!(m.u32(st.envp + 4), 0, "envp NULL");
    assert_eq!(st.auxv, st.envp + 8);
    // Strings live above the vectors, below the top.
    assert!(a0 > st.auxv && a0 < top && e0 < top);

    let mut auxv = Vec::new();
    let mut p = st.auxv;
    loop {
        let (k, v) = (m.u32(p), m.u32(p + 4));
        auxv.push((k, v));
        p += 8;
        if k == at::NULL {
            break;
        }
    }
    let get = |k: u32| auxv.iter().find(|e| e.0 == k).map(|e| e.1);
    assert_eq!(auxv[0], (at::IGNOREPPC, at::IGNOREPPC));
    assert_eq!(auxv[1], (at::IGNOREPPC, at::IGNOREPPC));
    assert_eq!(get(at::PAGESZ), Some(4096));
    assert_eq!(get(at::DCACHEBSIZE), Some(32));
    assert_eq!(get(at::ICACHEBSIZE), Some(32));
    assert_eq!(get(at::HWCAP2), Some(0));
    let hwcap = get(at::HWCAP).unwrap();
    assert_eq!(hwcap & 0x1000_0000, 0, "no AltiVec");
    assert_ne!(hwcap & 0x0800_0000, 0, "FPU");
    assert_eq!(get(at::PHDR), Some(0x1000_0034));
    assert_eq!(get(at::PHNUM), Some(9));
    assert_eq!(get(at::BASE), Some(0x7700_0000));
    assert_eq!(get(at::ENTRY), Some(0x1000_0200));
    assert_eq!(get(at::SECURE), Some(0));
    let r = get(at::RANDOM).unwrap();
    let mut rb = [0u8; 16];
    m.peek(r, &mut rb).unwrap();
    assert_eq!(&rb, b"0123456789abcdef");
    let execfn = get(at::EXECFN).unwrap();
    assert_eq!(m.cstr(execfn), "prog");
    let platform = get(at::PLATFORM).unwrap();
    assert_eq!(m.cstr(platform), "ppc750");
}
