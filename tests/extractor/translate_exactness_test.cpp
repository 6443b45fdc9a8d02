// Exactness of model.map.xml: every entry must start right after a marker comment naming its
// kind (tests/extractor/data/translate/exact/*.c) and cover exactly its C text; every marker
// must be covered. Modex gets conditions, else-guards and postfix statements wrong; we may not.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <tuple>
#include <unistd.h>

#include "mokert/extractor.hpp"
#include "mokert/files.hpp"
#include "mokert/script.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace {

struct Marker {
  unsigned line, col;  // position of the first character after the marker
  std::string kind;    // one kind, or several: "call,condition" (a call hoisted from a condition)
};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

std::vector<Marker> markers(const std::vector<std::string>& lines) {
  std::vector<Marker> out;
  static const std::regex kMarker(R"(/\*@([a-z,]+)\*/)");
  for (unsigned i = 0; i < lines.size(); ++i)
    for (auto it = std::sregex_iterator(lines[i].begin(), lines[i].end(), kMarker); it != std::sregex_iterator(); ++it)
      out.push_back({i + 1, static_cast<unsigned>(it->position() + it->length()) + 1, (*it)[1]});
  return out;
}

// The C text between two positions (1-based, end inclusive), comments and whitespace removed.
std::string slice(const std::vector<std::string>& lines, const mokert::SourceRange& r) {
  std::string out;
  for (unsigned l = r.line; l <= r.end_line && l <= lines.size(); ++l) {
    const std::string& t = lines[l - 1];
    unsigned from = l == r.line ? r.col - 1 : 0;
    unsigned to = l == r.end_line ? r.end_col : static_cast<unsigned>(t.size());
    if (from < t.size()) out += t.substr(from, to - from);
    out += ' ';
  }
  return out;
}

std::string squeeze(std::string t) {
  t = std::regex_replace(t, std::regex(R"(/\*.*?\*/)"), "");
  std::string out;
  for (char c : t)
    if (!std::isspace(static_cast<unsigned char>(c))) out += c;
  return out;
}

TEST(TranslateExactness, EveryMapEntryMatchesItsMarker) {
  fs::path data = fs::path(MOKERT_TEST_DATA) / "translate" / "exact";
  fs::path out = mokert::test::fresh_folder("exact");
  mokert::Script script = mokert::read_script(data / "exact.prx");
  mokert::ExtractOptions options;
  options.out_dir = out;
  mokert::ExtractResult result = mokert::extract(script, options);

  fs::path c_file = fs::absolute(data / "exact.c").lexically_normal();
  auto lines = lines_of(mokert::read_file(c_file));
  auto marks = markers(lines);
  ASSERT_GT(marks.size(), 40u);

  std::set<std::tuple<unsigned, unsigned, std::string>> hit;
  unsigned wrong = 0;
  for (const auto& e : result.map.entries) {
    EXPECT_EQ(e.c.file, c_file.string());
    auto m = std::find_if(marks.begin(), marks.end(),
                          [&](const Marker& k) { return k.line == e.c.line && k.col == e.c.col; });
    std::string where = "pml line " + std::to_string(e.pml_line) + " -> C " + std::to_string(e.c.line) + ":" +
                        std::to_string(e.c.col) + "-" + std::to_string(e.c.end_line) + ":" +
                        std::to_string(e.c.end_col) + " '" + e.c_text + "'";
    if (m == marks.end()) {
      ++wrong;
      ADD_FAILURE() << "no marker at the start of " << where;
      continue;
    }
    if (("," + m->kind + ",").find("," + std::string(mokert::to_string(e.kind)) + ",") == std::string::npos) {
      ++wrong;
      ADD_FAILURE() << where << ": kind " << mokert::to_string(e.kind) << ", marker says " << m->kind;
    }
    if (squeeze(slice(lines, e.c)) != squeeze(e.c_text)) {
      ++wrong;
      ADD_FAILURE() << where << ": the range covers '" << slice(lines, e.c) << "'";
    }
    hit.insert({m->line, m->col, mokert::to_string(e.kind)});
  }
  for (const auto& m : marks) {
    std::istringstream kinds(m.kind);
    for (std::string k; std::getline(kinds, k, ',');)
      if (!hit.count({m.line, m.col, k})) {
        ++wrong;
        ADD_FAILURE() << "marker " << k << " at " << m.line << ":" << m.col << " has no map entry";
      }
  }
  EXPECT_EQ(wrong, 0u);

  // Else-guards are the condition's own range with branch="false", next to its true guard.
  unsigned falses = 0;
  for (const auto& e : result.map.entries)
    if (e.branch == "false") {
      ++falses;
      EXPECT_EQ(e.kind, mokert::StmtKind::Condition);
      bool has_true = std::any_of(result.map.entries.begin(), result.map.entries.end(), [&](const mokert::MapEntry& t) {
        return t.branch == "true" && t.c.line == e.c.line && t.c.col == e.c.col;
      }) || e.c_text == "default:" || e.c_text == "g";
      EXPECT_TRUE(has_true) << "else guard at pml " << e.pml_line << " has no true guard";
    }
  EXPECT_GT(falses, 10u);

  // Every mapped Promela line says which C line it came from, Modex style.
  auto pml = lines_of(mokert::read_file(result.pml));
  for (const auto& e : result.map.entries) {
    ASSERT_LE(e.pml_line, pml.size());
    EXPECT_NE(pml[e.pml_line - 1].find("/* line " + std::to_string(e.c.line) + " */"), std::string::npos)
        << pml[e.pml_line - 1];
  }
  // The map on disk is the map returned.
  auto again = mokert::read_linemap(result.map_file);
  EXPECT_EQ(again.entries.size(), result.map.entries.size());
  fs::remove_all(out);
}

}  // namespace
