// Modex's command-line flags (`modex -xe2 -run f.c`, `verify -E f.c`) for `mokert extract FILE.c`
// and `mokert run FILE.c`: they are turned into the script lines they stand for (%X, %O, %Q, %R,
// %T, %N, %G) and read like a .prx, so a flag means exactly what its directive means.
#include <algorithm>
#include <cctype>

#include "mokert/error.hpp"
#include "mokert/script.hpp"
#include "script_internal.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {

bool is_input_name(const std::string& a) {
  for (const char* ext : {".c", ".i", ".prx", ".h"})
    if (a.size() > std::string(ext).size() && a.compare(a.size() - std::string(ext).size(), std::string::npos, ext) == 0)
      return true;
  return false;
}

// Modex's selection flags that take a function: -a[N] -e[N] -E -n -i -p.
bool selection_flag(const std::string& a) {
  if (a.size() < 2 || a[0] != '-') return false;
  char f = a[1];
  if (f == 'a' || f == 'e')
    return std::all_of(a.begin() + 2, a.end(), [](char c) { return c >= '0' && c <= '9'; });
  return a.size() == 2 && (f == 'E' || f == 'n' || f == 'i' || f == 'p');
}

} // namespace

std::vector<std::string> take_modex_flags(const std::vector<std::string>& args, ModexCommand& cmd) {
  std::vector<std::string> rest;
  auto value = [&](size_t& i, const std::string& flag) -> std::string {
    if (i + 1 >= args.size())
      throw InputError("command line: " + flag + " needs a value (Modex's " + flag + " \"...\")");
    return args[++i];
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--") {  // compiler flags follow: not Modex's
      rest.insert(rest.end(), args.begin() + static_cast<long>(i), args.end());
      break;
    }
    // verify's own flags (-E -A -a -n -p) share letters with modex's selection flags: followed
    // by a flag or the input file (-E: or nothing), they are verify's.
    const bool before_flag_or_file =
        i + 1 < args.size() && !args[i + 1].empty() && (args[i + 1][0] == '-' || is_input_name(args[i + 1]));
    const bool verify_flag = i + 1 >= args.size() || before_flag_or_file;
    if (a == "-x" || a.rfind("-xe", 0) == 0) {
      cmd.selections.push_back(a);
    } else if (a == "-E" && verify_flag) {
      cmd.search.emplace_back("noend", "1");  // verify -E: no invalid end-state errors
    } else if (a == "-a" && before_flag_or_file) {
      cmd.search.emplace_back("loops", "1");  // verify -a: acceptance cycles
    } else if ((a == "-n" || a == "-p") && before_flag_or_file) {
      // verify -n (quiet) and -p (trail replay with the code's printfs): how the result is
      // shown, not what is checked; mokert shows a trail with `mokert trace`.
    } else if (a == "-r") {
      cmd.lines.push_back("%R " + value(i, a));  // verify -r xxx: a flag for pan
    } else if (a == "-m") {
      // verify -m xxx: xxx is a flag for modex
      std::vector<std::string> inner;
      std::string v = value(i, a);
      for (size_t b = 0, e; b < v.size(); b = e + 1) {
        e = v.find(' ', b);
        if (e == std::string::npos) e = v.size();
        if (e > b) inner.push_back(v.substr(b, e - b));
      }
      if (!take_modex_flags(inner, cmd).empty())
        throw InputError("command line: -m \"" + v + "\" holds something that is not a modex flag");
    } else if (a == "-p" && i + 1 < args.size() && fs::is_directory(args[i + 1])) {
      rest.push_back(a);  // mokert's -p DB_DIR (a folder), not Modex's -p function
      rest.push_back(args[++i]);
    } else if (selection_flag(a)) {
      if (i + 1 >= args.size() || args[i + 1].empty() || args[i + 1][0] == '-')
        throw InputError("command line: " + a + " needs a function name after it (as in modex " + a + " f)");
      cmd.selections.push_back(a + " " + args[++i]);
    } else if (a == "-L") {
      cmd.tables.push_back(value(i, a));
    } else if (a == "-N") {
      cmd.lines.push_back("%N " + value(i, a));
    } else if (a.rfind("-N", 0) == 0 && a.size() > 2 && std::isdigit(static_cast<unsigned char>(a[2]))) {
      cmd.lines.push_back("%N " + a.substr(2));
    } else if (a == "-Q") {
      cmd.lines.push_back("%Q " + value(i, a));
    } else if (a == "-O") {
      cmd.lines.push_back("%O " + value(i, a));
    } else if (a == "-R") {
      cmd.lines.push_back("%R " + value(i, a));
    } else if (a == "-T") {
      cmd.lines.push_back("%T sed '" + value(i, a) + "'");
    } else if ((a.rfind("-D", 0) == 0 || a.rfind("-U", 0) == 0 || a.rfind("-I", 0) == 0) && a.size() > 2) {
      cmd.lines.push_back("%Q " + a);
    } else if (a == "-I") {
      cmd.lines.push_back("%Q -I" + value(i, a));
    } else if (a == "--no-spurious") {
      cmd.lines.push_back("%spurious 0");  // condition waits end only when signalled
    } else if (a == "-run") {
      cmd.run = true;
    } else if (a == "-A") {
      cmd.search.emplace_back("asserts", "0");  // verify -A: no assertion violations
    } else {
      rest.push_back(a);
    }
  }
  return rest;
}

Script command_line_script(const fs::path& c_file, const ModexCommand& cmd,
                           std::optional<std::pair<long, long>> nondet) {
  return command_line_script(std::vector<fs::path>{c_file}, cmd, nondet);
}

Script command_line_script(const std::vector<fs::path>& c_files, const ModexCommand& cmd,
                           std::optional<std::pair<long, long>> nondet) {
  if (c_files.empty()) throw InputError("no C file given");
  std::vector<fs::path> files;
  for (const auto& f : c_files) {
    fs::path a = fs::absolute(f).lexically_normal();
    if (!fs::is_regular_file(a)) throw InputError(a.string() + ": no such C file");
    if (std::find(files.begin(), files.end(), a) == files.end()) files.push_back(a);
  }
  const fs::path& c = files.front();
  // Modex reads X.prx for X.c when it exists (`verify 4_mutex.c` uses 4_mutex.prx); the flags
  // come on top of it, as they do in Modex. A program of several files has no such script.
  fs::path prx = fs::path(c).replace_extension(".prx");
  const bool has_prx = files.size() == 1 && c.extension() == ".c" && fs::is_regular_file(prx);
  std::string text;
  if (!has_prx)
    for (const auto& f : files)
      text += "%F " + (f.parent_path() == c.parent_path() ? f.filename().string() : f.string()) + "\n";
  std::string tables;
  for (const auto& t : cmd.tables) tables += "-L " + t + " ";
  bool selected = !cmd.selections.empty();
  for (const auto& x : cmd.selections) text += "%X " + tables + x + "\n";
  if (!selected && !tables.empty() && !has_prx) text += "%X " + tables + "-a main\n";
  for (const auto& l : cmd.lines) text += l + "\n";
  if (!cmd.search.empty()) {
    text += "%G\n";
    for (const auto& [k, v] : cmd.search) text += k + ": " + v + "\n";
    text += "%%\n";
  }
  if (nondet) text += "%nondet " + std::to_string(nondet->first) + " " + std::to_string(nondet->second) + "\n";
  if (has_prx) {
    // The flags' lines follow the script's (messages about them name lines past its end).
    Script s = script_detail::read_script_file_with(prx, text);
    // The same selection in the script and on the command line (`%X -xe2` and `modex -xe2`)
    // is one: Modex extracts it twice and fails.
    std::vector<ExtractSpec> once;
    for (auto& x : s.extracts) {
      bool dup = std::any_of(once.begin(), once.end(), [&](const ExtractSpec& y) {
        return y.function == x.function && y.all == x.all && y.mode == x.mode && y.instances == x.instances &&
               y.tables == x.tables && y.source == x.source;
      });
      if (!dup) once.push_back(std::move(x));
    }
    s.extracts = std::move(once);
    return s;
  }
  Script s = script_detail::read_script_text(text, c.parent_path(), "command line");
  // The flags select among all the files given (`-x`: every file's functions), not the last %F's.
  if (files.size() > 1)
    for (auto& x : s.extracts) x.source.clear();
  // Modex's default without selection flags: main and, here, the threads it starts.
  if (!selected) s.auto_threads = true;
  // SV-COMP's property is unreach-call: deadlocks are not errors there (unless asked otherwise).
  bool has_noend = std::any_of(s.search.begin(), s.search.end(), [](const auto& kv) { return kv.first == "noend"; });
  if (s.svcomp && !has_noend) s.search.emplace_back("noend", "1");
  return s;
}

} // namespace mokert
