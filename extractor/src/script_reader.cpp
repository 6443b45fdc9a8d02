// Reading a .prx test harness (Modex's directives plus mokert's lower-case extensions) into a
// Script. Every error names file:line (docs/translation-scripts.md).
#include <algorithm>
#include <cctype>
#include <set>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/kernel.hpp"
#include "mokert/numbers.hpp"
#include "mokert/script.hpp"
#include "script_internal.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {

// SPIN's limit on running processes (pid is a byte).
constexpr unsigned kMaxInstances = 255;

using namespace script_detail;

// Modex's %G parameters (all accepted; the checker reads those it uses).
const std::set<std::string> kSearchKeys = {"maxdepth", "memlim",    "loops",   "np_loops", "noend",
                                           "asserts",  "shortest",  "quality", "exhaustive",
                                           "io_only",  "use_vals",  "zflag"};

std::string unquote(std::string s) {
  if (s.size() >= 2 && (s.front() == '"' || s.front() == '\'') && s.back() == s.front())
    s = s.substr(1, s.size() - 2);
  return s;
}

// Removes a "//" comment that is not inside a string literal (Modex cuts every "//").
std::string strip_comment(const std::string& line) {
  char quote = 0;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
    } else if (c == '"') {
      quote = c;
    } else if (c == '/' && i + 1 < line.size() && line[i + 1] == '/') {
      return line.substr(0, i);
    }
  }
  return line;
}

struct Section {
  char kind = 0;  // L H D B C P A G, 0 = none
  unsigned start = 0;
  std::string name;  // %L name
  std::vector<std::pair<unsigned, std::string>> lines;
};

class PrxReader {
public:
  explicit PrxReader(const fs::path& prx, const std::string& more = "") : file_(prx.string()), dir_(prx.parent_path()) {
    s_.file = prx;
    text_ = mokert::read_file(prx);
    if (!more.empty() && !text_.empty() && text_.back() != '\n') text_ += '\n';
    text_ += more;
  }
  // A script given as text (Modex's command-line flags): names in it are relative to dir, and
  // messages name `display` instead of a file.
  PrxReader(const std::string& text, const fs::path& dir, const std::string& display)
      : file_(display), dir_(dir), text_(text) {}

  Script read() {
    auto lines = split_lines(text_, false);
    for (const auto& [no, raw] : lines) {
      try {
        line(no, raw);
      } catch (const fs::filesystem_error& e) {
        // A name the system refuses (too long, a folder we may not read): the user's to fix.
        throw err(no, "cannot use the path '" + printable_excerpt(e.path1().string()) + "': " +
                          e.code().message() + "; give a shorter or readable path");
      }
    }
    close(lines.empty() ? 0 : lines.back().first, true);
    finish();
    return std::move(s_);
  }

private:
  Script s_;
  std::string file_;
  fs::path dir_;
  std::string text_;
  Section sec_;
  std::string current_source_;
  std::vector<fs::path> kernel_patches_;  // %kernel-patch lines so far, for the next %kernel-file
  unsigned default_instances_ = 1;
  std::set<std::string> table_names_;
  bool unnamed_seen_ = false;

  InputError err(unsigned line, const std::string& msg) const { return InputError(located(file_, line, msg)); }

  // A path is relative to the script's folder; "@cache/..." is inside mokert's cache folder
  // (where scripts/kernel-flags unpacks kernel sources), so scripts need not know where that is.
  fs::path rel(const std::string& name) const {
    const std::string n = unquote(name);
    if (n.rfind("@cache/", 0) == 0) return (cache_root() / n.substr(7)).lexically_normal();
    fs::path p(n);
    return p.is_absolute() ? p : fs::absolute(dir_ / p).lexically_normal();
  }

  void line(unsigned no, const std::string& raw) {
    const std::string uncommented = strip_comment(raw);
    std::string text = trim_right(uncommented);
    if (!text.empty() && text[0] == '%') {
      directive(no, text);
      return;
    }
    if (sec_.kind) {
      // Tables see trailing tabs (to tell a rule without rhs from one without a tab).
      sec_.lines.emplace_back(no, sec_.kind == 'L' ? uncommented : text);
      return;
    }
    std::string t = trim(text);
    if (t.empty() || t[0] == '#') return;  // Modex ignores these outside sections
    throw err(no, "text outside any section: '" + t + "'; start a section (%L, %P, %C, ...) before it "
                  "or make it a // comment");
  }

  // Ends the open section: at %%, at the next directive or at the end of the file (Modex).
  void close(unsigned no, bool at_eof) {
    if (!sec_.kind) return;
    Section sec = std::move(sec_);
    sec_ = Section{};
    std::string text;
    for (const auto& l : sec.lines) text += l.second + "\n";
    std::string what = std::string("%") + sec.kind;
    if (sec.kind != 'L' && sec.kind != 'G') {
      unsigned bad = sec.start;
      std::string why = unbalanced(text, sec.lines.empty() ? sec.start : sec.lines.front().first, bad);
      if (!why.empty())
        throw err(sec.start, "unterminated " + what + " section: " + why + " (line " + std::to_string(bad) +
                                 "); close it before " + (at_eof ? "the end of the file" : "line " + std::to_string(no)));
    }
    if (at_eof && sec.kind != 'L')
      s_.notes.push_back(located(file_, sec.start, what + " section is closed by the end of the file (no %%)"));
    switch (sec.kind) {
      case 'L': {
        if (!sec.name.empty() && std::all_of(sec.lines.begin(), sec.lines.end(),
                                             [](const auto& l) { return trim(l.second).empty(); }))
          throw err(sec.start, "%L " + sec.name + ": there is no file named '" + rel(sec.name).string() +
                                   "' and no rules follow; give an existing .lut file or the table's rules");
        LookupTable t;
        t.name = sec.name;
        t.where = {file_, sec.start};
        TableReader reader{s_, {fs::weakly_canonical(s_.file)}};
        reader.read_lines(t, file_, sec.lines, dir_);
        // Modex accepts a table that runs to the end of the file (Examples/5_incdec.prx ends so);
        // a note says so, in case the author meant something else to follow it.
        if (at_eof)
          s_.notes.push_back(located(file_, sec.start, "%L table is closed by the end of the file (no %%); "
                                                       "its " + std::to_string(t.rules.size()) + " rule(s) are used"));
        s_.tables.push_back(std::move(t));
        break;
      }
      case 'H': s_.header += text; break;
      case 'D': s_.c_decls += text; break;
      case 'B': s_.c_decls = text + s_.c_decls; break;  // %B comes before the %D declarations
      case 'C': s_.c_data += text; break;
      case 'P': s_.promela += unescape_hash(text); break;
      case 'A': s_.promela_after += unescape_hash(text); break;
      case 'G': search(sec); break;
    }
  }

  // Modex lets %P write \#include so that the prx reader's own tools leave it alone.
  static std::string unescape_hash(std::string t) {
    size_t pos = 0;
    while ((pos = t.find("\\#", pos)) != std::string::npos) t.erase(pos, 1);
    return t;
  }

  void search(const Section& sec) {
    for (const auto& [no, l] : sec.lines) {
      std::string t = trim(l);
      if (t.empty() || t[0] == '#') continue;
      size_t sep = t.find_first_of(": \t");
      std::string key = t.substr(0, sep);
      std::string value = sep == std::string::npos ? "" : trim(t.substr(sep + 1));
      if (!value.empty() && value[0] == ':') value = trim(value.substr(1));
      if (auto hash = value.find('#'); hash != std::string::npos) value = trim(value.substr(0, hash));
      if (!kSearchKeys.count(key)) {
        std::string known;
        for (const auto& k : kSearchKeys) known += " " + k;
        throw err(no, "unknown %G parameter '" + key + "'; known:" + known);
      }
      if (value.empty() || !std::all_of(value.begin(), value.end(), [](char c) { return std::isdigit((unsigned char)c); }))
        throw err(no, "%G " + key + " needs a number, e.g. '" + key + ": 1'");
      s_.search.emplace_back(key, value);
    }
  }

  void open(unsigned no, char kind, const std::string& name = "") {
    sec_.kind = kind;
    sec_.start = no;
    sec_.name = name;
  }

  void directive(unsigned no, const std::string& text) {
    if (text == "%%" || (text.size() >= 2 && text[1] == '%' && trim(text.substr(2)).empty())) {
      close(no, false);
      return;
    }
    close(no, false);
    if (text.size() < 2 || text[1] == ' ' || text[1] == '\t') throw err(no, "'%' without a directive letter");
    char d = text[1];
    if (std::islower(static_cast<unsigned char>(d))) {
      extension(no, text);
      return;
    }
    std::string arg = trim(text.substr(2));
    switch (d) {
      case 'F': {
        if (arg.empty()) throw err(no, "%F needs a C file name");
        fs::path p = rel(arg);
        if (!mokert::is_file(p)) throw err(no, "%F: C file '" + p.string() + "' does not exist");
        current_source_ = p.string();
        if (std::find(s_.sources.begin(), s_.sources.end(), current_source_) == s_.sources.end())
          s_.sources.push_back(current_source_);
        break;
      }
      case 'X': extract(no, arg); break;
      case 'L': {
        if (!arg.empty() && mokert::is_file(rel(arg))) {  // Modex: a %L name is first tried as a file
          fs::path p = rel(arg);
          std::string name = p.stem().string();
          add_table_name(no, name);
          LookupTable t;
          t.name = name;
          t.where = {p.string(), 0};
          TableReader reader{s_, {fs::weakly_canonical(s_.file)}};
          reader.read_file(t, p, {file_, no});
          s_.tables.push_back(std::move(t));
          break;
        }
        if (arg.find('/') != std::string::npos)
          throw err(no, "%L: table file '" + rel(arg).string() + "' does not exist");
        std::string name = arg;
        if (name.size() > 4 && name.substr(name.size() - 4) == ".lut") name.resize(name.size() - 4);
        add_table_name(no, name);
        open(no, 'L', name);
        break;
      }
      case 'H': case 'D': case 'B': case 'C': case 'P': case 'A':
        if (!arg.empty()) {  // single-line form: the section's text is in a file
          fs::path p = rel(arg);
          if (!mokert::is_file(p))
            throw err(no, std::string("%") + d + ": file '" + p.string() + "' does not exist");
          open(no, d);
          sec_.lines = split_lines(mokert::read_file(p), false);
          Section tmp = sec_;
          close(no, false);
        } else {
          open(no, d);
        }
        break;
      case 'G': open(no, 'G'); break;
      case 'O': for (auto& w : split_ws(arg)) s_.pan_cc_flags.push_back(w); break;
      case 'Q': for (auto& w : split_ws(arg)) s_.preprocess_flags.push_back(unquote(w)); break;
      case 'R': for (auto& w : split_ws(arg)) s_.pan_run_flags.push_back(w); break;
      case 'T':
        if (arg.empty()) throw err(no, "%T needs a command, e.g. %T sed 's;goto ERROR;assert(0);'");
        s_.sed_commands.push_back(arg);
        if (s_.sed_line == 0) s_.sed_line = no;
        break;
      case 'N':
        if (arg.empty()) {
          default_instances_ = 1;
        } else if (auto n = parse_unsigned(arg, kMaxInstances); n && *n > 0) {
          default_instances_ = *n;
        } else {
          throw err(no, "%N " + printable_excerpt(arg) + ": give the number of process instances, 1 to " +
                            std::to_string(kMaxInstances) + " (SPIN runs at most 255 processes)");
        }
        break;
      default:
        throw err(no, std::string("unknown directive '%") + d + "'; Modex's are %F %X %L %H %D %B %C %P %A %O "
                      "%Q %R %T %G %N (and %% ends a section)");
    }
  }

  void add_table_name(unsigned no, const std::string& name) {
    if (name.empty()) {
      if (unnamed_seen_) throw err(no, "a second unnamed %L table; there can be only one (name the others)");
      unnamed_seen_ = true;
      return;
    }
    if (!table_names_.insert(name).second) throw err(no, "a second %L table named '" + name + "'");
  }

  // %X flags (Modex): -x -xe[N] -a[N] -i -p -e[N] -E -n -L map; names may be comma lists.
  void extract(unsigned no, const std::string& arg) {
    auto words = split_ws(arg);
    if (words.empty()) throw err(no, "%X needs a flag and a function, e.g. %X -a main");
    std::vector<std::string> tables;
    for (size_t i = 0; i < words.size(); ++i) {
      const std::string& w = words[i];
      if (w.size() < 2 || w[0] != '-') throw err(no, "%X: expected a flag (-a -p -i -n -e -E -x -xe -L) before '" + w + "'");
      auto number = [&](size_t from) -> unsigned {
        std::string n = w.substr(from);
        if (n.empty()) return default_instances_;
        if (!std::all_of(n.begin(), n.end(), [](char c) { return std::isdigit((unsigned char)c); }))
          throw err(no, "%X: unknown flag '" + w + "'");
        auto v = parse_unsigned(n, kMaxInstances);
        if (!v || *v == 0)
          throw err(no, "%X " + printable_excerpt(w) + ": the instance count must be 1 to " +
                            std::to_string(kMaxInstances) + " (SPIN runs at most 255 processes)");
        return *v;
      };
      ExtractSpec spec;
      spec.where = {file_, no};
      spec.source = current_source_;
      char f = w[1];
      if (f == 'x') {
        spec.all = true;
        if (w == "-x") spec.mode = ExtractMode::ActiveProctype;
        else if (w.compare(0, 3, "-xe") == 0) spec.mode = ExtractMode::ExtendedActive, spec.instances = number(3);
        else if (w.compare(0, 3, "-xf") == 0)
          spec.mode = ExtractMode::ExtendedActive, spec.atomic = true, spec.instances = number(3);
        else throw err(no, "%X: unknown flag '" + w + "'");
        spec.tables = tables;
        s_.extracts.push_back(spec);
        continue;
      }
      if (f == 'L' && w.size() == 2) {
        if (i + 1 >= words.size()) throw err(no, "%X -L needs a table name");
        tables.push_back(words[++i]);
        if (i + 1 >= words.size())  // Modex's -L applies to the extractions after it
          throw err(no, "%X -L " + words[i] + " is last on the line, so it applies to no function; "
                        "put it before the flag it is for (%X -L " + words[i] + " -a f)");
        continue;
      }
      switch (f) {
        case 'a': spec.mode = ExtractMode::ActiveProctype; spec.instances = number(2); break;
        case 'e': spec.mode = ExtractMode::ExtendedActive; spec.instances = number(2); break;
        case 'f': spec.mode = ExtractMode::ExtendedActive; spec.atomic = true; spec.instances = number(2); break;
        case 'p': case 'i': case 'n': case 'E':
          if (w.size() != 2) throw err(no, "%X: unknown flag '" + w + "'");
          spec.mode = f == 'p' ? ExtractMode::Proctype : f == 'i' ? ExtractMode::Inline
                    : f == 'n' ? ExtractMode::NoEncapsulation : ExtractMode::ExtendedPassive;
          break;
        default: throw err(no, "%X: unknown flag '" + w + "' (known: -x -xe[N] -xf[N] -a[N] -p -i -n -e[N] -f[N] -E -L)");
      }
      if (i + 1 >= words.size() || words[i + 1][0] == '-')
        throw err(no, "%X " + w + " needs a function name after it");
      std::string names = words[++i];
      size_t pos = 0;
      while (pos <= names.size()) {  // Modex accepts "f,g" for several functions
        size_t comma = names.find(',', pos);
        std::string fn = names.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
        if (!fn.empty()) {
          ExtractSpec one = spec;
          one.function = fn;
          one.tables = tables;
          s_.extracts.push_back(one);
        }
        if (comma == std::string::npos) break;
        pos = comma + 1;
      }
    }
  }

  // mokert's directives: a '%' and a lower-case word, which no Modex directive is.
  void extension(unsigned no, const std::string& text) {
    auto words = split_ws(text.substr(1));
    const std::string kw = words[0];
    std::string rest = trim(text.substr(1 + kw.size()));
    auto need = [&](size_t n, const std::string& usage) {
      if (words.size() - 1 != n) throw err(no, "%" + kw + " takes " + std::to_string(n) + " argument" +
                                                   (n == 1 ? "" : "s") + ": " + usage);
    };
    if (kw == "strict") {
      need(0, "%strict");
      s_.strict = true;
    } else if (kw == "nodefaults") {
      need(0, "%nodefaults");
      s_.use_defaults = false;
    } else if (kw == "target") {
      need(1, "%target user|kmod|ktree");
      if (words[1] != "user" && words[1] != "kmod" && words[1] != "ktree")
        throw err(no, "%target must be user, kmod or ktree, not '" + words[1] + "'");
      s_.target = words[1];
    } else if (kw == "driver") {
      need(1, "%driver FILE.c");
      fs::path p = rel(words[1]);
      if (!mokert::is_file(p)) throw err(no, "%driver: file '" + p.string() + "' does not exist");
      s_.driver = p.string();
    } else if (kw == "thread") {
      need(2, "%thread PROCTYPE FUNCTION");
      s_.threads.emplace_back(words[1], words[2]);
    } else if (kw == "flags") {
      if (rest.empty()) throw err(no, "%flags needs compiler flags, e.g. %flags -I include -DDEBUG");
      for (auto& w : split_ws(rest)) s_.compile_flags.push_back(unquote(w));
    } else if (kw == "compile-db") {
      need(1, "%compile-db FOLDER (the folder holding compile_commands.json)");
      fs::path p = rel(words[1]);
      if (!mokert::is_file(p / "compile_commands.json"))
        throw err(no, "%compile-db: no compile_commands.json in '" + p.string() + "'");
      s_.compile_db = p.string();
    } else if (kw == "nondet") {
      need(2, "%nondet LO HI (the values __VERIFIER_nondet_* may give, e.g. %nondet 0 3)");
      long lo = 0, hi = 0;
      try {
        size_t a = 0, b = 0;
        lo = std::stol(words[1], &a);
        hi = std::stol(words[2], &b);
        if (a != words[1].size() || b != words[2].size()) throw std::invalid_argument("x");
      } catch (const std::exception&) {
        throw err(no, "%nondet needs two whole numbers LO HI, e.g. %nondet 0 3");
      }
      if (lo > hi || hi - lo > 255)
        throw err(no, "%nondet " + words[1] + " " + words[2] + ": LO must not exceed HI and the range may hold at "
                      "most 256 values (each is a branch of the search)");
      s_.nondet_min = lo;
      s_.nondet_max = hi;
      s_.nondet_set = true;
    } else if (kw == "spurious") {
      need(1, "%spurious 0|1 (0: condition waits end only when signalled; default 1, as POSIX allows)");
      if (words[1] != "0" && words[1] != "1") throw err(no, "%spurious takes 0 or 1, not '" + words[1] + "'");
      s_.spurious_wakeups = words[1] == "1";
    } else if (kw == "kernel-flags") {
      need(0, "%kernel-flags");
      try {
        for (auto& f : kernel_parse_flags(find_kernel())) s_.compile_flags.push_back(f);
      } catch (const ToolError& e) {
        throw err(no, std::string("%kernel-flags: ") + e.what());
      }
    } else if (kw == "kernel-patch") {
      need(1, "%kernel-patch FILE.patch (applied with patch -p1 to the kernel files named after it)");
      fs::path p = rel(words[1]);
      if (!mokert::is_file(p)) throw err(no, "%kernel-patch: file '" + p.string() + "' does not exist");
      kernel_patches_.push_back(p);
    } else if (kw == "kernel-file") {
      need(1, "%kernel-file PATH-IN-KERNEL-TREE (e.g. fs/proc/generic.c)");
      fs::path p;
      try {
        p = kernel_source_file(words[1], kernel_patches_);
      } catch (const std::exception& e) {
        throw err(no, std::string("%kernel-file: ") + e.what());
      }
      current_source_ = p.string();
      if (std::find(s_.sources.begin(), s_.sources.end(), current_source_) == s_.sources.end())
        s_.sources.push_back(current_source_);
    } else if (kw == "runtime") {
      need(1, "%runtime FILE.pml");
      LookupTable scratch;
      TableReader reader{s_, {}};
      reader.read_lines(scratch, file_, {{no, "@runtime\t" + words[1]}}, dir_);
    } else {
      throw err(no, "unknown directive '%" + kw + "'; mokert's own are %strict %nodefaults %target %driver "
                    "%thread %flags %compile-db %runtime %nondet %spurious %kernel-flags %kernel-patch %kernel-file");
    }
  }

  void finish() {
    fs::path default_c = s_.file.empty() ? fs::path() : fs::path(s_.file).replace_extension(".c");
    if (s_.sources.empty() && mokert::is_file(default_c)) s_.sources.push_back(default_c.string());
    for (ExtractSpec& x : s_.extracts)
      if (x.source.empty()) {
        if (!mokert::is_file(default_c))
          throw err(x.where.line, "%X before any %F, and the default C file '" + default_c.string() +
                                      "' does not exist; add a %F line");
        x.source = default_c.string();
      }
    if (s_.extracts.empty()) {  // Modex: no %X means main (plus, here, the threads it starts)
      if (s_.sources.empty())
        throw InputError(file_ + ": no %F and no '" + default_c.string() + "'; say which C file to read with %F");
      ExtractSpec m;
      m.function = "main";
      m.mode = ExtractMode::ActiveProctype;
      m.source = s_.sources.front();
      m.where = {file_, 0};
      s_.extracts.push_back(m);
      s_.auto_threads = true;
    }
    // Resolve -L names: a table of that name (Modex also writes "name.lut"), else a file.
    for (ExtractSpec& x : s_.extracts)
      for (std::string& name : x.tables) {
        auto has = [&](const std::string& n) {
          return std::any_of(s_.tables.begin(), s_.tables.end(), [&](const LookupTable& t) { return !t.defaults && t.name == n; });
        };
        std::string stem = name.size() > 4 && name.substr(name.size() - 4) == ".lut" ? name.substr(0, name.size() - 4) : name;
        if (has(name)) continue;
        if (has(stem)) { name = stem; continue; }
        fs::path p = rel(name);
        if (!mokert::is_file(p))
          throw err(x.where.line, "%X -L " + name + ": no %L table named '" + stem + "' and no file '" +
                                      p.string() + "'");
        LookupTable t;
        t.name = p.stem().string();
        t.where = {p.string(), 0};
        TableReader reader{s_, {}};
        if (!s_.file.empty()) reader.stack.push_back(fs::weakly_canonical(s_.file));
        reader.read_file(t, p, x.where);
        name = t.name;
        if (!has(name)) s_.tables.push_back(std::move(t));
      }
    if (s_.use_defaults) {
      append_svcomp_if_used(s_);
      append_defaults(s_);
    }
  }
};

} // namespace

Script read_script(const fs::path& prx) {
  if (!mokert::is_file(prx))
    throw InputError(prx.string() + ": no such script; give the path of a .prx file");
  return PrxReader(fs::absolute(prx).lexically_normal()).read();
}

namespace script_detail {
Script read_script_text(const std::string& text, const fs::path& dir, const std::string& display) {
  return PrxReader(text, dir, display).read();
}
Script read_script_file_with(const fs::path& prx, const std::string& more) {
  return PrxReader(fs::absolute(prx).lexically_normal(), more).read();
}
} // namespace script_detail

Script default_script(const fs::path& c_file, std::optional<std::pair<long, long>> nondet) {
  return command_line_script(c_file, ModexCommand{}, nondet);
}

} // namespace mokert
