#include "translate_frontend.hpp"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Driver/Options.h>
#include <clang/Frontend/ASTUnit.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Tooling/CompilationDatabase.h>
#include <clang/Tooling/Tooling.h>
#include <llvm/Option/Arg.h>
#include <llvm/Option/ArgList.h>
#include <llvm/Option/OptTable.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <regex>
#include <set>

#include "mokert/error.hpp"

namespace mokert {
namespace tooling = clang::tooling;
namespace {

// Flags a GCC build passes that would turn clang's warnings into errors or that clang
// accepts but rejects later for the target; dropped up front.
bool always_dropped(const std::string& arg) {
  return arg == "-Werror" || arg.rfind("-Werror=", 0) == 0 || arg == "-pedantic-errors";
}

// Removes flags clang's driver does not know (looked up in its option table) plus the
// flags an earlier attempt found unsupported; records one note per dropped flag.
tooling::CommandLineArguments filter_flags(const tooling::CommandLineArguments& in,
                                           const std::set<std::string>& rejected,
                                           std::set<std::string>& notes) {
  if (in.empty()) return in;
  std::vector<const char*> argv;
  for (size_t i = 1; i < in.size(); ++i) argv.push_back(in[i].c_str());
  unsigned missing_index = 0, missing_count = 0;
  const auto& table = clang::driver::getDriverOptTable();
  llvm::opt::InputArgList parsed = table.ParseArgs(argv, missing_index, missing_count);
  std::set<unsigned> unknown;  // indexes into argv
  for (const llvm::opt::Arg* a : parsed)
    if (a->getOption().getKind() == llvm::opt::Option::UnknownClass) unknown.insert(a->getIndex());
  tooling::CommandLineArguments out{in[0]};
  out.push_back("-resource-dir=" MOKERT_CLANG_RESOURCE_DIR);
  for (size_t i = 1; i < in.size(); ++i) {
    const std::string& arg = in[i];
    if (always_dropped(arg)) {
      notes.insert("dropped compiler flag " + arg + " (the extractor does not turn warnings into errors)");
      continue;
    }
    if (unknown.count(static_cast<unsigned>(i - 1)) || rejected.count(arg)) {
      notes.insert("dropped compiler flag clang does not accept: " + arg);
      continue;
    }
    out.push_back(arg);
  }
  // Warnings about flags clang ignores are noise for a model extractor.
  out.push_back("-Wno-unknown-warning-option");
  out.push_back("-Qunused-arguments");
  return out;
}

// Driver errors that name one flag: retrying without it is what "not fatal" means.
std::vector<std::string> rejected_flags(const std::string& diagnostics) {
  static const std::regex kFlag(
      R"((?:unknown argument|unsupported option|unsupported argument '[^']*' to option|invalid value '[^']*' in) '([^']+)')");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(diagnostics.begin(), diagnostics.end(), kFlag);
       it != std::sregex_iterator(); ++it) {
    std::string flag = (*it)[1];
    if (!flag.empty() && flag[0] == '-') out.push_back(flag);
  }
  return out;
}

}  // namespace

ParsedSources parse_sources(const ParseRequest& request) {
  std::unique_ptr<tooling::CompilationDatabase> db;
  if (!request.compile_db.empty()) {
    std::string error;
    db = tooling::CompilationDatabase::loadFromDirectory(request.compile_db.string(), error);
    if (!db)
      throw InputError(request.compile_db.string() + ": cannot read compile_commands.json: " + error +
                       " (pass the folder that holds it with -p)");
  } else {
    db = std::make_unique<tooling::FixedCompilationDatabase>(".", request.flags);
  }

  std::set<std::string> rejected;
  std::set<std::string> notes;
  for (int attempt = 0; attempt < 8; ++attempt) {
    std::string diag_text;
    llvm::raw_string_ostream diag_stream(diag_text);
    clang::DiagnosticOptions* diag_options = new clang::DiagnosticOptions();
    diag_options->ShowColors = false;
    clang::TextDiagnosticPrinter printer(diag_stream, diag_options);

    tooling::ClangTool tool(*db, request.sources);
    tool.setPrintErrorMessage(false);
    tool.setDiagnosticConsumer(&printer);
    tool.appendArgumentsAdjuster(
        [&](const tooling::CommandLineArguments& args, llvm::StringRef) {
          return filter_flags(args, rejected, notes);
        });
    ParsedSources out;
    int rc = tool.buildASTs(out.units);
    diag_stream.flush();

    bool failed = rc != 0 || out.units.size() != request.sources.size();
    for (const auto& unit : out.units)
      if (!unit || unit->getDiagnostics().hasErrorOccurred()) failed = true;
    if (!failed) {
      out.notes.assign(notes.begin(), notes.end());
      // ClangTool may order units differently from the request; put them back in order.
      std::vector<std::unique_ptr<clang::ASTUnit>> ordered;
      for (const auto& src : request.sources)
        for (auto& unit : out.units)
          if (unit && std::filesystem::path(unit->getMainFileName().str()) == std::filesystem::path(src))
            ordered.push_back(std::move(unit));
      if (ordered.size() == request.sources.size()) out.units = std::move(ordered);
      return out;
    }
    auto more = rejected_flags(diag_text);
    size_t before = rejected.size();
    rejected.insert(more.begin(), more.end());
    if (rejected.size() == before) {
      if (diag_text.empty()) diag_text = "clang could not parse the sources (no diagnostics)";
      throw InputError("the C sources do not parse; clang says:\n" + diag_text +
                       "fix the code or the compile flags (after `--`, in the script, or -p DB_DIR)");
    }
  }
  throw InputError("the C sources do not parse: too many rejected compiler flags");
}

} // namespace mokert
