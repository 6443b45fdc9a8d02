// Increments and compound assignments inside a larger expression of a macro's body: the
// program's own macro is split into a load and a store (another thread may run between them),
// a library header's macro stays one step as written.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "mokert/extractor.hpp"
#include "mokert/files.hpp"
#include "mokert/script.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

const char* kThreads =
    "int main(void) {\n"
    "  pthread_t t1, t2;\n"
    "  pthread_create(&t1, 0, worker, 0);\n"
    "  pthread_create(&t2, 0, worker, 0);\n"
    "  pthread_join(t1, 0);\n"
    "  pthread_join(t2, 0);\n"
    "  return 0;\n"
    "}\n";

struct Extracted {
  std::vector<std::string> pml;  // model.pml's lines
  LineMap map;
};

Extracted extract_file(const fs::path& c_file, const std::vector<std::string>& flags = {}) {
  ExtractOptions options;
  options.out_dir = c_file.parent_path() / "out";
  options.compile_flags = flags;
  ExtractResult r = extract(default_script(c_file), options);
  Extracted e;
  std::string text = read_file(r.pml);
  for (size_t at = 0; at <= text.size();) {
    size_t nl = text.find('\n', at);
    if (nl == std::string::npos) nl = text.size();
    e.pml.push_back(text.substr(at, nl - at));
    at = nl + 1;
  }
  e.map = r.map;
  return e;
}

// The model line of a map entry on C line `line` with this part ("load"), else null.
const MapEntry* entry_of(const Extracted& e, unsigned line, const std::string& part) {
  for (const MapEntry& m : e.map.entries)
    if (m.c.line == line && m.part == part) return &m;
  return nullptr;
}

// `int v = TAKE();` with `#define TAKE() (buf[used++])`: the increment is a load and a store of
// its own, named as a piece of the macro's use, and the declaration reads the loaded value.
TEST(TranslateMacroSplit, IncrementInsideAMacrosExpressionIsItsOwnLoadAndStore) {
  test::TestFolder dir("macro-split-take");
  const fs::path c = dir.path() / "take.c";
  write_file_atomic(c, std::string("#include <pthread.h>\n"
                                   "#define TAKE() (buf[used++])\n"
                                   "int buf[2];\n"
                                   "int used;\n"
                                   "int seen;\n"
                                   "void *worker(void *a) {\n"
                                   "  int v = TAKE();\n"
                                   "  seen = v;\n"
                                   "  return a;\n"
                                   "}\n") + kThreads);
  Extracted e = extract_file(c);
  const MapEntry* load = entry_of(e, 7, "load");
  ASSERT_NE(load, nullptr);
  // The piece: `used` in the #define (line 2, column 21), at the use's place.
  EXPECT_EQ(load->c.macro, fs::weakly_canonical(c).string() + ":2:21");
  EXPECT_EQ(load->c.col, 11u);
  std::smatch m;
  const std::string& l = e.pml[load->pml_line - 1];
  ASSERT_TRUE(std::regex_search(l, m, std::regex(R"(c_code \{ (P\w+->mk_\w+) = now\.used; \})"))) << l;
  const std::string tmp = m[1];
  EXPECT_NE(e.pml[load->pml_line].find("now.used = " + tmp + " + 1;"), std::string::npos) << e.pml[load->pml_line];
  EXPECT_NE(e.pml[load->pml_line + 1].find("(now.buf[" + tmp + "])"), std::string::npos) << e.pml[load->pml_line + 1];
}

// `x = ADD(total, 2);` with `#define ADD(v, n) ((v) += (n))`, and the same written in the file:
// the compound assignment is loaded (with the addition) and stored in two steps, and x reads
// the stored value.
TEST(TranslateMacroSplit, CompoundAssignmentInsideALargerExpressionIsSplit) {
  test::TestFolder dir("macro-split-add");
  const fs::path c = dir.path() / "add.c";
  write_file_atomic(c, std::string("#include <pthread.h>\n"
                                   "#define ADD(v, n) ((v) += (n))\n"
                                   "int total;\n"
                                   "int seen;\n"
                                   "void *worker(void *a) {\n"
                                   "  int x;\n"
                                   "  x = ADD(total, 2);\n"
                                   "  seen = (total += 3);\n"
                                   "  return a;\n"
                                   "}\n") + kThreads);
  Extracted e = extract_file(c);
  for (unsigned line : {7u, 8u}) {
    const MapEntry* load = entry_of(e, line, "load");
    ASSERT_NE(load, nullptr) << line;
    std::smatch m;
    const std::string& l = e.pml[load->pml_line - 1];
    ASSERT_TRUE(std::regex_search(l, m, std::regex(R"(c_code \{ (P\w+->mk_\w+) = .*now\.total.* \+ \(.*[23].*\); \})")))
        << l;
    const std::string tmp = m[1];
    EXPECT_TRUE(std::regex_search(e.pml[load->pml_line], std::regex(R"(now\.total\)? = )" + tmp + ";")))
        << e.pml[load->pml_line];
    EXPECT_TRUE(std::regex_search(e.pml[load->pml_line + 1], std::regex(R"((->x|now\.seen) = \(?)" + tmp + R"(\)?;)")))
        << e.pml[load->pml_line + 1];
  }
  // The macro's piece is named; the one written in the file is not a piece.
  EXPECT_FALSE(entry_of(e, 7, "load")->c.macro.empty());
  EXPECT_TRUE(entry_of(e, 8, "load")->c.macro.empty());
}

// `#define NEXT() (INC(counter) + 1)`: `counter` is text of NEXT's body though it is INC's
// argument, so the c_code names the model's variable (written as spelled, pan did not compile).
TEST(TranslateMacroSplit, ANameInAMacroArgumentInsideAnotherMacroIsTheModels) {
  test::TestFolder dir("macro-split-nested");
  const fs::path c = dir.path() / "nested.c";
  write_file_atomic(c, std::string("#include <pthread.h>\n"
                                   "#define INC(x) ((x)++)\n"
                                   "#define NEXT() (INC(counter) + 1)\n"
                                   "int counter;\n"
                                   "int seen;\n"
                                   "void *worker(void *a) {\n"
                                   "  int n = NEXT();\n"
                                   "  seen = n;\n"
                                   "  return a;\n"
                                   "}\n") + kThreads);
  Extracted e = extract_file(c);
  const MapEntry* load = entry_of(e, 7, "load");
  ASSERT_NE(load, nullptr);
  for (size_t i = load->pml_line - 1; i < load->pml_line + 2; ++i)
    EXPECT_EQ(std::regex_search(e.pml[i], std::regex(R"([^.]\bcounter\b)")), false) << e.pml[i];
}

// A library header's macro (included by <...> from outside the program's folder) stays one C
// step as written, as WRITE_ONCE does.
TEST(TranslateMacroSplit, ALibraryHeadersMacroStaysOneStep) {
  test::TestFolder dir("macro-split-lib");
  fs::create_directories(dir.path() / "inc");
  fs::create_directories(dir.path() / "src");
  write_file_atomic(dir.path() / "inc" / "ring.h", "#define RING_TAKE(r) ((r)->buf[(r)->head++])\n");
  const fs::path c = dir.path() / "src" / "lib.c";
  write_file_atomic(c, std::string("#include <pthread.h>\n"
                                   "#include <ring.h>\n"
                                   "struct ring { int buf[2]; int head; };\n"
                                   "struct ring ring;\n"
                                   "int seen;\n"
                                   "void *worker(void *a) {\n"
                                   "  int v = RING_TAKE(&ring);\n"
                                   "  seen = v;\n"
                                   "  return a;\n"
                                   "}\n") + kThreads);
  Extracted e = extract_file(c, {"-I" + (dir.path() / "inc").string()});
  EXPECT_EQ(entry_of(e, 7, "load"), nullptr);
  bool one_step = false;
  for (const auto& l : e.pml) one_step = one_step || l.find("= RING_TAKE(&now.ring);") != std::string::npos;
  EXPECT_TRUE(one_step);
}

}  // namespace
}  // namespace mokert
