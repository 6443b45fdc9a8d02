// Reading lookup tables (.lut files and %L sections): rules `lhs<TAB>rhs` and the directives
// Include Import Declare Promela Substitute Constant NonState Track, plus mokert's @type and
// @runtime (docs/translation-scripts.md).
#include <algorithm>
#include <mutex>
#include <optional>
#include <regex>
#include <set>
#include <system_error>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/script.hpp"
#include "script_internal.hpp"

namespace fs = std::filesystem;

namespace mokert::script_detail {

namespace {

std::optional<RhsKind> keyword(const std::string& rhs) {
  if (rhs == "comment") return RhsKind::Comment;
  if (rhs == "hide") return RhsKind::Hide;
  if (rhs == "skip") return RhsKind::Skip;
  if (rhs == "keep") return RhsKind::Keep;
  if (rhs == "print") return RhsKind::Print;
  if (rhs == "true") return RhsKind::True;
  if (rhs == "false") return RhsKind::False;
  return std::nullopt;  // warn, C_code, C_expr stay Promela text; lookup gives them meaning
}

fs::path resolve_runtime(const std::string& name, const fs::path& base_dir) {
  fs::path p(name);
  if (p.is_absolute()) return p;
  fs::path shipped = runtime_dir() / p;
  std::error_code ec;  // a name the file system refuses (too long) is a file that is not there
  if (fs::exists(shipped, ec)) return shipped;
  return base_dir / p;
}

} // namespace

void TableReader::read_file(LookupTable& table, const fs::path& path, const ScriptLocation& from) {
  std::error_code ec;
  fs::path canon = fs::weakly_canonical(path, ec);
  if (ec) canon = path;
  if (!mokert::is_file(canon))
    throw InputError(located(from.file, from.line, "lookup table '" + path.string() +
                                                       "' does not exist; check the name (it is read "
                                                       "relative to the file that names it)"));
  for (size_t i = 0; i < stack.size(); ++i) {
    if (stack[i] != canon) continue;
    std::string chain;
    for (size_t k = i; k < stack.size(); ++k) chain += stack[k].filename().string() + " -> ";
    chain += canon.filename().string();
    throw InputError(located(from.file, from.line, "Include cycle: " + chain +
                                                       "; remove one of these Include lines"));
  }
  stack.push_back(canon);
  read_lines(table, canon.string(), split_lines(mokert::read_file(canon), true), canon.parent_path());
  stack.pop_back();
}

void TableReader::read_lines(LookupTable& table, const std::string& file,
                             const std::vector<std::pair<unsigned, std::string>>& lines,
                             const fs::path& base_dir) {
  for (const auto& numbered : lines) {
    // Not a structured binding: lambdas below capture the line number (C++20 allows that, clang 14 does not).
    const unsigned no = numbered.first;
    const std::string& raw = numbered.second;
    std::string line = trim_right(raw);
    std::string body = trim(line);
    if (body.empty() || body[0] == '#') continue;  // Modex: '#' starts a comment line
    ScriptLocation here{file, no};
    auto err = [&](const std::string& msg) { return InputError(located(file, no, msg)); };

    std::vector<std::string> words = split_ws(body);
    const std::string& kw = words[0];
    std::string rest = trim(body.substr(kw.size()));
    std::vector<std::string> args = split_args(rest);
    auto need = [&](size_t n, const std::string& usage) {
      if (args.size() != n) throw err(kw + " takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") +
                                      " (" + usage + "), found " + std::to_string(args.size()));
    };

    if (kw == "Include") {
      need(1, "Include<TAB>file.lut");
      read_file(table, base_dir / args[0], here);
      continue;
    }
    if (kw == "Declare" || kw == "Insert") {
      need(3, "Declare<TAB>type<TAB>name<TAB>function|Global");
      script.data.push_back({DataDirective::Declare, args, here});
      continue;
    }
    if (kw == "Import" || kw == "Promela" || kw == "NonState" || kw == "Track") {
      need(2, kw == "NonState" ? "NonState<TAB>type|hidden<TAB>name"
              : kw == "Track"  ? "Track<TAB>&object<TAB>size"
                               : kw + "<TAB>name<TAB>function|Global");
      auto kind = kw == "Import"    ? DataDirective::Import
                  : kw == "Promela" ? DataDirective::PromelaVar
                  : kw == "NonState" ? DataDirective::NonState
                                     : DataDirective::Track;
      script.data.push_back({kind, args, here});
      continue;
    }
    if (kw == "Constant") {
      if (args.empty()) throw err("Constant needs at least one name (Constant<TAB>name...)");
      // Names may be separated by spaces or tabs.
      script.data.push_back({DataDirective::Constant, split_ws(rest), here});
      continue;
    }
    if (kw == "Substitute") {
      if (rest.find('\t') == std::string::npos || args.size() != 2)
        throw err("Substitute takes 2 tab-separated arguments (Substitute<TAB>from<TAB>to)");
      if (args[1].find(args[0]) != std::string::npos)
        throw err("the text Substitute replaces ('" + args[0] + "') appears in its replacement; that "
                  "would never end (Modex rejects it too)");
      table.substitutes.emplace_back(args[0], args[1]);
      continue;
    }
    if (kw == "@runtime") {
      need(1, "@runtime<TAB>file.pml");
      fs::path p = resolve_runtime(args[0], base_dir);
      std::error_code ec;
      if (!fs::is_regular_file(p, ec))
        throw err("Promela runtime '" + args[0] + "' not found (looked in " + runtime_dir().string() +
                  " and " + base_dir.string() + ")");
      if (fs::path canon = fs::weakly_canonical(p, ec); !ec) p = canon;
      if (std::find(script.promela_includes.begin(), script.promela_includes.end(), p) ==
          script.promela_includes.end())
        script.promela_includes.push_back(p);
      continue;
    }
    if (kw == "@type") {
      if (rest.find('\t') == std::string::npos || args.size() != 2)
        throw err("@type takes 2 tab-separated arguments (@type<TAB>C type<TAB>Promela type)");
      script.promela_types.emplace_back(normalize_c(args[0]), args[1]);
      continue;
    }
    if (kw[0] == '@')
      throw err("unknown directive '" + kw + "' (mokert's table directives are @type and @runtime)");

    // A rule: lhs, one or more tabs, rhs.
    size_t tab = line.find('\t');
    if (tab == std::string::npos && raw.find('\t') != std::string::npos)
      throw err("rule '" + body + "' has no right-hand side after its TAB");
    if (tab == std::string::npos)
      throw err("rule line has no tab: '" + body + "'; separate the C text from its Promela with a TAB "
                "(or start the line with # to make it a comment)");
    std::string lhs = trim(line.substr(0, tab));
    std::string rhs = trim(line.substr(tab + 1));
    if (lhs.empty()) throw err("rule has an empty left-hand side (the line starts with a TAB)");
    if (rhs.empty()) throw err("rule '" + lhs + "' has no right-hand side after its TAB");

    LookupRule r;
    r.where = here;
    size_t dots = lhs.find("...");
    if (dots != std::string::npos) {  // Modex: the text before "..." is a prefix
      r.prefix = true;
      lhs = lhs.substr(0, dots);
    }
    r.lhs = normalize_c(lhs);
    // Any '$' makes a pattern ("$$", a literal '$', also needs the matcher to read it); a '$'
    // that is no well-formed capture is an error rather than a rule that silently never matches.
    r.pattern = r.lhs.find('$') != std::string::npos;
    if (r.pattern) {
      std::string why = pattern_problem(r.lhs, r.prefix);
      if (!why.empty()) throw err("pattern rule '" + lhs + "': " + why);
    }
    if (auto k = keyword(rhs)) {
      r.kind = *k;
    } else {
      r.kind = RhsKind::Promela;
      unsigned bad = no;
      std::string why = unbalanced(rhs, no, bad);
      if (!why.empty()) throw err("unterminated right-hand side of rule '" + lhs + "': " + why);
    }
    r.rhs = rhs;
    if (r.pattern) {
      auto have = pattern_captures(r.lhs);
      for (const std::string& used : pattern_captures(rhs))
        if (std::find(have.begin(), have.end(), used) == have.end())
          throw err("the right-hand side uses $" + used + " but the left-hand side has no $" + used);
    }
    table.rules.push_back(std::move(r));
  }
}

fs::path runtime_dir() { return source_root() / "promela-runtime"; }
fs::path defaults_lut() { return source_root() / "translation-scripts" / "defaults.lut"; }

bool append_svcomp_if_used(Script& script) {
  static const std::regex kCall(R"(\b(reach_error|__VERIFIER_[A-Za-z0-9_]+)\s*\()");
  static const std::regex kOwnInclude(R"re(#[ \t]*include[ \t]*"([^"]+)")re");
  bool used = false;
  // The program's own headers count as the program (`#include "racemacros.h"` beside the C file
  // defining reach_error and a macro that calls __VERIFIER_nondet_int()): read too, each once.
  std::vector<fs::path> todo(script.sources.begin(), script.sources.end());
  std::set<fs::path> seen;
  while (!todo.empty() && !used) {
    fs::path src = todo.back();
    todo.pop_back();
    std::error_code ec;
    if (!fs::is_regular_file(src, ec) || !seen.insert(fs::weakly_canonical(src, ec)).second) continue;
    std::string text = mokert::read_file(src);
    if (std::regex_search(text, kCall)) used = true;
    for (std::sregex_iterator it(text.begin(), text.end(), kOwnInclude), end; it != end; ++it)
      todo.push_back(src.parent_path() / (*it)[1].str());
  }
  if (!used || script.svcomp) return script.svcomp;
  fs::path p = source_root() / "translation-scripts" / "svcomp.lut";
  if (!mokert::is_file(p))
    throw InputError(p.string() + ": the SV-COMP lookup table is missing; set MOKERT_HOME to the mokert "
                                  "source folder, or opt out with %nodefaults in the script");
  LookupTable t;
  t.defaults = true;
  t.name = "svcomp";
  t.where = {p.string(), 0};
  TableReader reader{script, {}};
  reader.read_file(t, p, {p.string(), 0});
  script.tables.push_back(std::move(t));
  script.svcomp = true;
  script.notes.push_back(p.string() + ": the program uses SV-COMP's conventions (reach_error, __VERIFIER_*): "
                         "their table is used; nondeterministic values range over " +
                         std::to_string(script.nondet_min) + ".." + std::to_string(script.nondet_max) +
                         (script.nondet_set ? "" : " (set another range with --nondet LO..HI or %nondet LO HI)"));
  return true;
}

namespace {

// What reading the default table adds to a script. Every script reads it, so it is read once per
// process (again when the file changes on disk).
struct DefaultsRead {
  fs::path path;
  fs::file_time_type mtime;
  std::uintmax_t size = 0;
  LookupTable table;
  std::vector<DataDirective> data;
  std::vector<fs::path> promela_includes;
  std::vector<std::pair<std::string, std::string>> promela_types;
};

DefaultsRead read_defaults(const fs::path& p) {
  DefaultsRead d;
  d.path = p;
  std::error_code ec;
  d.mtime = fs::last_write_time(p, ec);
  d.size = fs::file_size(p, ec);
  Script alone;
  d.table.defaults = true;
  d.table.where = {p.string(), 0};
  TableReader reader{alone, {}};
  reader.read_file(d.table, p, {p.string(), 0});
  d.data = std::move(alone.data);
  d.promela_includes = std::move(alone.promela_includes);
  d.promela_types = std::move(alone.promela_types);
  return d;
}

} // namespace

void append_defaults(Script& script) {
  fs::path p = defaults_lut();
  if (!mokert::is_file(p))
    throw InputError(p.string() + ": the default lookup table is missing; set MOKERT_HOME to the mokert "
                                  "source folder, or opt out with %nodefaults in the script");
  static std::mutex lock;
  static std::optional<DefaultsRead> cached;
  std::lock_guard<std::mutex> hold(lock);
  std::error_code ec;
  if (!cached || cached->path != p || cached->mtime != fs::last_write_time(p, ec) || cached->size != fs::file_size(p, ec))
    cached = read_defaults(p);  // an InputError leaves the cache as it was
  script.tables.push_back(cached->table);
  script.data.insert(script.data.end(), cached->data.begin(), cached->data.end());
  for (const fs::path& inc : cached->promela_includes)
    if (std::find(script.promela_includes.begin(), script.promela_includes.end(), inc) == script.promela_includes.end())
      script.promela_includes.push_back(inc);
  script.promela_types.insert(script.promela_types.end(), cached->promela_types.begin(), cached->promela_types.end());
}

} // namespace mokert::script_detail
