// mokert::extract: parse the C, translate every %X function, write model.pml and model.map.xml.
#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/ASTUnit.h>

#include <deque>
#include <functional>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "mokert/error.hpp"
#include "mokert/extractor.hpp"
#include "mokert/files.hpp"
#include "translate_frontend.hpp"
#include "translate_function.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

struct Job {
  const ExtractSpec* spec;
  const clang::FunctionDecl* fn;
  clang::ASTContext* ctx;
};

fs::path absolute_path(const std::string& p) { return fs::absolute(p).lexically_normal(); }

// Fails early, before the (slow) parse, when the output folder cannot be used.
void prepare_out_dir(const fs::path& dir) {
  if (dir.empty()) throw InputError("no output folder: pass -o DIR");
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir))
    throw InputError(dir.string() + ": cannot create the output folder (" + ec.message() +
                     "); pass a writable folder with -o");
  fs::path probe = dir / ".mokert-write-test";
  {
    std::ofstream f(probe);
    if (!f) throw InputError(dir.string() + ": the output folder is not writable; pass another with -o");
  }
  fs::remove(probe, ec);
}

std::set<std::string> promela_typedefs(const std::vector<fs::path>& includes) {
  std::set<std::string> out;
  static const std::regex kTypedef(R"(\btypedef\s+([A-Za-z_][A-Za-z0-9_]*))");
  for (const auto& inc : includes) {
    std::string text = read_file(inc);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kTypedef); it != std::sregex_iterator(); ++it)
      out.insert((*it)[1]);
  }
  return out;
}

// Functions with a body in the main file of the unit, by name.
std::map<std::string, const clang::FunctionDecl*> functions_of(clang::ASTUnit& unit) {
  std::map<std::string, const clang::FunctionDecl*> out;
  auto& sm = unit.getSourceManager();
  for (const clang::Decl* d : unit.getASTContext().getTranslationUnitDecl()->decls()) {
    const auto* fn = clang::dyn_cast<clang::FunctionDecl>(d);
    if (!fn || !fn->doesThisDeclarationHaveABody()) continue;
    if (!sm.isInMainFile(sm.getExpansionLoc(fn->getLocation()))) continue;
    out.emplace(fn->getNameAsString(), fn);
  }
  return out;
}

struct CallCollector : clang::RecursiveASTVisitor<CallCollector> {
  std::vector<std::string> callees;
  bool VisitCallExpr(clang::CallExpr* c) {
    if (const auto* f = c->getDirectCallee()) callees.push_back(f->getNameAsString());
    return true;
  }
};

// The #define lines of the C file whose names the c_code uses: pan.c must see them too.
std::string used_defines(const std::string& file, const std::set<std::string>& used) {
  std::istringstream in(read_file(file));
  std::string line, out;
  static const std::regex kDefine(R"(^\s*#\s*define\s+([A-Za-z_][A-Za-z0-9_]*))");
  bool continuing = false, keep = false;
  while (std::getline(in, line)) {
    std::smatch m;
    if (!continuing && std::regex_search(line, m, kDefine)) keep = used.count(m[1]) > 0;
    else if (!continuing) keep = false;
    if (keep) out += line + "\n";
    continuing = !line.empty() && line.back() == '\\';
  }
  return out;
}

// Type definitions of the C file (structs, unions, enums, typedefs) that c_state needs.
std::string used_types(clang::ASTUnit& unit, const std::set<std::string>& names) {
  std::string out;
  auto& sm = unit.getSourceManager();
  for (const clang::Decl* d : unit.getASTContext().getTranslationUnitDecl()->decls()) {
    if (!sm.isInMainFile(sm.getExpansionLoc(d->getLocation()))) continue;
    const auto* nd = clang::dyn_cast<clang::NamedDecl>(d);
    if (!nd || !names.count(nd->getNameAsString())) continue;
    bool wanted = false;
    if (const auto* td = clang::dyn_cast<clang::TagDecl>(d)) wanted = td->isThisDeclarationADefinition();
    if (clang::isa<clang::TypedefNameDecl>(d)) wanted = true;
    if (!wanted) continue;
    clang::SourceRange r = d->getSourceRange();
    clang::SourceLocation b = sm.getExpansionLoc(r.getBegin()), e = sm.getExpansionLoc(r.getEnd());
    const char* pb = sm.getCharacterData(b);
    const char* pe = sm.getCharacterData(e);
    if (pe < pb) continue;
    out += std::string(pb, pe + 1) + ";\n";
  }
  return out;
}

// Functions passed to pthread_create as the start routine.
struct ThreadStarts : clang::RecursiveASTVisitor<ThreadStarts> {
  std::vector<const clang::FunctionDecl*> routines;
  bool VisitCallExpr(clang::CallExpr* c) {
    const auto* f = c->getDirectCallee();
    if (!f || f->getName() != "pthread_create" || c->getNumArgs() < 3) return true;
    const clang::Expr* a = c->getArg(2)->IgnoreParenCasts();
    if (const auto* u = clang::dyn_cast<clang::UnaryOperator>(a))
      if (u->getOpcode() == clang::UO_AddrOf) a = u->getSubExpr()->IgnoreParenCasts();
    if (const auto* d = clang::dyn_cast<clang::DeclRefExpr>(a))
      if (const auto* fn = clang::dyn_cast<clang::FunctionDecl>(d->getDecl())) routines.push_back(fn);
    return true;
  }
};

// Names the runtime files already declare as Promela globals (an environment such as
// examples/procfs/procfs_env.pml may declare a C global itself): not declared twice.
std::set<std::string> runtime_globals(const std::vector<fs::path>& includes) {
  std::set<std::string> out;
  static const std::regex kDecl(
      R"((?:^|\n)[ \t]*(?:hidden[ \t]+|show[ \t]+)?[A-Za-z_][A-Za-z0-9_]*[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*(?:\[[^\]\n]*\])?[ \t]*(?:=[^;\n]*)?;)");
  for (const auto& inc : includes) {
    std::string text = read_file(inc);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kDecl); it != std::sregex_iterator(); ++it)
      out.insert((*it)[1]);
  }
  return out;
}

void identifiers_in(const std::string& text, std::set<std::string>& out) {
  static const std::regex kIdent(R"([A-Za-z_][A-Za-z0-9_]*)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kIdent); it != std::sregex_iterator(); ++it)
    out.insert(it->str());
}

// Modex's Declare: type words, name, scope (Global or a function).
void declare_lines(const Script& script, const ModelContext& model, std::vector<std::string>& globals,
                   std::set<std::string>& declared,
                   const std::function<bool(const std::string&, const std::string&)>& local_decl) {
  for (const auto& d : script.data) {
    if (d.kind != DataDirective::Declare || d.args.size() < 3) continue;
    std::string scope = d.args.back(), name = d.args[d.args.size() - 2], type;
    for (size_t i = 0; i + 2 < d.args.size(); ++i) type += (type.empty() ? "" : " ") + d.args[i];
    bool promela = type == "int" || type == "byte" || type == "short" || type == "bool" || type == "bit" ||
                   type == "chan" || type == "mtype" || model.promela_typedefs.count(type);
    std::string where = scope == "Global" ? "Global" : "Local " + proctype_name(scope);
    if (scope == "Global" && promela)
      globals.push_back(type + " " + name + ";");
    else if (promela && local_decl(scope, type + " " + name + ";"))
      continue;  // Modex: a Promela-typed Declare for a function is a local of its proctype
    else
      globals.push_back("c_state \"" + type + " " + name + "\" \"" + where + "\"");
    if (scope == "Global") declared.insert(name);
  }
}

}  // namespace

ExtractResult extract(const Script& script, const ExtractOptions& options) {
  prepare_out_dir(options.out_dir);
  if (script.extracts.empty())
    throw InputError(located(script.file.string(), 0, "no %X line: name the functions to extract"));

  // Sources: every %F, plus the file each %X refers to.
  std::vector<std::string> sources;
  auto add_source = [&](const std::string& s) {
    std::string a = absolute_path(s).string();
    if (std::find(sources.begin(), sources.end(), a) == sources.end()) sources.push_back(a);
  };
  for (const auto& s : script.sources) add_source(s);
  for (const auto& x : script.extracts)
    if (!x.source.empty()) add_source(x.source);
  for (const auto& s : sources)
    if (!fs::exists(s)) throw InputError(located(script.file.string(), 0, "C source " + s + " does not exist"));

  ParseRequest request;
  request.sources = sources;
  request.flags = !options.compile_flags.empty() ? options.compile_flags : script.compile_flags;
  for (const auto& f : script.preprocess_flags) request.flags.push_back(f);
  if (!script.header.empty()) {
    // %H is read before the C file, as Modex prepends it.
    fs::path header = fs::absolute(options.out_dir / "mokert-header.h");
    write_file_atomic(header, script.header);
    request.flags.push_back("-include");
    request.flags.push_back(header.string());
  }
  request.compile_db = !options.compile_db.empty() ? options.compile_db : fs::path(script.compile_db);
  ParsedSources parsed = parse_sources(request);

  std::map<std::string, clang::ASTUnit*> unit_of;
  for (auto& u : parsed.units)
    unit_of[absolute_path(u->getMainFileName().str()).string()] = u.get();

  // Which functions, in which mode.
  ModelContext model;
  model.script = &script;
  model.promela_typedefs = promela_typedefs(script.promela_includes);
  std::vector<Job> jobs;
  std::set<std::string> seen;
  for (const auto& spec : script.extracts) {
    std::string src = absolute_path(spec.source.empty() ? sources.front() : spec.source).string();
    clang::ASTUnit* unit = unit_of.count(src) ? unit_of[src] : parsed.units.front().get();
    auto fns = functions_of(*unit);
    std::vector<const clang::FunctionDecl*> chosen;
    if (spec.all) {
      // Source order, not name order: the model reads like the C.
      for (const clang::Decl* d : unit->getASTContext().getTranslationUnitDecl()->decls())
        if (const auto* fn = clang::dyn_cast<clang::FunctionDecl>(d))
          if (fns.count(fn->getNameAsString()) && fns[fn->getNameAsString()] == fn) chosen.push_back(fn);
    } else {
      auto it = fns.find(spec.function);
      if (it == fns.end())
        throw InputError(located(spec.where.file, spec.where.line,
                                 "%X names function '" + spec.function + "', which has no body in " + src +
                                     "; check the name and the %F line"));
      chosen.push_back(it->second);
    }
    for (const auto* fn : chosen) {
      if (!seen.insert(fn->getNameAsString()).second) continue;
      jobs.push_back({&spec, fn, &unit->getASTContext()});
      model.extracted[fn->getNameAsString()] = spec.mode;
    }
  }
  // Thread start routines (pthread_create's third argument) become passive proctypes.
  std::deque<ExtractSpec> thread_specs;
  if (script.auto_threads) {
    const ExtractSpec* main_spec = &script.extracts.front();
    for (const auto& x : script.extracts)
      if (x.function == "main") main_spec = &x;
    for (size_t i = 0; i < jobs.size(); ++i) {
      ThreadStarts ts;
      ts.TraverseDecl(const_cast<clang::FunctionDecl*>(jobs[i].fn));
      for (const clang::FunctionDecl* f : ts.routines) {
        const clang::FunctionDecl* def = f->getDefinition();
        if (!def || !seen.insert(def->getNameAsString()).second) continue;
        ExtractSpec spec = *main_spec;
        spec.function = def->getNameAsString();
        spec.mode = ExtractMode::Proctype;
        spec.all = false;
        spec.instances = 1;
        thread_specs.push_back(spec);
        jobs.push_back({&thread_specs.back(), def, jobs[i].ctx});
        model.extracted[spec.function] = spec.mode;
      }
    }
  }
  // An inline's locals live in the proctype that expands it: the first extracted caller.
  for (const auto& job : jobs) {
    if (job.spec->mode == ExtractMode::Inline || job.spec->mode == ExtractMode::NoEncapsulation) continue;
    CallCollector cc;
    cc.TraverseDecl(const_cast<clang::FunctionDecl*>(job.fn));
    for (const auto& callee : cc.callees)
      if (model.extracted.count(callee) && !model.inline_caller.count(callee))
        model.inline_caller[callee] = proctype_name(job.fn->getNameAsString());
  }
  // Inlines first (Promela needs them defined before use), then passive proctypes (started by
  // the active ones), then active proctypes.
  auto rank = [](const Job& j) {
    switch (j.spec->mode) {
      case ExtractMode::Inline: return 0;
      case ExtractMode::Proctype:
      case ExtractMode::ExtendedPassive: return 1;
      default: return 2;
    }
  };
  std::stable_sort(jobs.begin(), jobs.end(), [&](const Job& a, const Job& b) { return rank(a) < rank(b); });

  std::vector<FunctionOutput> outputs;
  for (const auto& job : jobs) outputs.push_back(translate_function(model, *job.ctx, job.fn, *job.spec));
  // An inline's variables are declared in the proctype that expands it (declaring them in the
  // inline would declare them again at every expansion).
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (jobs[i].spec->mode != ExtractMode::Inline) continue;
    for (auto& o : outputs)
      if (&o != &outputs[i] && o.name == outputs[i].owner) {
        o.decls.insert(o.decls.end(), outputs[i].decls.begin(), outputs[i].decls.end());
        outputs[i].decls.clear();
      }
  }

  if ((options.strict || script.strict) && !model.unmapped.empty()) {
    std::string msg = "strict mode: " + std::to_string(model.unmapped.size()) +
                      " C statement(s) have no translation rule; add rules for them:";
    for (const auto& u : model.unmapped) msg += "\n  " + u;
    throw InputError(msg);
  }

  // ---- assemble model.pml ----
  std::vector<PmlLine> lines;
  auto add = [&](const std::string& text) {
    if (text.empty()) {
      lines.push_back({0, "", std::nullopt});
      return;
    }
    std::istringstream in(text);
    std::string l;
    while (std::getline(in, l)) lines.push_back({0, l, std::nullopt});
  };
  add("/* model.pml: generated by mokert extract" +
      (script.file.empty() ? std::string() : " from " + script.file.filename().string()) +
      ". Do not edit: change the C or the translation script. */");
  for (const auto& inc : script.promela_includes) add("#include \"" + inc.filename().string() + "\"");
  // Every proctype ends with mokert_thread_exit(); a runtime that tracks thread ends defines it.
  add("#ifndef mokert_thread_exit\n#define mokert_thread_exit() skip\n#endif");

  std::set<std::string> type_names;
  for (const auto& [v, pv] : model.globals)
    if (!pv.promela) identifiers_in(pv.type, type_names);
  for (const auto& o : outputs)
    for (const auto& d : o.top_decls) identifiers_in(d, type_names);
  std::set<std::string> wanted = type_names;
  wanted.insert(model.used_identifiers.begin(), model.used_identifiers.end());
  std::string defines, types;
  for (const auto& src : sources) {
    defines += used_defines(src, model.used_identifiers);
    if (unit_of.count(src)) types += used_types(*unit_of[src], wanted);
  }
  if (!defines.empty()) add("/* macros of the C file the c_code uses */\n" + defines);
  if (!script.c_decls.empty() || !types.empty())
    add("c_decl {\n" + script.c_decls + (script.c_decls.empty() || script.c_decls.back() == '\n' ? "" : "\n") +
        types + "}");
  if (!script.c_data.empty()) add("c_code {\n" + script.c_data + "\n}");

  std::vector<std::string> global_lines;
  std::set<std::string> declared = runtime_globals(script.promela_includes);
  for (const auto& d : script.data)  // Modex's `Promela name Global`: declared in %P already
    if (d.kind == DataDirective::PromelaVar && !d.args.empty()) declared.insert(d.args.front());
  // A Declare for an extracted function's proctype goes among its locals.
  auto local_decl = [&](const std::string& fn, const std::string& decl) {
    for (auto& o : outputs)
      if (o.name == proctype_name(fn) && !o.footer.empty()) {
        o.decls.push_back(decl);
        return true;
      }
    return false;
  };
  declare_lines(script, model, global_lines, declared, local_decl);
  for (const auto* var : model.global_order) {
    const PmlVar& v = model.globals.at(var);
    if (declared.count(v.name) || v.external) continue;
    if (v.promela)
      global_lines.push_back(v.type + " " + v.name + v.array + (v.init.empty() ? "" : " = " + v.init) + ";");
    else
      global_lines.push_back("c_state \"" + v.type + "\" \"Global\"" + (v.init.empty() ? "" : " \"" + v.init + "\""));
  }
  for (const auto& g : model.extra_globals) global_lines.push_back(g);
  for (const auto& o : outputs)
    for (const auto& d : o.top_decls) global_lines.push_back(d);
  if (!global_lines.empty()) {
    add("");
    for (const auto& g : global_lines) add(g);
  }

  // Modex writes a -n function's body to _modex_<f>.pml for the script's own proctype to
  // #include; mokert also puts the body in place of that #include, so its lines stay mapped.
  std::map<std::string, FunctionOutput*> bodies;
  for (size_t i = 0; i < outputs.size(); ++i)
    if (jobs[i].spec->mode == ExtractMode::NoEncapsulation) bodies[outputs[i].name] = &outputs[i];
  std::set<std::string> spliced;
  auto add_with_bodies = [&](const std::string& text) {
    static const std::regex kInclude(R"(^\s*#\s*include\s+"_modex_([A-Za-z_][A-Za-z0-9_]*)\.pml"\s*$)");
    std::istringstream in(text);
    std::string l;
    while (std::getline(in, l)) {
      std::smatch m;
      auto it = std::regex_match(l, m, kInclude) ? bodies.find(m[1]) : bodies.end();
      if (it == bodies.end()) {
        lines.push_back({0, l, std::nullopt});
        continue;
      }
      lines.push_back({0, "/* " + l.substr(l.find('#')) + " (the body of " + it->first + ", %X -n) */", std::nullopt});
      for (const auto& d : it->second->decls) lines.push_back({1, d, std::nullopt});
      for (const auto& b : it->second->body.lines()) lines.push_back(b);
      spliced.insert(it->first);
    }
  };
  for (const auto& [name, o] : bodies) {  // the file Modex writes, for scripts that read it
    std::string text;
    for (const auto& d : o->decls) text += "\t" + d + "\n";
    for (const auto& b : o->body.lines())
      text += std::string(static_cast<size_t>(b.indent), '\t') + b.text + "\n";
    write_file_atomic(options.out_dir / ("_modex_" + name + ".pml"), text);
  }
  if (!script.promela.empty()) {  // %P: Modex places it before the extracted code
    add("");
    add_with_bodies(script.promela);
  }
  for (auto& o : outputs) {
    if (bodies.count(o.name)) {
      // Not included by %P/%A: like Modex, the body is only in its _modex_ file.
      if (!spliced.count(o.name) && script.promela_after.find("_modex_" + o.name + ".pml") == std::string::npos)
        model.notes.push_back("%X -n " + o.name + ": its body is in _modex_" + o.name +
                              ".pml, which no %P/%A line #includes, so the model does not run it");
      continue;
    }
    add("");
    add(o.header);
    for (const auto& d : o.decls) lines.push_back({1, d, std::nullopt});
    for (auto& l : o.body.lines()) lines.push_back(std::move(l));
    if (!o.footer.empty()) add(o.footer);
  }
  if (!script.promela_after.empty()) {
    add("");
    add_with_bodies(script.promela_after);
  }

  ExtractResult result;
  result.pml = options.out_dir / "model.pml";
  result.map_file = options.out_dir / "model.map.xml";
  result.map.model = fs::absolute(result.pml).lexically_normal().string();
  std::string text;
  unsigned n = 0;
  for (auto& l : lines) {
    ++n;
    std::string line(static_cast<size_t>(l.indent), '\t');
    line += l.text;
    if (l.map) {
      line += "\t/* line " + std::to_string(l.map->c.line) + " */";
      l.map->pml_line = n;
      result.map.entries.push_back(*l.map);
    }
    text += line + "\n";
  }
  for (const auto& inc : script.promela_includes) write_file_atomic(options.out_dir / inc.filename(), read_file(inc));
  write_file_atomic(result.pml, text);
  write_linemap(result.map, result.map_file);
  result.c_code_statements = model.c_code_statements;
  result.notes = parsed.notes;
  for (const auto& n : script.notes) result.notes.push_back(n);
  for (const auto& n : model.notes) result.notes.push_back(n);
  return result;
}

} // namespace mokert
