import Testing

@testable import StickySite

/// The bundle drops the spaces between tokens and comments at a line's end,
/// and keeps every byte of strings, regular expressions and template literals.
@Suite struct RuntimeModuleCompactionTests {
  @Test(arguments: [
    ("const a = (b, c) => b + c;", "const a=(b,c)=>b+c;"),
    ("if (x) { y(); } // why it is so", "if(x){y();}"),
    ("const s = 'a  b // c', t = \"d  'e'\";", "const s='a  b // c',t=\"d  'e'\";"),
    ("const u = 'it\\'s  //';", "const u='it\\'s  //';"),
    ("const r = /^[ \\t]*\\/ x/g.test(s);", "const r=/^[ \\t]*\\/ x/g.test(s);"),
    ("return /a b/.exec(t);", "return/a b/.exec(t);"),
    ("const h = (a + b) / 2 / c;", "const h=(a+b)/2/c;"),
    ("const q = a[i] / b;", "const q=a[i]/b;"),
    ("x = a - -b + +c;", "x=a- -b+ +c;"),
    ("typeof v === 'number' && v in o;", "typeof v==='number'&&v in o;"),
    ("const n = 1 .toFixed(2);", "const n=1 .toFixed(2);"),
    ("const w = `a  b` + c;", "const w=`a  b`+c;"),
    ("const z = `${a}  ${b}`;  // kept whole", "const z = `${a}  ${b}`;  // kept whole"),
    ("const é = 'ü'  +  ñ;", "const é='ü'+ñ;"),
    ("}", "}"),
    ("if (a - base < base - b) c();", "if(a-base< base-b)c();"),
    ("const o = a < /x/.exec(s).length;", "const o=a< /x/.exec(s).length;"),
  ])
  func compactsALine(_ line: String, _ expected: String) {
    #expect(String(RuntimeModule.compacted(line[...])) == expected)
  }
}
