#include "mokert/replay_args.hpp"

#include <algorithm>
#include <regex>

#include "mokert/error.hpp"
#include "mokert/numbers.hpp"
#include "mokert/script.hpp"

namespace fs = std::filesystem;

namespace mokert {

ReplayArgs parse_replay_args(const std::vector<std::string>& args) {
  ReplayArgs a;
  auto value = [&](size_t& i) -> const std::string& {
    if (i + 1 >= args.size()) throw InputError("option " + args[i] + " needs a value");
    return args[++i];
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& s = args[i];
    if (s == "--") {
      a.request.compile_flags.assign(args.begin() + static_cast<long>(i) + 1, args.end());
      break;
    } else if (s == "--target") {
      a.request.target = value(i);
    } else if (s == "--sanitize") {
      a.request.sanitize = value(i);
      if (a.request.sanitize != "thread" && a.request.sanitize != "address")
        throw InputError("--sanitize " + a.request.sanitize + ": use thread or address");
    } else if (s == "--timeout") {
      const std::string& v = value(i);
      auto sec = parse_seconds(v);
      if (!sec)
        throw InputError("--timeout " + printable_excerpt(v) +
                         ": give the deadline in seconds (above 0, at most a week), e.g. --timeout 10");
      a.request.timeout = std::chrono::milliseconds(static_cast<long long>(*sec * 1000));
    } else if (s == "--cycles") {
      const std::string& v = value(i);
      auto k = parse_unsigned(v, 1000);
      if (!k || *k == 0)
        throw InputError("--cycles " + printable_excerpt(v) + ": give how often a liveness cycle is forced, 1 to 1000");
      a.request.cycle_repeats = *k;
    } else if (s == "--repeat") {
      const std::string& v = value(i);
      auto k = parse_unsigned(v, 1000);
      if (!k || *k == 0)
        throw InputError("--repeat " + printable_excerpt(v) + ": give how often the built program runs, 1 to 1000");
      a.request.runs = *k;
    } else if (s == "--script") {
      a.script = value(i);
    } else if (s == "--source") {
      a.request.sources.push_back(value(i));
    } else if (s == "--driver") {
      a.request.driver = value(i);
    } else if (s == "-o") {
      a.out_dir = value(i);
    } else if (s.size() > 1 && s[0] == '-') {
      throw InputError("unknown option " + s);
    } else {
      a.positional.push_back(s);
    }
  }
  return a;
}

void apply_script(ReplayRequest& r, const std::string& prx) {
  Script script = read_script(prx);
  if (r.sources.empty())
    for (const auto& s : script.sources) r.sources.push_back(s);
  if (r.driver.empty() && !script.driver.empty()) {
    fs::path d = script.driver;
    if (d.is_relative()) d = fs::path(prx).parent_path() / d;
    // A driver that is already one of the sources is not compiled twice.
    if (std::find(r.sources.begin(), r.sources.end(), d) == r.sources.end()) r.driver = d;
  }
  if (r.compile_flags.empty()) r.compile_flags = script.compile_flags;
  if (!script.target.empty() && r.target == "user") r.target = script.target;
  r.script_c_code = script.c_data;
}

std::vector<unsigned> counterexamples_in(const fs::path& dir) {
  std::vector<unsigned> out;
  std::error_code ec;
  static const std::regex name("cex-([0-9]+)\\.xml");
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    std::smatch m;
    std::string f = e.path().filename().string();
    if (std::regex_match(f, m, name))
      if (auto k = parse_unsigned(m[1].str())) out.push_back(*k);
  }
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace mokert
