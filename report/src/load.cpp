// Reading the work folder: every artefact through its typed reader; a missing or broken file is
// an InputError that names it and the command that makes it.
#include <algorithm>
#include <regex>
#include <set>

#include "mokert/error.hpp"
#include "view.hpp"

namespace fs = std::filesystem;

namespace mokert::report {

namespace {

std::string quoted_dir(const fs::path& dir) {
  std::string d = dir.string();
  return d.find(' ') == std::string::npos ? d : "'" + d + "'";
}

// Runs a reader; its error (which names the file and line) gains the command that remakes it.
template <class F>
auto read_or_explain(F read, const std::string& remedy) {
  try {
    return read();
  } catch (const InputError& e) {
    throw InputError(std::string(e.what()) + "; " + remedy);
  }
}

std::set<unsigned> cex_files_in(const fs::path& dir) {
  std::set<unsigned> numbers;
  static const std::regex name(R"(cex-([0-9]+)\.xml)");
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    std::smatch m;
    std::string f = e.path().filename().string();
    if (std::regex_match(f, m, name)) numbers.insert(static_cast<unsigned>(std::stoul(m[1])));
  }
  return numbers;
}

} // namespace

Input load_input(const fs::path& dir, bool partial) {
  Input in;
  in.dir = dir;
  std::string d = quoted_dir(dir);
  if (!fs::is_directory(dir))
    throw InputError(dir.string() + ": no such work folder; run `mokert run SCRIPT.prx -o " + d +
                     "` to make one");
  fs::path vfile = dir / "verification.xml";
  std::string verify_remedy = "run `mokert verify " + d + "` (or `mokert run SCRIPT.prx -o " + d + "`) to remake it";
  if (!fs::exists(vfile))
    throw InputError(vfile.string() + ": missing, so there is nothing to report; " + verify_remedy);
  in.verification = read_or_explain([&] { return read_verification(vfile); }, verify_remedy);

  fs::path mfile = dir / "model.map.xml";
  if (fs::exists(mfile))
    in.map = read_or_explain([&] { return read_linemap(mfile); },
                             "run `mokert extract SCRIPT.prx -o " + d + "` to remake it");

  std::set<unsigned> numbers = cex_files_in(dir);
  for (const auto& t : in.verification.trails) {
    if (numbers.count(t.number)) continue;
    throw InputError((dir / ("cex-" + std::to_string(t.number) + ".xml")).string() +
                     ": missing, but verification.xml lists counterexample " + std::to_string(t.number) + "; " +
                     "run `mokert verify " + d + "` to remake it");
  }
  for (unsigned n : numbers) {
    CexFiles f;
    std::string N = std::to_string(n);
    fs::path cfile = dir / ("cex-" + N + ".xml");
    f.cex = read_or_explain([&] { return read_counterexample(cfile); }, verify_remedy);
    std::string replay_remedy = "run `mokert replay " + d + " " + N + "` to remake it";
    fs::path sfile = dir / ("schedule-" + N + ".xml");
    fs::path vfile_n = dir / ("verdict-" + N + ".xml");
    if (fs::exists(sfile)) f.schedule = read_or_explain([&] { return read_schedule(sfile); }, replay_remedy);
    if (fs::exists(vfile_n)) {
      f.verdict = read_or_explain([&] { return read_verdict(vfile_n); }, replay_remedy);
      if (!f.schedule && !partial)
        throw InputError(sfile.string() + ": missing, but " + vfile_n.filename().string() +
                         " exists (its threads are the schedule's); " + replay_remedy);
    } else if (partial) {
      f.missing_verdict = "not replayed: " + vfile_n.filename().string() + " is missing (run `mokert replay " + d +
                          " " + N + "`)";
    } else {
      throw InputError(vfile_n.string() + ": missing: counterexample " + N +
                       " has not been replayed; run `mokert replay " + d + " " + N + "` first");
    }
    in.cexes.push_back(std::move(f));
  }
  return in;
}

} // namespace mokert::report
