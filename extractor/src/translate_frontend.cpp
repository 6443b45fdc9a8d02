#include "translate_frontend.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Driver/Options.h>
#include <clang/Frontend/ASTUnit.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Tooling/CompilationDatabase.h>
#include <clang/Tooling/JSONCompilationDatabase.h>
#include <clang/Tooling/Tooling.h>
#include <llvm/Option/Arg.h>
#include <llvm/Option/ArgList.h>
#include <llvm/Option/OptTable.h>
#include <llvm/Support/raw_ostream.h>

#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <regex>
#include <memory>
#include <map>
#include <set>
#include <stdexcept>

#include "mokert/error.hpp"
#include "mokert/files.hpp"

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

// What a missing system header leaves undefined, learnt from clang's errors and declared in a
// stub header, so that the program still parses (Modex drops system #includes altogether).
struct Stubs {
  std::filesystem::path dir;                 // holds the empty stand-ins and stubs.h
  std::shared_ptr<void> folder;              // made on first use (mkdtemp), removed with the last owner
  std::set<std::string> headers, types, names;
  bool any() const { return !headers.empty(); }

  // Learns from one failed attempt; false when there was nothing to learn.
  bool learn(const std::string& diagnostics, std::set<std::string>& notes) {
    static const std::regex kMissing(R"(fatal error: '([^']+)' file not found)");
    static const std::regex kType(R"(error: unknown type name '([A-Za-z_][A-Za-z0-9_]*)')");
    bool learnt = false;
    auto each = [&](const std::regex& re, std::set<std::string>& into, const std::string& what) {
      for (auto it = std::sregex_iterator(diagnostics.begin(), diagnostics.end(), re); it != std::sregex_iterator(); ++it)
        if (into.insert((*it)[1]).second) {
          learnt = true;
          notes.insert(what + (*it)[1].str());
        }
    };
    // Only a system header (#include <...>) may be missing: a missing "local.h" stays an error.
    for (auto it = std::sregex_iterator(diagnostics.begin(), diagnostics.end(), kMissing); it != std::sregex_iterator(); ++it) {
      std::string h = (*it)[1];
      if (diagnostics.find("#include <" + h + ">") == std::string::npos) continue;
      if (headers.insert(h).second) {
        learnt = true;
        notes.insert("system header <" + h + "> not found: parsed without it (as Modex does); what it would "
                     "declare is stubbed (int types, int constants)");
      }
    }
    if (any()) {  // undeclared names are only guessed at when a header is missing
      each(kType, types, "stubbed type from a missing system header: typedef int ");
      // `thread_t ctid;` inside a function: clang says "undeclared identifier", but the source
      // line it quotes shows a declaration: the name is a type.
      static const std::regex kNameLine(
          R"(error: use of undeclared identifier '([A-Za-z_][A-Za-z0-9_]*)'\n([^\n]*))");
      // The variable such a line declares (`ctid` of `thread_t ctid;`) is undeclared too, later
      // in the same diagnostics: it is no constant.
      std::set<std::string> declared;
      for (auto it = std::sregex_iterator(diagnostics.begin(), diagnostics.end(), kNameLine);
           it != std::sregex_iterator(); ++it) {
        std::string name = (*it)[1], line = (*it)[2];
        const std::regex decl("(^|[;{(]\\s*)\\s*" + name + "\\s+\\**\\s*([A-Za-z_][A-Za-z0-9_]*)");
        std::smatch dm;
        if (std::regex_search(line, dm, decl)) declared.insert(dm[2]);
      }
      for (auto it = std::sregex_iterator(diagnostics.begin(), diagnostics.end(), kNameLine);
           it != std::sregex_iterator(); ++it) {
        std::string name = (*it)[1], line = (*it)[2];
        const std::regex decl("(^|[;{(]\\s*)\\s*" + name + "\\s+\\**\\s*[A-Za-z_]");
        bool is_type = std::regex_search(line, decl);
        if (is_type && types.insert(name).second) {
          learnt = true;
          notes.insert("stubbed type from a missing system header: typedef int " + name);
        }
        if (!is_type && declared.count(name)) continue;
        if (!is_type && !types.count(name) && names.insert(name).second) {
          learnt = true;
          notes.insert("stubbed name from a missing system header: #define " + name + " 0");
        }
      }
    }
    if (learnt) write();
    return learnt;
  }

  void write() {
    if (!folder) {
      std::string templ = (std::filesystem::temp_directory_path() / "mokert-stubs-XXXXXX").string();
      if (!::mkdtemp(templ.data()))
        throw std::runtime_error("cannot create a folder for header stubs under " +
                                 std::filesystem::temp_directory_path().string() + ": " + std::strerror(errno) +
                                 " (set TMPDIR to a writable folder)");
      dir = templ;
      folder = std::shared_ptr<void>(nullptr, [d = dir](void*) {
        std::error_code ec;
        std::filesystem::remove_all(d, ec);
      });
    }
    for (const auto& h : headers) {
      std::filesystem::path p = dir / "include" / h;
      std::filesystem::create_directories(p.parent_path());
      std::ofstream(p) << "/* mokert: stand-in for a system header that is not installed */\n";
    }
    std::ofstream out(dir / "stubs.h");
    out << "/* mokert: declarations a missing system header would have made */\n";
    for (const auto& t : types) out << "typedef int " << t << ";\n";
    for (const auto& n : names) out << "#define " << n << " 0\n";
  }

  void add_flags(tooling::CommandLineArguments& args) const {
    if (!any()) return;
    args.push_back("-isystem");
    args.push_back((dir / "include").string());
    args.push_back("-include");
    args.push_back((dir / "stubs.h").string());
  }
};

// Preprocessed input (.i): clang would take it for already preprocessed output and make no
// compile job for -fsyntax-only; read as C (its line markers keep file and line).
bool has_preprocessed(const std::vector<std::string>& sources) {
  return std::any_of(sources.begin(), sources.end(),
                     [](const std::string& s) { return std::filesystem::path(s).extension() == ".i"; });
}

}  // namespace

std::filesystem::path find_compile_db(const std::filesystem::path& file) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path source = fs::weakly_canonical(fs::absolute(file), ec);
  for (fs::path dir = source.parent_path(); !dir.empty(); dir = dir.parent_path()) {
    const fs::path db = dir / "compile_commands.json";
    if (fs::is_regular_file(db, ec)) {
      std::string error;
      // The JSON file itself: loadFromDirectory would infer a command for a file it lacks.
      auto json = tooling::JSONCompilationDatabase::loadFromFile(db.string(), error,
                                                                 tooling::JSONCommandLineSyntax::AutoDetect);
      if (json && !json->getCompileCommands(source.string()).empty()) return dir;
    }
    if (dir == dir.root_path()) break;
  }
  return {};
}

std::vector<std::string> database_flags(const std::filesystem::path& db_dir, const std::filesystem::path& file) {
  namespace fs = std::filesystem;
  std::string error;
  auto db = tooling::CompilationDatabase::loadFromDirectory(db_dir.string(), error);
  if (!db) return {};
  std::error_code ec;
  auto commands = db->getCompileCommands(fs::weakly_canonical(fs::absolute(file), ec).string());
  if (commands.empty()) return {};
  const tooling::CompileCommand& c = commands.front();
  auto absolute = [&](const std::string& p) {
    fs::path path(p);
    return (path.is_absolute() ? path : (fs::path(c.Directory) / path).lexically_normal()).string();
  };
  std::vector<std::string> out;
  const std::vector<std::string>& line = c.CommandLine;
  for (size_t i = 1; i < line.size(); ++i) {
    const std::string& f = line[i];
    bool matched = false;
    for (const char* opt : {"-I", "-isystem", "-iquote", "-include"}) {
      const std::string o = opt;
      if (f == o && i + 1 < line.size()) {
        out.push_back(o);
        out.push_back(absolute(line[++i]));
      } else if (o == "-I" && f.size() > 2 && f.rfind(o, 0) == 0) {
        out.push_back("-I" + absolute(f.substr(2)));
      } else {
        continue;
      }
      matched = true;
      break;
    }
    if (matched) continue;
    if (f == "-D" || f == "-U") {
      if (i + 1 < line.size()) {
        out.push_back(f);
        out.push_back(line[++i]);
      }
    } else if (f.rfind("-D", 0) == 0 || f.rfind("-U", 0) == 0 || f.rfind("-std=", 0) == 0) {
      out.push_back(f);
    }
  }
  return out;
}

std::string original_path(const std::string& path) {
  const std::string marker = std::string("/") + kOwnCopiesFolder + "/";
  auto at = path.find(marker);
  return at == std::string::npos ? path : path.substr(at + marker.size() - 1);
}

namespace {

// References (and declarations) of the decls in `targets` spelled in the unit's main file.
struct SpelledRefs : clang::RecursiveASTVisitor<SpelledRefs> {
  const clang::SourceManager& sm;
  const std::set<const clang::Decl*>& targets;
  std::map<unsigned, const clang::NamedDecl*> at;  // file offset -> what is named there
  SpelledRefs(const clang::SourceManager& m, const std::set<const clang::Decl*>& t) : sm(m), targets(t) {}
  void note(clang::SourceLocation loc, const clang::NamedDecl* d) {
    loc = sm.getSpellingLoc(loc);
    if (loc.isValid() && sm.isWrittenInMainFile(loc)) at[sm.getFileOffset(loc)] = d;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr* e) {
    if (targets.count(e->getDecl()->getCanonicalDecl())) note(e->getLocation(), e->getDecl());
    return true;
  }
  bool VisitNamedDecl(clang::NamedDecl* d) {
    if (targets.count(d->getCanonicalDecl())) note(d->getLocation(), d);
    return true;
  }
};

// A name of n's length that no file of the program uses: the copy keeps every column.
std::string same_length_name(const std::string& n, const std::set<std::string>& taken) {
  static const std::string kChars = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_";
  for (size_t p = n.size(); p-- > 0;)
    for (char c : kChars) {
      if (p == 0 && std::isdigit(static_cast<unsigned char>(c))) continue;
      std::string cand = n;
      cand[p] = c;
      if (cand != n && !taken.count(cand)) return cand;
    }
  return "";
}

// For each file that defines a static function or variable another file defines too (two
// modules' `static pthread_mutex_t lock;`): a copy under dir/kOwnCopiesFolder with its own
// renamed, and a note for each.
std::map<std::string, std::string> copies_with_own_statics(const ParsedSources& each,
                                                           const std::vector<std::string>& sources,
                                                           const std::filesystem::path& dir,
                                                           std::vector<std::string>& notes) {
  namespace fs = std::filesystem;
  std::vector<std::set<std::string>> defined(each.units.size());
  std::vector<std::map<std::string, const clang::Decl*>> own(each.units.size());
  std::set<std::string> taken;  // every identifier of every file
  static const std::regex kIdent("[A-Za-z_][A-Za-z0-9_]*");
  for (size_t i = 0; i < each.units.size(); ++i) {
    const auto& sm = each.units[i]->getSourceManager();
    std::string text = sm.getBufferData(sm.getMainFileID()).str();
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kIdent); it != std::sregex_iterator(); ++it)
      taken.insert(it->str());
    for (const clang::Decl* d : each.units[i]->getASTContext().getTranslationUnitDecl()->decls()) {
      if (!sm.isInMainFile(sm.getExpansionLoc(d->getLocation()))) continue;
      const auto* nd = clang::dyn_cast<clang::NamedDecl>(d);
      if (!nd || nd->getName().empty()) continue;
      defined[i].insert(nd->getNameAsString());
      bool is_static = false;
      if (const auto* v = clang::dyn_cast<clang::VarDecl>(d))
        is_static = v->getStorageClass() == clang::SC_Static && v->isFileVarDecl();
      else if (const auto* f = clang::dyn_cast<clang::FunctionDecl>(d))
        is_static = f->getStorageClass() == clang::SC_Static;
      if (is_static) own[i][nd->getNameAsString()] = d->getCanonicalDecl();
    }
  }
  std::map<std::string, std::string> out;
  for (size_t i = 0; i < each.units.size() && i < sources.size(); ++i) {
    std::set<const clang::Decl*> targets;
    std::map<const clang::Decl*, std::string> new_name;
    for (const auto& [n, d] : own[i]) {
      bool clash = false;
      for (size_t k = 0; k < each.units.size(); ++k) clash = clash || (k != i && defined[k].count(n));
      if (!clash) continue;
      std::string r = same_length_name(n, taken);
      if (r.empty()) continue;  // no free name of its length: the unit's error stays
      taken.insert(r);
      targets.insert(d);
      new_name[d] = r;
      notes.push_back("static `" + n + "` of " + fs::path(sources[i]).filename().string() +
                      " is that file's own (another file defines the name too): `" + r + "` in the model");
    }
    if (targets.empty()) continue;
    const auto& sm = each.units[i]->getSourceManager();
    SpelledRefs refs(sm, targets);
    refs.TraverseDecl(each.units[i]->getASTContext().getTranslationUnitDecl());
    std::string text = sm.getBufferData(sm.getMainFileID()).str();
    for (const auto& [offset, d] : refs.at) {
      const std::string& r = new_name[d->getCanonicalDecl()];
      if (offset + r.size() <= text.size() && text.compare(offset, r.size(), d->getNameAsString()) == 0)
        text.replace(offset, r.size(), r);
    }
    fs::path copy = dir / kOwnCopiesFolder / fs::path(sources[i]).relative_path();
    write_file_atomic(copy, text);
    out[sources[i]] = copy.string();
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
  Stubs stubs;
  const bool preprocessed = has_preprocessed(request.sources);
  const bool one_unit = request.sources.size() > 1 && !request.program_unit.empty();
  std::vector<std::string> tool_sources = request.sources;
  std::map<std::string, std::string> copies = request.copies;
  if (one_unit) {
    std::string text = "/* mokert: the program's C files, read as one unit */\n";
    for (const auto& src : request.sources)
      text += "#include \"" + (copies.count(src) ? copies[src] : src) + "\"\n";
    write_file_atomic(request.program_unit, text);
    // The first file's compile command parses the unit: its flags are the program's.
    tool_sources.resize(1);
  }
  for (int attempt = 0; attempt < 40; ++attempt) {
    std::string diag_text;
    llvm::raw_string_ostream diag_stream(diag_text);
    clang::DiagnosticOptions* diag_options = new clang::DiagnosticOptions();
    diag_options->ShowColors = false;
    clang::TextDiagnosticPrinter printer(diag_stream, diag_options);

    tooling::ClangTool tool(*db, tool_sources);
    tool.setPrintErrorMessage(false);
    tool.setDiagnosticConsumer(&printer);
    tool.appendArgumentsAdjuster(
        [&](const tooling::CommandLineArguments& args, llvm::StringRef file) {
          auto out = filter_flags(args, rejected, notes);
          // A copy's quoted includes are found beside its original.
          for (const auto& [src, copy] : copies)
            out.insert(out.end(), {"-iquote", std::filesystem::path(src).parent_path().string()});
          if (one_unit)
            for (auto& a : out)
              // A compile database may spell the file relative to its command's folder.
              if (a == file || (!a.empty() && a[0] != '-' &&
                                std::filesystem::path(a).filename() == std::filesystem::path(file.str()).filename()))
                a = request.program_unit.string();
          if (preprocessed) out.insert(out.begin() + 1, {"-x", "c"});
          stubs.add_flags(out);
          return out;
        });
    ParsedSources out;
    int rc = tool.buildASTs(out.units);
    diag_stream.flush();

    bool failed = rc != 0 || out.units.size() != tool_sources.size();
    for (const auto& unit : out.units)
      if (!unit || unit->getDiagnostics().hasErrorOccurred()) failed = true;
    if (!failed) {
      out.notes.assign(notes.begin(), notes.end());
      out.stub_folder = stubs.folder;
      // ClangTool may order units differently from the request; put them back in order.
      std::vector<std::unique_ptr<clang::ASTUnit>> ordered;
      for (const auto& src : request.sources)
        for (auto& unit : out.units)
          if (unit && std::filesystem::path(unit->getMainFileName().str()) == std::filesystem::path(src))
            ordered.push_back(std::move(unit));
      if (ordered.size() == request.sources.size()) out.units = std::move(ordered);
      out.copies = copies;
      return out;
    }
    if (one_unit && copies.empty() && diag_text.find("redefinition of") != std::string::npos) {
      // Two files define one static name: each file alone says which; the unit then reads
      // copies with each file's own renamed.
      ParseRequest alone = request;
      alone.program_unit.clear();
      ParsedSources each = parse_sources(alone);
      std::vector<std::string> renamed;
      ParseRequest again = request;
      again.copies = copies_with_own_statics(each, request.sources, request.program_unit.parent_path(), renamed);
      if (!again.copies.empty()) {
        ParsedSources out = parse_sources(again);
        out.notes.insert(out.notes.end(), renamed.begin(), renamed.end());
        return out;
      }
    }
    if (one_unit && diag_text.find("redefinition of") != std::string::npos)
      diag_text += "note: mokert reads the C files it is given as one program, one after the other (each file's "
                   "own static functions and variables renamed where another file defines the name too): two "
                   "files that define the same struct, union, enum or typedef differently, or include a header "
                   "that has no include guard, cannot be read so; rename one of them, or add the guard\n";
    auto more = rejected_flags(diag_text);
    size_t before = rejected.size();
    rejected.insert(more.begin(), more.end());
    bool stubbed = stubs.learn(diag_text, notes);
    if (rejected.size() == before && !stubbed) {
      if (diag_text.empty()) diag_text = "clang could not parse the sources (no diagnostics)";
      throw InputError("the C sources do not parse; clang says:\n" + diag_text +
                       "fix the code or the compile flags (after `--`, in the script, or -p DB_DIR)");
    }
  }
  throw InputError("the C sources do not parse: too many rejected compiler flags");
}

} // namespace mokert
