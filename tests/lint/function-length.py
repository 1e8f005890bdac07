#!/usr/bin/python3
"""function-length.py: no function in src/ui or src/app is longer than LIMIT lines.

A function's length is its physical lines from the line of its name to its closing brace,
blank and comment lines included. Lambdas and local classes inside a function count toward the
enclosing function; a lambda at namespace scope counts as a function of its own.

How it reads C++ (no compiler needed): comments, string and character literals (raw strings too)
and preprocessor lines are blanked out, keeping the line breaks; then the braces are matched. At
namespace or class scope, a `{` opens a function body when the text before it ends with a
parameter list (and qualifiers: const, noexcept, override, a trailing return type, a constructor's
initialiser list); `namespace`, `extern`, `class`, `struct`, `union` and `enum` open scopes whose
functions are counted; any other `{` there is an initialiser.

  tests/lint/function-length.py            check (ctest: lint.function_length): exit 1 listing
                                           `file:line name N lines` for each function over LIMIT;
                                           the five longest are printed in any case
  tests/lint/function-length.py --top N    print the N longest instead of five
Before reading the tree it checks itself on a small sample with known lengths.
"""
import pathlib
import re
import sys

LIMIT = 120
ROOTS = ('src/ui', 'src/app')
root = pathlib.Path(__file__).resolve().parent.parent.parent


def blank(text):
    """`text` with comments, literals and preprocessor lines replaced by spaces (newlines kept)."""
    out = []
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        ch = text[i]
        if at_line_start and ch == '#':
            # A preprocessor line, with its backslash continuations.
            while i < n and text[i] != '\n':
                if text[i] == '\\' and i + 1 < n and text[i + 1] == '\n':
                    out.append(' \n')
                    i += 2
                    continue
                out.append(' ')
                i += 1
            continue
        if ch == '\n':
            out.append(ch)
            at_line_start = True
            i += 1
            continue
        if ch in ' \t\r':
            out.append(ch)
            i += 1
            continue
        at_line_start = False
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
            continue
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
            continue
        raw = re.match(r'(?:u8|u|U|L)?R"([^()\\\s]{0,16})\(', text[i:i + 24])
        if raw and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            end = text.find(')' + raw.group(1) + '"', i + raw.end())
            j = n if end < 0 else end + len(raw.group(1)) + 2
            out.append('""' + re.sub(r'[^\n]', ' ', text[i + 2:j]))
            i = j
            continue
        if ch == '"' or (ch == "'" and not (i > 0 and text[i - 1].isalnum())):
            # A string or character literal; a ' after a digit or letter is a digit separator.
            j = i + 1
            while j < n and text[j] != ch and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            j = min(j + 1, n)
            out.append(ch + ' ' * max(0, j - i - 2) + (ch if j - i >= 2 else ''))
            i = j
            continue
        out.append(ch)
        i += 1
    return ''.join(out)


FUNCTION_END = re.compile(
    r'\)\s*(?:(?:const|volatile|noexcept|override|final|mutable|&&|&)\s*|noexcept\s*\([^()]*\)\s*)*'
    r'(?:->\s*[^;{}()=]+)?$')
SCOPE = re.compile(r'^(?:(?:typedef|inline|export)\s+)*(namespace|extern|class|struct|union|enum)\b')
ACCESS = re.compile(r'\b(?:public|private|protected)\s*:(?!:)')
OPERATOR = r'operator\s*(?:\(\)|\[\]|[^\w\s(]+|\s+[\w:\s*&<>]+?)'
NAME = re.compile(r'(' + OPERATOR + r'|~?[A-Za-z_]\w*(?:\s*<[^;{}()]*?>)?(?:\s*::\s*(?:' + OPERATOR +
                  r'|~?[A-Za-z_]\w*))*)\s*\(')
CTOR_INIT = re.compile(r'\)\s*(?:noexcept\s*)?:(?!:)')


def strip_template(header):
    """`header` without leading `template <...>` clauses."""
    while True:
        m = re.match(r'\s*template\s*<', header)
        if not m:
            return header
        depth, j = 1, m.end()
        while j < len(header) and depth:
            depth += {'<': 1, '>': -1}.get(header[j], 0)
            j += 1
        header = header[j:]


def is_function_header(header):
    """Whether a `{` after `header` (text since the last ; { } at its scope) opens a body."""
    if FUNCTION_END.search(header):
        return True
    # A constructor whose initialiser list ends with a brace-initialised member:
    # `X::X(int a) : a_(a), b_{b} {`. At the `{` after `b_` the text ends with a name: an
    # initialiser; at the last one it ends with that initialiser's `}`: the body.
    return bool(CTOR_INIT.search(header)) and header.endswith('}')


def function_name(header):
    """The function's name (Class::name, operator…, "lambda") and its offset in `header`."""
    # The first name followed by `(`: scanning from the start, a constructor's initialiser list
    # (after the parameters) cannot be taken for the name.
    for m in NAME.finditer(header):
        name = re.sub(r'\s*::\s*', '::', re.sub(r'\s+', ' ', m.group(0)[:-1])).strip()
        if name in ('decltype', 'alignas', 'noexcept', 'sizeof', 'static_assert', '__attribute__'):
            continue
        return re.sub(r'<[^<>]*>', '', name), m.start()
    if '[' in header:
        return 'lambda', header.find('[')
    return '?', len(header) - len(header.lstrip())


def functions(text):
    """[(line, name, lines)] for every function in `text` (C++ source)."""
    src = blank(text)
    found = []
    # A stack of scopes: 'scope' (namespace/class, functions counted inside), 'init', 'body'.
    stack = []
    header_start = 0
    body = None  # (name, line, depth) of the function being read
    line_at = [0]
    for k, ch in enumerate(src):
        if ch == '\n':
            line_at.append(k + 1)

    def line_of(offset):
        lo, hi = 0, len(line_at) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_at[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    for i, ch in enumerate(src):
        if body is not None:
            if ch == '{':
                stack.append('body')
            elif ch == '}':
                stack.pop()
                if len(stack) == body[2]:
                    found.append((body[1], body[0], line_of(i) - body[1] + 1))
                    body = None
                    header_start = i + 1
            continue
        if ch == ';':
            header_start = i + 1
        elif ch == '{':
            header = ACCESS.sub(lambda m: ' ' * len(m.group(0)), src[header_start:i])
            plain = strip_template(header).strip()
            if SCOPE.match(plain) and not FUNCTION_END.search(plain):
                stack.append('scope')
                header_start = i + 1
            elif is_function_header(plain):
                name, at = function_name(header)
                stack.append('body')
                body = (name, line_of(header_start + at), len(stack) - 1)
            else:
                stack.append('init')
        elif ch == '}':
            if not stack:
                raise ValueError('unbalanced } at line %d' % line_of(i))
            kind = stack.pop()
            if kind != 'init':
                header_start = i + 1
    if stack or body is not None:
        raise ValueError('unbalanced braces: %d left open' % len(stack))
    return found


SAMPLE = r'''// a sample with known lengths
namespace a {
struct S : B {
  S(int x) : x_{x}, y_(2) {
    int z = "}";  // }
  }
  int f() const override { return '}'; }
  int x_{0};
  operator const char*() const { return "{"; }
 public:
  S() : x_(1), y_{2} {
  }
};
template <class T>
T& g(T* p) {
  auto l = [](int q) {
    return q;
  };
  /* { */ const char* r = R"x({)x";
  return *p;
}
const auto kL = [](int v) { return v; };
int S::operator()(int) const {
  return 1;
}
enum class E { A, B };
}  // namespace a
'''


def self_test():
    got = [(line, name, n) for line, name, n in functions(SAMPLE)]
    want = [(4, 'S', 3), (7, 'f', 1), (9, 'operator const char*', 1), (11, 'S', 2), (15, 'g', 7),
            (22, 'lambda', 1), (23, 'S::operator()', 3)]
    if got != want:
        sys.exit('function-length.py: self-test failed:\n  got  %s\n  want %s' % (got, want))


def main():
    top = 5
    if '--top' in sys.argv:
        top = int(sys.argv[sys.argv.index('--top') + 1])
    self_test()
    rows = []
    for base in ROOTS:
        for path in sorted((root / base).rglob('*')):
            if path.suffix not in ('.cpp', '.h'):
                continue
            rel = path.relative_to(root).as_posix()
            try:
                for line, name, n in functions(path.read_text(encoding='utf-8')):
                    rows.append((n, rel, line, name))
            except ValueError as e:
                sys.exit('function-length.py: %s: %s' % (rel, e))
    rows.sort(key=lambda r: (-r[0], r[1], r[2]))
    print('the %d longest functions in %s (limit %d lines):' % (top, ', '.join(ROOTS), LIMIT))
    for n, rel, line, name in rows[:top]:
        print('  %s:%d %s %d lines' % (rel, line, name, n))
    over = [r for r in rows if r[0] > LIMIT]
    if over:
        print('%d function(s) longer than %d lines:' % (len(over), LIMIT))
        for n, rel, line, name in over:
            print('%s:%d %s %d lines' % (rel, line, name, n))
        return 1
    print('%d functions, none longer than %d lines' % (len(rows), LIMIT))
    return 0


if __name__ == '__main__':
    sys.exit(main())
