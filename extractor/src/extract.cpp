// mokert::extract: parse the C, translate every %X function, write model.pml and model.map.xml.
#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/ASTUnit.h>
#include <clang/Lex/Lexer.h>

#include <algorithm>
#include <cctype>
#include <deque>
#include <iterator>
#include <optional>
#include <functional>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "mokert/error.hpp"
#include "mokert/extractor.hpp"
#include "mokert/files.hpp"
#include "script_internal.hpp"
#include "translate_cdecl.hpp"
#include "translate_frontend.hpp"
#include "translate_function.hpp"

namespace fs = std::filesystem;

namespace mokert {
// Processes at once (main included) when a loop without end creates threads.
constexpr int kEndlessLoopThreads = 4;
namespace {

struct Job {
  const ExtractSpec* spec;
  const clang::FunctionDecl* fn;
  clang::ASTContext* ctx;
};

fs::path absolute_path(const std::string& p) { return fs::absolute(p).lexically_normal(); }

std::string comma_list(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

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

// Functions with a body in the program's code of the unit (the C file, its own headers), by name.
std::map<std::string, const clang::FunctionDecl*> functions_of(clang::ASTUnit& unit) {
  std::map<std::string, const clang::FunctionDecl*> out;
  auto& sm = unit.getSourceManager();
  for (const clang::Decl* d : unit.getASTContext().getTranslationUnitDecl()->decls()) {
    const auto* fn = clang::dyn_cast<clang::FunctionDecl>(d);
    if (!fn || !fn->doesThisDeclarationHaveABody()) continue;
    if (!in_program(sm, fn->getLocation())) continue;
    out.emplace(fn->getNameAsString(), fn);
  }
  return out;
}

struct CallCollectorDecls : clang::RecursiveASTVisitor<CallCollectorDecls> {
  std::vector<const clang::FunctionDecl*> callees;
  bool indirect = false;  // a call through a pointer
  bool VisitCallExpr(clang::CallExpr* c) {
    if (const auto* f = c->getDirectCallee()) callees.push_back(f);
    else if (!c->getCalleeDecl() || !clang::isa<clang::FunctionDecl>(c->getCalleeDecl())) indirect = true;
    return true;
  }
};

// Functions of the main file whose address is taken somewhere in it (an initialiser of a table
// of handlers, `ops.f = g`, an argument): what a call through a pointer may reach.
struct AddressTaken : clang::RecursiveASTVisitor<AddressTaken> {
  std::set<const clang::DeclRefExpr*> callee_refs;
  std::vector<std::pair<const clang::DeclRefExpr*, const clang::FunctionDecl*>> refs;
  bool VisitCallExpr(clang::CallExpr* c) {
    if (const auto* d = clang::dyn_cast<clang::DeclRefExpr>(c->getCallee()->IgnoreParenImpCasts())) callee_refs.insert(d);
    return true;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr* d) {
    if (const auto* f = clang::dyn_cast<clang::FunctionDecl>(d->getDecl())) refs.emplace_back(d, f);
    return true;
  }
};

std::vector<const clang::FunctionDecl*> address_taken_functions(clang::ASTContext& ctx) {
  auto& sm = ctx.getSourceManager();
  AddressTaken v;
  for (clang::Decl* d : ctx.getTranslationUnitDecl()->decls())
    if (in_program(sm, d->getLocation())) v.TraverseDecl(d);
  std::vector<const clang::FunctionDecl*> out;
  std::set<const clang::FunctionDecl*> seen;
  for (const auto& [ref, f] : v.refs) {
    const clang::FunctionDecl* def = nullptr;
    if (v.callee_refs.count(ref) || !f->hasBody(def) || !def) continue;
    if (in_program(sm, def->getLocation()) && seen.insert(def).second) out.push_back(def);
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
void identifiers_in(const std::string& text, std::set<std::string>& out);

// The file's #defines the c_code uses, and the ones those use in turn (container_of's body
// calls the file's offsetof).
std::string used_defines(const std::string& file, std::set<std::string> used) {
  std::string text = read_file(file);
  static const std::regex kDefine(R"(^\s*#\s*define\s+([A-Za-z_][A-Za-z0-9_]*))");
  for (;;) {
    std::istringstream in(text);
    std::string line, out;
    bool continuing = false, keep = false;
    while (std::getline(in, line)) {
      std::smatch m;
      if (!continuing && std::regex_search(line, m, kDefine)) keep = used.count(m[1]) > 0;
      else if (!continuing) keep = false;
      if (keep) out += line + "\n";
      continuing = !line.empty() && line.back() == '\\';
    }
    size_t before = used.size();
    identifiers_in(out, used);
    if (used.size() == before) return out;
  }
}

// The runtime files the model may include: the script's, and the C-memory ones the
// translator adds when the c_code needs them.
fs::path script_runtime_file(const std::string& name) {
  return script_detail::runtime_dir() / name;
}
std::vector<fs::path> runtime_files(const Script& script) {
  std::vector<fs::path> out = script.promela_includes;
  out.push_back(script_runtime_file("cmem.pml"));
  return out;
}
// Names of the function-like macros the runtime files define (mokert_mutex_lock_c, ...); with
// object_like, those of every macro (spinlock_t, atomic_t): SPIN's preprocessor expands them in
// the C the model carries as well, so a kernel header's `typedef struct {...} atomic_t;` printed
// into c_decl became `} short;`.
std::set<std::string> runtime_macros(const std::vector<fs::path>& files, bool object_like = false) {
  std::set<std::string> out;
  static const std::regex kMacro(R"((?:^|\n)[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)\()");
  static const std::regex kAny(R"((?:^|\n)[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*))");
  for (const auto& f : files) {
    if (!fs::exists(f)) continue;
    std::string text = read_file(f);
    const std::regex& re = object_like ? kAny : kMacro;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it)
      out.insert((*it)[1]);
  }
  return out;
}
// SPIN reads a c_code or c_decl block into a fixed buffer of 64 KiB ("inline text too long"):
// a longer block is written as several, each cut where C's braces are closed.
constexpr size_t kCBlockBytes = 48 * 1024;

std::vector<std::string> split_c_block(const std::string& text) {
  std::string head;
  if (text.rfind("c_code {\n", 0) == 0) head = "c_code {\n";
  else if (text.rfind("c_decl {\n", 0) == 0) head = "c_decl {\n";
  if (head.empty() || text.size() <= kCBlockBytes || text.back() != '}') return {text};
  std::string body = text.substr(head.size(), text.size() - head.size() - 1);
  std::vector<std::string> out;
  std::string part;
  int depth = 0;
  bool in_str = false, in_chr = false, in_comment = false;
  size_t line_start = 0;
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    char n = i + 1 < body.size() ? body[i + 1] : '\0';
    if (in_comment) {
      if (c == '*' && n == '/') in_comment = false, ++i;
    } else if (in_str || in_chr) {
      if (c == '\\') ++i;
      else if ((in_str && c == '"') || (in_chr && c == '\'')) in_str = in_chr = false;
    } else if (c == '/' && n == '*') {
      in_comment = true, ++i;
    } else if (c == '/' && n == '/') {
      while (i + 1 < body.size() && body[i + 1] != '\n') ++i;
    } else if (c == '"') {
      in_str = true;
    } else if (c == '\'') {
      in_chr = true;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}') {
      --depth;
    }
    if (c == '\n' || i + 1 == body.size()) {
      // A line ends: the part may end here when nothing is open.
      part += body.substr(line_start, i + 1 - line_start);
      line_start = i + 1;
      if (depth == 0 && !in_comment && part.size() > kCBlockBytes / 2) {
        out.push_back(head + part + (part.back() == '\n' ? "" : "\n") + "}");
        part.clear();
      }
    }
  }
  if (!part.empty() || out.empty()) out.push_back(head + part + "}");
  return out;
}

std::string c_string(const std::string& s) {
  std::string out;
  for (char ch : s) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (ch == '\n') ch = ' ';
    out += ch;
  }
  return out;
}

void identifiers_in(const std::string& text, std::set<std::string>& out) {
  static const std::regex kIdent(R"([A-Za-z_][A-Za-z0-9_]*)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kIdent); it != std::sregex_iterator(); ++it)
    out.insert(it->str());
}

// The struct, union and enum tags a script's %D/%B text defines, and its typedef names: a Modex
// script declares there the types of the data it imports (Modex copies none), often the
// program's own declarations again; the model then leaves out its copy (pan: "redefinition").
std::set<std::string> script_type_names(const std::string& c_decls) {
  std::set<std::string> out;
  static const std::regex kTag(R"(\b(?:struct|union|enum)\s+([A-Za-z_][A-Za-z0-9_]*)\s*\{)");
  for (auto it = std::sregex_iterator(c_decls.begin(), c_decls.end(), kTag); it != std::sregex_iterator(); ++it)
    out.insert((*it)[1]);
  // `typedef ... NAME;` at the top level: the last word before its `;`.
  int depth = 0;
  size_t start = std::string::npos;
  for (size_t i = 0; i < c_decls.size(); ++i) {
    char c = c_decls[i];
    if (c == '{') ++depth;
    if (c == '}') --depth;
    if (depth == 0 && c_decls.compare(i, 7, "typedef") == 0 && (i == 0 || !std::isalnum(static_cast<unsigned char>(c_decls[i - 1]))))
      start = i;
    if (depth == 0 && c == ';' && start != std::string::npos) {
      static const std::regex kLast(R"(([A-Za-z_][A-Za-z0-9_]*)\s*(\[[^\]]*\]\s*)*$)");
      std::smatch m;
      std::string head = c_decls.substr(start, i - start);
      if (std::regex_search(head, m, kLast)) out.insert(m[1]);
      start = std::string::npos;
    }
  }
  return out;
}

// Type definitions of the C file (structs, unions, enums, typedefs) that c_state needs, and
// the ones those need in turn (a struct field of another struct type), in source order; not
// those the script's %D/%B defines itself (given).
std::string used_types(clang::ASTUnit& unit, std::set<std::string> names, bool own_headers,
                       const std::set<std::string>& given) {
  auto& sm = unit.getSourceManager();
  const auto& lo = unit.getASTContext().getLangOpts();
  struct Piece {
    std::set<std::string> defines;  // names this piece declares
    std::string text;
  };
  std::vector<Piece> pieces;
  std::vector<const clang::Decl*> decls(unit.getASTContext().getTranslationUnitDecl()->decls().begin(),
                                        unit.getASTContext().getTranslationUnitDecl()->decls().end());
  auto text_of = [&](clang::SourceRange r) {
    clang::SourceLocation b = sm.getExpansionLoc(r.getBegin()), e = sm.getExpansionLoc(r.getEnd());
    // The range ends at the start of its last token (`Entry` of `typedef struct Entry Entry`).
    e = clang::Lexer::getLocForEndOfToken(e, 0, sm, lo);
    const char* pb = sm.getCharacterData(b);
    const char* pe = sm.getCharacterData(e);
    return pe > pb ? std::string(pb, pe) : std::string();
  };
  for (size_t i = 0; i < decls.size(); ++i) {
    const clang::Decl* d = decls[i];
    if (own_headers ? !in_program(sm, d->getLocation()) : !in_main_source(sm, d->getLocation()))
      continue;
    const auto* td = clang::dyn_cast<clang::TagDecl>(d);
    if (td && !td->isThisDeclarationADefinition()) continue;
    if (!td && !clang::isa<clang::TypedefNameDecl>(d)) continue;
    Piece p;
    if (const auto* nd = clang::dyn_cast<clang::NamedDecl>(d)) p.defines.insert(nd->getNameAsString());
    if (td && td->isEmbeddedInDeclarator() && i + 1 < decls.size() &&
        clang::isa<clang::TypedefNameDecl>(decls[i + 1])) {
      // `typedef struct S {...} S;`: one piece, the struct is defined inside the typedef.
      const auto* tdef = clang::cast<clang::TypedefNameDecl>(decls[i + 1]);
      p.defines.insert(tdef->getNameAsString());
      p.text = text_of(tdef->getSourceRange());
      ++i;
    } else {
      p.text = text_of(d->getSourceRange());
    }
    if (!p.text.empty()) pieces.push_back(std::move(p));
  }
  std::vector<bool> chosen(pieces.size(), false);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < pieces.size(); ++i) {
      if (chosen[i]) continue;
      bool want = false, script_has = false;
      for (const auto& n : pieces[i].defines) {
        want = want || (!n.empty() && names.count(n));
        script_has = script_has || given.count(n);
      }
      if (!want) continue;
      chosen[i] = changed = true;
      if (!script_has) identifiers_in(pieces[i].text, names);
    }
  }
  std::string out;
  for (size_t i = 0; i < pieces.size(); ++i) {
    bool script_has = false;
    for (const auto& n : pieces[i].defines) script_has = script_has || given.count(n);
    if (chosen[i] && !script_has) out += pieces[i].text + ";\n";
  }
  return out;
}

// The headers beside the C file that it includes (in_program), in the order they were entered.
std::vector<std::string> own_headers(clang::ASTUnit& unit) {
  auto& sm = unit.getSourceManager();
  std::vector<std::string> out;
  for (unsigned i = 1; i < sm.local_sloc_entry_size(); ++i) {
    const clang::SrcMgr::SLocEntry& e = sm.getLocalSLocEntry(i);
    if (!e.isFile()) continue;
    clang::SourceLocation at = clang::SourceLocation::getFromRawEncoding(e.getOffset());
    const clang::FileEntry* f = e.getFile().getContentCache().OrigEntry;
    if (!f || in_main_source(sm, at) || !in_program(sm, at)) continue;
    std::string name = absolute_path(f->getName().str()).string();
    if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
  }
  return out;
}

// The C file's `#include <...>` lines of the C library's headers (pthread.h, stdlib.h): pan.c
// needs them for the types and functions the c_code uses. Kernel builds (-nostdinc) have none.
std::string system_includes(const std::string& file, const std::vector<std::string>& flags) {
  for (const auto& f : flags)
    if (f == "-nostdinc") return "";
  static const std::regex kInclude(R"(^\s*#\s*include\s*<([^>]+)>)");
  std::istringstream in(read_file(file));
  std::string line, out;
  while (std::getline(in, line)) {
    std::smatch m;
    if (!std::regex_search(line, m, kInclude)) continue;
    std::string h = m[1];
    // The compiler's own headers (stdatomic.h, stdbool.h) are not under /usr/include.
    static const std::set<std::string> kCompilerHeaders = {"stdatomic.h", "stdbool.h", "stddef.h", "stdarg.h",
                                                           "stdalign.h", "stdnoreturn.h", "stdint.h", "limits.h"};
    if (kCompilerHeaders.count(h) || fs::exists("/usr/include/" + h) || fs::exists("/usr/include/x86_64-linux-gnu/" + h))
      out += "\\#include <" + h + ">\n";
  }
  return out;
}

// Functions passed to pthread_create as the start routine; whether a pthread_join reads the
// value a thread hands back (a second argument that is not NULL).
struct ThreadStarts : clang::RecursiveASTVisitor<ThreadStarts> {
  std::vector<const clang::FunctionDecl*> routines;
  bool join_values = false;
  bool VisitCallExpr(clang::CallExpr* c) {
    const auto* f = c->getDirectCallee();
    if (f && f->getName() == "pthread_join" && c->getNumArgs() == 2 &&
        !c->getArg(1)->isNullPointerConstant(f->getASTContext(), clang::Expr::NPC_ValueDependentIsNotNull))
      join_values = true;
    if (!f || f->getName() != "pthread_create" || c->getNumArgs() < 3) return true;
    const clang::Expr* a = c->getArg(2)->IgnoreParenCasts();
    if (const auto* u = clang::dyn_cast<clang::UnaryOperator>(a))
      if (u->getOpcode() == clang::UO_AddrOf) a = u->getSubExpr()->IgnoreParenCasts();
    if (const auto* d = clang::dyn_cast<clang::DeclRefExpr>(a))
      if (const auto* fn = clang::dyn_cast<clang::FunctionDecl>(d->getDecl())) {
        routines.push_back(fn);
        return true;
      }
    // A start routine taken from a pointer (`starts[i]` of a table of them): any function of
    // the file whose address is taken and that can be one (`void *f(void *)`); the translator
    // starts the one the pointer holds.
    for (const clang::FunctionDecl* fn : address_taken_functions(f->getASTContext()))
      if (fn->getNumParams() == 1 && fn->getParamDecl(0)->getType()->isPointerType() &&
          fn->getReturnType()->isPointerType())
        routines.push_back(fn);
    return true;
  }
};

// Functions of the main file that fn calls, directly or through other such functions: their
// bodies are expanded into fn's proctype (docs/extractor.md, "Calls"), so what they do is fn's.
// The function and what it calls directly; with through_pointers, also what it may call through a
// pointer (any function whose address is taken): which globals a thread may touch must not miss
// a handler's.
std::vector<const clang::FunctionDecl*> reachable(const clang::FunctionDecl* fn, bool through_pointers = false) {
  std::vector<const clang::FunctionDecl*> out{fn};
  std::set<const clang::FunctionDecl*> seen{fn};
  bool pointers_added = false;
  for (size_t i = 0; i < out.size(); ++i) {
    CallCollectorDecls cc;
    cc.TraverseDecl(const_cast<clang::FunctionDecl*>(out[i]));
    if (through_pointers && cc.indirect && !pointers_added) {
      pointers_added = true;
      for (const clang::FunctionDecl* f : address_taken_functions(fn->getASTContext()))
        if (seen.insert(f).second) out.push_back(f);
    }
    for (const clang::FunctionDecl* f : cc.callees) {
      const clang::FunctionDecl* def = nullptr;
      if (!f->hasBody(def) || !def) continue;
      auto& sm = def->getASTContext().getSourceManager();
      if (!in_program(sm, def->getLocation())) continue;
      if (seen.insert(def).second) out.push_back(def);
    }
  }
  return out;
}

// Whether a function reads its parameter: a use other than `(void)p;`, which only silences the
// unused-parameter warning.
struct ParamUse : clang::RecursiveASTVisitor<ParamUse> {
  const clang::ParmVarDecl* param = nullptr;
  unsigned refs = 0, voided = 0;
  bool VisitDeclRefExpr(clang::DeclRefExpr* e) {
    if (e->getDecl() == param) ++refs;
    return true;
  }
  bool VisitCStyleCastExpr(clang::CStyleCastExpr* e) {
    if (e->getType()->isVoidType())
      if (auto* r = llvm::dyn_cast<clang::DeclRefExpr>(e->getSubExpr()->IgnoreParenImpCasts()); r && r->getDecl() == param)
        ++voided;
    return true;
  }
};

bool reads_parameter(const clang::FunctionDecl* f, unsigned i) {
  if (i >= f->getNumParams() || !f->hasBody()) return false;
  ParamUse u;
  u.param = f->getParamDecl(i);
  u.TraverseStmt(f->getBody());
  return u.refs > u.voided;
}

struct GlobalRefs : clang::RecursiveASTVisitor<GlobalRefs> {
  std::set<std::string> names;
  bool VisitDeclRefExpr(clang::DeclRefExpr* d) {
    if (const auto* v = clang::dyn_cast<clang::VarDecl>(d->getDecl()))
      if (v->hasGlobalStorage() && v->getTLSKind() == clang::VarDecl::TLS_None) names.insert(v->getNameAsString());
    return true;
  }
};

// Stores to bit-fields (`d.ready = 1`, `d.count++`): C writes the whole storage unit they share
// with their neighbours, the model each field alone.
// Each store has the locks taken before it in its function's text and not yet released there (a
// straight-line reading: branches and callers' locks are not seen, so a lock may be missed, never
// invented).
struct BitFieldStores : clang::RecursiveASTVisitor<BitFieldStores> {
  std::map<const clang::FieldDecl*, std::vector<std::set<std::string>>> stores;  // field -> lockset of each store
  std::set<std::string> held;
  const clang::FunctionDecl* in = nullptr;
  bool TraverseFunctionDecl(clang::FunctionDecl* f) {
    held.clear();
    in = f;
    return clang::RecursiveASTVisitor<BitFieldStores>::TraverseFunctionDecl(f);
  }
  // The kernel's list changes (list_add_tail, list_del, ...): one step each in the model when the
  // list is C data (its inline runs whole in a c_code), several stores in C. Each one's lockset.
  std::vector<std::set<std::string>> list_changes;
  void store(const clang::Expr* lhs) {
    if (const auto* m = clang::dyn_cast<clang::MemberExpr>(lhs->IgnoreParenImpCasts()))
      if (const auto* f = clang::dyn_cast<clang::FieldDecl>(m->getMemberDecl()); f && f->isBitField())
        stores[f].push_back(held);
  }
  bool VisitCallExpr(clang::CallExpr* c) {
    const auto* fn = c->getDirectCallee();
    if (!fn || c->getNumArgs() == 0 || !in) return true;
    std::string name = fn->getName().str();
    static const std::regex list_change(R"((h?list_(add|add_tail|del|del_init|move|move_tail|replace|splice\w*|rotate_left)|hlist_add_\w+))");
    if (std::regex_match(name, list_change)) list_changes.push_back(held);
    auto& sm = in->getASTContext().getSourceManager();
    auto range = clang::CharSourceRange::getTokenRange(sm.getExpansionRange(c->getArg(0)->getSourceRange()).getAsRange());
    std::string arg = clang::Lexer::getSourceText(range, sm, in->getASTContext().getLangOpts()).str();
    arg.erase(std::remove_if(arg.begin(), arg.end(), [](char ch) { return std::isspace(static_cast<unsigned char>(ch)); }),
              arg.end());
    if (name.find("unlock") != std::string::npos) held.erase(arg);
    else if ((name.find("_lock") != std::string::npos || name.find("lock_") != std::string::npos) &&
             name.find("trylock") == std::string::npos && name.find("init") == std::string::npos &&
             name.find("destroy") == std::string::npos)
      held.insert(arg);
    return true;
  }
  bool VisitBinaryOperator(clang::BinaryOperator* b) {
    if (b->isAssignmentOp()) store(b->getLHS());
    return true;
  }
  bool VisitUnaryOperator(clang::UnaryOperator* u) {
    if (u->isIncrementDecrementOp()) store(u->getSubExpr());
    return true;
  }
  // A branch that leaves (`if (list_empty(&l)) { spin_unlock(&lk); return 0; }`) does not take
  // its unlock to the code after the if: there the locks are those of the branch that goes on;
  // where both go on, those held on both.
  static bool leaves(const clang::Stmt* s) {
    while (const auto* c = clang::dyn_cast_or_null<clang::CompoundStmt>(s)) s = c->body_empty() ? nullptr : c->body_back();
    return s && (clang::isa<clang::ReturnStmt>(s) || clang::isa<clang::GotoStmt>(s) || clang::isa<clang::BreakStmt>(s) ||
                 clang::isa<clang::ContinueStmt>(s));
  }
  bool TraverseIfStmt(clang::IfStmt* s) {
    if (s->getInit()) TraverseStmt(s->getInit());
    TraverseStmt(s->getCond());
    const std::set<std::string> before = held;
    TraverseStmt(s->getThen());
    const std::set<std::string> after_then = held;
    held = before;
    if (s->getElse()) TraverseStmt(s->getElse());
    const std::set<std::string> after_else = held;
    const bool then_leaves = leaves(s->getThen()), else_leaves = s->getElse() && leaves(s->getElse());
    if (then_leaves && !else_leaves) {
      held = after_else;
    } else if (else_leaves && !then_leaves) {
      held = after_then;
    } else {
      held.clear();
      std::set_intersection(after_then.begin(), after_then.end(), after_else.begin(), after_else.end(),
                            std::inserter(held, held.begin()));
    }
    return true;
  }
};

// glibc's errno is `(*__errno_location ())`: a call of it is a use of errno.
struct ErrnoUse : clang::RecursiveASTVisitor<ErrnoUse> {
  bool found = false;
  bool VisitCallExpr(clang::CallExpr* c) {
    if (const auto* f = c->getDirectCallee(); f && f->getName() == "__errno_location") found = true;
    return !found;
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

// A C block with the runtime's macros it names set aside while the preprocessor reads it
// (GCC's push_macro/pop_macro; SPIN passes the pragmas over).
std::string shield_from_macros(const std::string& block, const std::set<std::string>& macros) {
  std::set<std::string> ids;
  identifiers_in(block, ids);
  std::string before, after;
  for (const auto& m : macros)
    if (ids.count(m)) {
      before += "#pragma push_macro(\"" + m + "\")\n#undef " + m + "\n";
      after += "\n#pragma pop_macro(\"" + m + "\")";
    }
  return before + block + after;
}

// Whether the script's own Promela may run f's proctype twice at once: `run p_f(...)` written
// twice, or once where a loop (`do`) may repeat it. Two runs of one passive proctype
// (`run p_worker(); run p_worker()`) share every global the function touches: taken for one
// thread, `hits++` stayed one step and the lost update was proved away.
bool script_runs_many(const Script& script, const std::string& f) {
  const std::string text = script.promela + "\n" + script.promela_after;
  const std::regex run_re("\\brun\\s+" + proctype_name(f) + "\\s*\\(");
  auto runs = std::distance(std::sregex_iterator(text.begin(), text.end(), run_re), std::sregex_iterator());
  static const std::regex kDo(R"(\bdo\b)");
  return runs >= 2 || (runs == 1 && std::regex_search(text, kDo));
}

// The script's own Promela (%P, %A) as units (script_promela.cpp): which of its processes
// expand which extracted inlines, and the text that gives each process its own copy.
struct ScriptUnits {
  std::vector<script_detail::PromelaUnit> before, after;  // %P, %A
  // Extracted inline -> the extracted inlines its expansion reaches, itself included.
  std::map<std::string, std::set<std::string>> reach;
  std::string file;  // the script, for messages

  static bool is_process(const script_detail::PromelaUnit& u) {
    return u.kind != script_detail::PromelaUnit::Kind::Inline;
  }
  bool has_process(const std::string& name) const {
    for (const auto* list : {&before, &after})
      for (const auto& u : *list)
        if (is_process(u) && u.name == name) return true;
    return false;
  }
  // The script's inlines and what each calls.
  std::map<std::string, const script_detail::PromelaUnit*> script_inlines() const {
    std::map<std::string, const script_detail::PromelaUnit*> out;
    for (const auto* list : {&before, &after})
      for (const auto& u : *list)
        if (!is_process(u)) out[u.name] = &u;
    return out;
  }
  // The script processes that expand the script's inline s (through other script inlines too).
  std::vector<std::string> expanders(const std::string& s) const {
    std::vector<std::string> out;
    std::set<std::string> seen{s};
    std::vector<std::string> todo{s};
    while (!todo.empty()) {
      std::string cur = todo.back();
      todo.pop_back();
      for (const auto* list : {&before, &after})
        for (const auto& u : *list)
          for (const auto& c : u.calls) {
            if (c.name != cur) continue;
            if (is_process(u)) {
              if (std::find(out.begin(), out.end(), u.name) == out.end()) out.push_back(u.name);
            } else if (seen.insert(u.name).second) {
              todo.push_back(u.name);
            }
          }
    }
    return out;
  }
  // The extracted inlines a unit calls, itself or through the script's inlines.
  std::set<std::string> called_inlines(const script_detail::PromelaUnit& u,
                                       const std::map<std::string, const clang::FunctionDecl*>& inlines) const {
    std::set<std::string> out, seen;
    auto scripts = script_inlines();
    std::vector<const script_detail::PromelaUnit*> todo{&u};
    while (!todo.empty()) {
      const auto* cur = todo.back();
      todo.pop_back();
      for (const auto& c : cur->calls) {
        if (inlines.count(c.name)) out.insert(c.name);
        auto it = scripts.find(c.name);
        if (it != scripts.end() && seen.insert(c.name).second) todo.push_back(it->second);
      }
    }
    return out;
  }
  // Each script process with the extracted inlines it calls, in the script's order.
  std::vector<std::pair<std::string, std::set<std::string>>> inline_calls(
      const std::map<std::string, const clang::FunctionDecl*>& inlines) const {
    std::vector<std::pair<std::string, std::set<std::string>>> out;
    for (const auto* list : {&before, &after})
      for (const auto& u : *list)
        if (is_process(u)) out.emplace_back(u.name, called_inlines(u, inlines));
    return out;
  }

  // The section's text with each call of an extracted inline made to the caller's copy, the
  // Promela variables of the copies a process owns declared at the top of its body, and, in %P
  // (which comes before the extracted code), the inlines a unit calls placed before it as
  // `#include "_modex_f.pml"` lines unless the section includes them itself: SPIN needs an
  // inline defined before a process expands it.
  std::string rewrite(bool is_after, const std::string& text, const ModelContext& model,
                      const std::map<std::string, std::vector<std::string>>& decls) const {
    const auto& units = is_after ? after : before;
    struct Edit {
      size_t pos, len;
      std::string with;
    };
    std::vector<Edit> edits;
    std::set<std::string> defined;
    static const std::regex kInclude(R"(#\s*include\s+"_modex_([A-Za-z_][A-Za-z0-9_]*)\.pml")");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kInclude); it != std::sregex_iterator(); ++it)
      defined.insert((*it)[1]);
    for (const auto& u : units) {
      std::string owner;  // the process whose copies this unit's calls name
      if (is_process(u)) {
        owner = u.name;
      } else {
        std::vector<std::string> ex = expanders(u.name);
        if (ex.size() == 1) owner = ex.front();
        for (const auto& c : u.calls)
          if (ex.size() > 1 && inline_copy_name(model, c.name, ex[0]) != c.name)
            throw InputError(located(file, 0, "the script's inline " + u.name + " calls " + c.name +
                             ", an extracted inline that several processes expand, and " + u.name +
                             " is expanded by several processes (" + ex[0] + ", " + ex[1] +
                             "): call " + c.name + " from the processes themselves, so that each has its own copy"));
      }
      std::set<std::string> needed;
      for (const auto& c : u.calls) {
        if (!reach.count(c.name)) continue;
        if (!owner.empty()) {
          std::string copy = inline_copy_name(model, c.name, owner);
          if (copy != c.name) edits.push_back({c.pos, c.name.size(), copy});
        }
        if (!is_after)
          for (const auto& r : reach.at(c.name))
            if (defined.insert(r).second) needed.insert(r);
      }
      std::string includes;
      for (const auto& n : needed) includes += "#include \"_modex_" + n + ".pml\"\n";
      if (!includes.empty()) edits.push_back({u.begin, 0, "\n" + includes});
      if (is_process(u))
        if (auto d = decls.find(u.name); d != decls.end() && !d->second.empty()) {
          std::string block = "\n";
          for (const auto& line : d->second) block += "\t" + line + "\n";
          edits.push_back({u.body_open + 1, 0, block});
        }
    }
    std::stable_sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.pos > b.pos; });
    std::string out = text;
    for (const auto& e : edits) out.replace(e.pos, e.len, e.with);
    return out;
  }
};

// Names a %P section declares at its top level (`bit lk;`, `int a, b = 2;`): a Modex script
// declares there the C globals its rules turn into Promela, and the model must not declare them
// again (SPIN: "redeclaration"). Locals of its proctypes and inlines are not globals.
std::set<std::string> top_level_declarations(const std::string& promela) {
  static const std::set<std::string> kNotTypes = {"proctype", "inline", "init", "never", "ltl", "active",
                                                  "typedef", "trace", "notrace", "c_code", "c_decl",
                                                  "c_state", "c_track", "c_expr", "mtype", "return", "goto",
                                                  "atomic", "d_step", "run", "printf", "assert"};
  static const std::regex kIdent(R"(^\s*([A-Za-z_][A-Za-z0-9_]*))");
  std::set<std::string> out;
  int depth = 0;
  std::string stmt;
  auto finish = [&] {
    std::string t = stmt;
    stmt.clear();
    for (const char* prefix : {"hidden ", "show ", "local "})
      if (t.find_first_not_of(" \t\n") != std::string::npos && t.substr(t.find_first_not_of(" \t\n")).rfind(prefix, 0) == 0)
        t = t.substr(t.find_first_not_of(" \t\n") + std::string(prefix).size());
    std::smatch m;
    if (!std::regex_search(t, m, kIdent) || kNotTypes.count(m[1].str())) return;
    std::string rest = m.suffix().str();
    // declarators at depth 0, split at commas: `a`, `b[4]`, `c = 2`
    int d = 0;
    std::string item;
    std::vector<std::string> items;
    for (char c : rest) {
      if (c == '(' || c == '[' || c == '{') ++d;
      if (c == ')' || c == ']' || c == '}') --d;
      if (c == ',' && d == 0) {
        items.push_back(item);
        item.clear();
      } else {
        item += c;
      }
    }
    items.push_back(item);
    static const std::regex kDeclarator(R"(^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(\[[^\]]*\])?\s*(=.*)?$)");
    std::vector<std::string> names;
    for (const auto& i : items) {
      std::smatch dm;
      if (!std::regex_match(i, dm, kDeclarator)) return;  // not a declaration (`x = 1`, a call)
      names.push_back(dm[1].str());
    }
    out.insert(names.begin(), names.end());
  };
  for (size_t i = 0; i < promela.size(); ++i) {
    char c = promela[i];
    if (c == '/' && i + 1 < promela.size() && promela[i + 1] == '*') {
      size_t end = promela.find("*/", i + 2);
      i = end == std::string::npos ? promela.size() : end + 1;
      continue;
    }
    if (c == '#' && (i == 0 || promela[i - 1] == '\n')) {  // preprocessor line
      size_t end = promela.find('\n', i);
      i = end == std::string::npos ? promela.size() : end;
      continue;
    }
    if (c == '{') {
      if (depth == 0) stmt.clear();
      ++depth;
      continue;
    }
    if (c == '}') {
      depth = std::max(0, depth - 1);
      if (depth == 0) stmt.clear();
      continue;
    }
    if (depth > 0) continue;
    if (c == ';' || c == '\n') {
      if (c == ';' || stmt.find_first_not_of(" \t") != std::string::npos) finish();
      stmt.clear();
      continue;
    }
    stmt += c;
  }
  if (!stmt.empty()) finish();
  return out;
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

  if (!script.sed_commands.empty())
    // Modex pipes the C through the command before it parses it. The replay runs the C as it is,
    // so a model of rewritten C (`goto ERROR` made `assert(0)`) would be checked against a
    // program without that check: a real bug called a false alarm. Refused, with the way out.
    throw InputError(located(script.file.string(), script.sed_line,
                             "%T " + printable_excerpt(script.sed_commands.front(), 80) +
                                 ": mokert does not rewrite the C before extracting it (the replay runs the C as "
                                 "it is); write a lookup rule for each statement the command changes instead "
                                 "(e.g. `goto ERROR<TAB>assert(false)` in %L), or change the C"));
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
  // No flags given anywhere: the project's compile_commands.json, when one above the C file has
  // its command (-Iinc), as clang's own tools find it.
  std::vector<std::string> auto_notes;
  if (request.compile_db.empty() && options.compile_flags.empty() && script.compile_flags.empty()) {
    request.compile_db = find_compile_db(sources.front());
    if (!request.compile_db.empty())
      auto_notes.push_back("compile flags of " + sources.front() + " from " +
                           (request.compile_db / "compile_commands.json").string() + " (give -- FLAGS to override)");
  }
  if (sources.size() > 1) request.program_unit = fs::absolute(options.out_dir / kProgramUnitName);
  ParsedSources parsed = parse_sources(request);

  std::map<std::string, clang::ASTUnit*> unit_of;
  if (parsed.units.size() == 1 && sources.size() > 1)
    for (const auto& src : sources) unit_of[src] = parsed.units.front().get();
  else
    for (auto& u : parsed.units) unit_of[absolute_path(u->getMainFileName().str()).string()] = u.get();

  // Which functions, in which mode.
  ModelContext model;
  model.script = &script;
  model.kernel_flags = std::find(request.flags.begin(), request.flags.end(), "-nostdinc") != request.flags.end();
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
      const auto& sm = unit->getSourceManager();
      for (const clang::Decl* d : unit->getASTContext().getTranslationUnitDecl()->decls())
        if (const auto* fn = clang::dyn_cast<clang::FunctionDecl>(d))
          if (fns.count(fn->getNameAsString()) && fns[fn->getNameAsString()] == fn && in_main_source(sm, fn->getLocation()) &&
              (spec.source.empty() || sources.size() == 1 ||
               absolute_path(program_file_name(sm, fn->getLocation())).string() == src))
            chosen.push_back(fn);  // `-x`: the C file's functions; its headers' are expanded where called
    } else {
      auto it = fns.find(spec.function);
      if (it == fns.end())
        throw InputError(located(spec.where.file, spec.where.line,
                                 "%X names function '" + spec.function + "', which has no body in " +
                                     (sources.size() > 1 ? "the C files given (" + comma_list(sources) + ")" : src) +
                                     "; check the name and the %F line"));
      chosen.push_back(it->second);
    }
    for (const auto* fn : chosen) {
      if (!seen.insert(fn->getNameAsString()).second) continue;
      jobs.push_back({&spec, fn, &unit->getASTContext()});
      model.extracted[fn->getNameAsString()] = spec.mode;
      // Modex's -f makes each call one atomic step. The C does not run it so: that model would
      // hide a race inside the function and prove the program safe. Its calls interleave as -e's.
      if (spec.atomic && fn->getNameAsString() != "main")
        model.notes.push_back("%X -f " + fn->getNameAsString() + ": extracted as -e; its calls are not made atomic "
                              "(Modex's -f), since the C does not run them so and a race inside " +
                              fn->getNameAsString() + " would be proved away");
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
      for (const clang::FunctionDecl* f : reachable(jobs[i].fn)) ts.TraverseDecl(const_cast<clang::FunctionDecl*>(f));
      if (ts.join_values) model.join_values = true;
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
  // `%X -x` on a program whose functions call each other or start each other as threads: Modex
  // makes each an active proctype, so a helper ran as a process of its own with null arguments
  // and a start routine ran once more than the program starts it (a worker counted three times
  // by two pthread_create calls; real bugs came back STALLED, correct programs crashed pan). A
  // function another extracted function starts as a thread runs only there, and so does one
  // another calls when the program has a main (without one, as in a kernel file, each function
  // is an entry point of its own); the roots (main, functions nothing calls: Modex's threads.c)
  // stay active.
  std::deque<ExtractSpec> started_specs;
  // What the extracted functions call (directly; `called_by_other` leaves out a function's calls
  // of itself) and start as threads (through the functions they reach).
  std::set<std::string> called, called_by_other, thread_routines;
  bool has_main = false;
  for (const auto& job : jobs) {
    if (job.fn->getNameAsString() == "main") has_main = true;
    CallCollector cc;
    cc.TraverseDecl(const_cast<clang::FunctionDecl*>(job.fn));
    for (const auto& c : cc.callees) {
      called.insert(c);
      if (c != job.fn->getNameAsString()) called_by_other.insert(c);
    }
    ThreadStarts ts;
    for (const clang::FunctionDecl* f : reachable(job.fn)) ts.TraverseDecl(const_cast<clang::FunctionDecl*>(f));
    for (const auto* r : ts.routines) thread_routines.insert(r->getNameAsString());
  }
  // A function whose address the program takes (a handler in a table of ops, `d->ops->release`)
  // runs where the pointer is called, as a called one does: as an active proctype of its own it
  // ran with null arguments, pan stopped at the null pointer and a real bug came back STALLED
  // (corpus script_x_ops_table).
  if (has_main) {
    std::set<clang::ASTContext*> units;
    for (const auto& job : jobs)
      if (units.insert(job.ctx).second)
        for (const auto* f : address_taken_functions(*job.ctx)) called_by_other.insert(f->getNameAsString());
  }
  {
    std::string demoted;
    for (auto& job : jobs) {
      std::string n = job.fn->getNameAsString();
      if (!job.spec->all || job.spec->mode != ExtractMode::ActiveProctype || n == "main") continue;
      if (!thread_routines.count(n) && !(has_main && called_by_other.count(n))) continue;
      ExtractSpec spec = *job.spec;
      spec.function = n;
      spec.all = false;
      spec.mode = ExtractMode::ExtendedPassive;
      spec.instances = 1;
      started_specs.push_back(spec);
      job.spec = &started_specs.back();
      model.extracted[n] = spec.mode;
      demoted += (demoted.empty() ? "'" : ", '") + n + "'" + (thread_routines.count(n) ? " (a thread)" : "");
    }
    if (!demoted.empty())
      model.notes.push_back("%X -x: " + demoted +
                            " run where the extracted functions call or start them, not as active proctypes "
                            "of their own (Modex runs every -x function as one: a helper with no arguments, a "
                            "thread once more than the program starts it)");
  }
  // Which proctypes expand each inline: an extracted proctype whose code reaches the call
  // (through the functions it expands in place and the inlines it calls), and each of the
  // script's own processes (%P, %A) that calls it, directly or through the script's inlines.
  // Each gets a copy of the inline whose variables are its own locals: one set of variables
  // for all would be shared between processes (or named a process that does not exist), and
  // a lost update through them was proved safe.
  ScriptUnits units{script_detail::promela_units(script.promela), script_detail::promela_units(script.promela_after), {},
                    script.file.string()};
  for (const auto* list : {&units.before, &units.after})
    for (const auto& u : *list)
      if (u.kind == script_detail::PromelaUnit::Kind::Inline) model.script_inlines[u.name] = u;
  {
    std::map<std::string, const clang::FunctionDecl*> inline_fns;
    for (const auto& job : jobs)
      if (job.spec->mode == ExtractMode::Inline) inline_fns[job.fn->getNameAsString()] = job.fn;
    auto own = [&](const clang::FunctionDecl* from, const std::string& owner) {
      for (const clang::FunctionDecl* f : reachable(from, true)) {
        std::string n = f->getNameAsString();
        if (!inline_fns.count(n)) continue;
        auto& v = model.inline_owners[n];
        if (std::find(v.begin(), v.end(), owner) == v.end()) v.push_back(owner);
      }
    };
    for (const auto& job : jobs)
      if (job.spec->mode != ExtractMode::Inline) own(job.fn, proctype_name(job.fn->getNameAsString()));
    for (const auto& [proc, called] : units.inline_calls(inline_fns))
      for (const auto& f : called) own(inline_fns.at(f), proc);
    for (const auto& [n, fn] : inline_fns)
      for (const clang::FunctionDecl* f : reachable(fn, true))
        if (inline_fns.count(f->getNameAsString())) units.reach[n].insert(f->getNameAsString());
  }
  // Inlines first (Promela needs them defined before use), then passive proctypes (started by
  // the active ones), then active proctypes.
  auto rank = [](const Job& j) {
    switch (j.spec->mode) {
      case ExtractMode::Inline: return 0;
      case ExtractMode::Proctype:
      case ExtractMode::ExtendedPassive: return 1;
      case ExtractMode::ExtendedActive: return j.fn->getNameAsString() == "main" ? 2 : 1;  // only main starts
      default: return 2;
    }
  };
  std::stable_sort(jobs.begin(), jobs.end(), [&](const Job& a, const Job& b) { return rank(a) < rank(b); });

  // Extended proctypes that nothing calls: they wait for a call at a valid end state.
  std::set<std::string> never_called;
  {
    ErrnoUse e;
    for (const auto& job : jobs)
      for (const clang::FunctionDecl* f : reachable(job.fn, true))
        if (!e.found) e.TraverseDecl(const_cast<clang::FunctionDecl*>(f));
    model.uses_errno = e.found;
  }
  // Globals more than one thread may touch (a thread routine may run several times at once).
  {
    std::map<std::string, unsigned> users;
    std::map<const clang::FieldDecl*, std::pair<unsigned, std::vector<std::set<std::string>>>> bit_writers;
    std::pair<unsigned, std::vector<std::set<std::string>>> list_writers;  // as bit_writers, for list changes
    for (const auto& job : jobs) {
      if (job.spec->mode == ExtractMode::Inline) continue;
      GlobalRefs refs;
      for (const clang::FunctionDecl* f : reachable(job.fn, true)) refs.TraverseDecl(const_cast<clang::FunctionDecl*>(f));
      // A -n body runs in the script's own proctypes, as many at once as the script starts.
      bool many = job.spec->instances > 1 || thread_routines.count(job.fn->getNameAsString()) ||
                  job.spec->mode == ExtractMode::NoEncapsulation || script_runs_many(script, job.fn->getNameAsString());
      for (const auto& n : refs.names) users[n] += many ? 2 : 1;
      BitFieldStores bits;
      for (const clang::FunctionDecl* f : reachable(job.fn, true)) bits.TraverseDecl(const_cast<clang::FunctionDecl*>(f));
      for (const auto& [f, locks] : bits.stores) {
        auto& w = bit_writers[f];
        w.first += many ? 2 : 1;
        w.second.insert(w.second.end(), locks.begin(), locks.end());
      }
      if (!bits.list_changes.empty()) {
        list_writers.first += many ? 2 : 1;
        list_writers.second.insert(list_writers.second.end(), bits.list_changes.begin(), bits.list_changes.end());
      }
    }
    // Lists of C data changed by more than one thread with no lock common to every change: the
    // model runs each change whole, C as several stores, so a corruption between two changes is
    // never searched. (A script with Promela lists, `@type ... kptr`, models membership only.)
    if (list_writers.first >= 2 && std::none_of(script.promela_types.begin(), script.promela_types.end(),
                                                [](const auto& t) { return t.second == "kptr"; })) {
      std::set<std::string> common = list_writers.second.front();
      for (const auto& locks : list_writers.second) {
        std::set<std::string> both;
        std::set_intersection(common.begin(), common.end(), locks.begin(), locks.end(), std::inserter(both, both.begin()));
        common = both;
      }
      model.unlocked_list_changes = common.empty();
    }
    // Two bit-fields of one struct that threads write: in C one store rewrites both (one memory
    // location), in the model each is its own: a lost update between them is never searched.
    {
      struct Writers {
        std::vector<std::string> fields;
        unsigned weight = 0;
        std::optional<std::set<std::string>> common;  // the locks every store holds
      };
      std::map<const clang::RecordDecl*, Writers> by_record;
      for (const auto& [f, w] : bit_writers) {
        auto& r = by_record[f->getParent()];
        r.fields.push_back(f->getNameAsString());
        r.weight += w.first;
        for (const auto& locks : w.second) {
          if (!r.common) {
            r.common = locks;
            continue;
          }
          std::set<std::string> both;
          std::set_intersection(r.common->begin(), r.common->end(), locks.begin(), locks.end(),
                                std::inserter(both, both.begin()));
          r.common = both;
        }
      }
      for (const auto& [rec, r] : by_record)
        // Stores all made under one lock (as the program spells it) cannot interleave.
        if (r.fields.size() >= 2 && r.weight >= 2 && !(r.common && !r.common->empty())) {
          auto& sm = rec->getASTContext().getSourceManager();
          auto loc = sm.getExpansionLoc(rec->getLocation());
          std::string names;
          for (const auto& n : r.fields) names += (names.empty() ? "" : ", ") + n;
          model.shared_bit_fields.push_back(names + " of " + (rec->getName().empty() ? std::string("a struct") : "struct " + rec->getNameAsString()) +
                                            " (" + program_file_name(sm, loc) + ":" +
                                            std::to_string(sm.getExpansionLineNumber(loc)) + ")");
        }
    }
    // An inline the script's own processes expand (`active [2] proctype w() { bump() }`): taken
    // as run by more than one, whatever the script starts.
    for (const auto& job : jobs) {
      if (job.spec->mode != ExtractMode::Inline) continue;
      auto it = model.inline_owners.find(job.fn->getNameAsString());
      if (it == model.inline_owners.end() ||
          std::none_of(it->second.begin(), it->second.end(), [&](const std::string& o) { return units.has_process(o); }))
        continue;
      GlobalRefs refs;
      for (const clang::FunctionDecl* f : reachable(job.fn, true)) refs.TraverseDecl(const_cast<clang::FunctionDecl*>(f));
      for (const auto& n : refs.names) users[n] += 2;
    }
    for (const auto& [n, count] : users)
      if (count > 1) model.shared.insert(n);
    // An extended proctype (-e, -xe) runs only when called (Modex's handshake, here expanded at
    // the call) or started as a thread: one that nothing calls never runs, as in Modex.
    for (const auto& job : jobs) {
      std::string n = job.fn->getNameAsString();
      if (job.spec->mode == ExtractMode::ExtendedActive && n != "main" && !called.count(n) && !thread_routines.count(n)) {
        never_called.insert(n);
        model.notes.push_back("'" + n + "' is extracted as an extended proctype (-e, -xe) but no extracted "
                              "function calls it and no thread starts it: it never runs (as in Modex; "
                              "-a " + n + " runs it on its own)");
      }
      // A thread routine run as an active proctype gets no argument: each instance reads 0 where
      // the program passes each thread its own (an index, a struct), so the model's threads are
      // not the program's.
      if (job.spec->mode == ExtractMode::ActiveProctype && n != "main" && !called.count(n) && !thread_routines.count(n) && job.fn->getNumParams() == 1 &&
          job.fn->getParamDecl(0)->getType()->isPointerType() && reads_parameter(job.fn, 0))
        model.notes.push_back("'" + n + "' reads its argument `" + job.fn->getParamDecl(0)->getNameAsString() +
                              "`, but as an active proctype nothing passes it one: every instance gets 0 (NULL); "
                              "extract the function that starts the threads too (%X -a main and %X -p " + n +
                              ") so that its pthread_create calls pass them");
    }
  }
  model.runtime_macros = runtime_macros(runtime_files(script));
  {
    std::vector<fs::path> shipped, own;
    const std::string dir = script_detail::runtime_dir().lexically_normal().string();
    for (const auto& f : runtime_files(script))
      (f.lexically_normal().string().rfind(dir, 0) == 0 ? shipped : own).push_back(f);
    model.shipped_runtime_macros = runtime_macros(shipped);
    model.own_runtime_names = runtime_macros(own, true);
  }
  // C's exit ends every thread when main returns: a thread left waiting then is no deadlock.
  // Only where end states are checked, and only when every proctype is the translator's (the
  // runtime's way out jumps to mokert_return, which a script's own Promela does not have).
  {
    bool pthreads = std::any_of(script.promela_includes.begin(), script.promela_includes.end(),
                                [](const fs::path& p) { return p.filename() == "pthread.pml"; });
    bool noend = std::any_of(script.search.begin(), script.search.end(),
                             [](const auto& kv) { return kv.first == "noend" && kv.second != "0"; });
    bool main_proc = false, all_translated = script.promela.empty() && script.promela_after.empty();
    for (const auto& job : jobs) {
      if (job.spec->mode == ExtractMode::NoEncapsulation) all_translated = false;
      if (job.fn->getNameAsString() == "main" && job.spec->mode != ExtractMode::Inline &&
          job.spec->mode != ExtractMode::NoEncapsulation)
        main_proc = true;
    }
    model.c_exit = pthreads && !noend && main_proc && all_translated;
  }

  std::vector<FunctionOutput> outputs;
  std::vector<Job> out_jobs;  // the job of each output (an inline has one output per owner)
  for (const auto& job : jobs) {
    std::vector<std::string> owners{""};
    if (job.spec->mode == ExtractMode::Inline)
      if (auto it = model.inline_owners.find(job.fn->getNameAsString()); it != model.inline_owners.end())
        owners = it->second;
    for (const auto& owner : owners) {
      outputs.push_back(translate_function(model, *job.ctx, job.fn, *job.spec, owner));
      out_jobs.push_back(job);
    }
  }
  for (size_t i = 0; i < outputs.size(); ++i)
    if (never_called.count(out_jobs[i].fn->getNameAsString()) && outputs[i].header.rfind("proctype", 0) == 0) {
      // As Modex's extended proctype: a process waiting for a call that never comes.
      outputs[i].header = "active " + outputs[i].header;
      auto& body = outputs[i].body.lines();
      body.insert(body.begin(), PmlLine{1, "end_mk_call: false;\t/* waits for a call: nothing calls it */", std::nullopt});
    }
  // An inline's variables are declared in the proctype that expands it (declaring them in the
  // inline would declare them again at every expansion); a process of the script's own gets
  // them at the top of its body (ScriptUnits::rewrite).
  std::map<std::string, std::vector<std::string>> script_decls;
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (out_jobs[i].spec->mode != ExtractMode::Inline) continue;
    auto declare = [&](std::vector<std::string>& into) {
      // The owner may declare them already: it expands a call of the inline inside an
      // expression in place, with the same variables; or it expands another copy.
      for (const auto& d : outputs[i].decls)
        if (std::find(into.begin(), into.end(), d) == into.end()) into.push_back(d);
      outputs[i].decls.clear();
    };
    for (size_t k = 0; k < outputs.size(); ++k) {
      auto& o = outputs[k];
      // A -n body is the script's proctype p_f: its declarations are that proctype's.
      const bool owner = (o.name == outputs[i].owner && out_jobs[k].spec->mode != ExtractMode::Inline) ||
                         (out_jobs[k].spec->mode == ExtractMode::NoEncapsulation && o.owner == outputs[i].owner);
      if (k != i && owner) declare(o.decls);
    }
    if (!outputs[i].decls.empty() && units.has_process(outputs[i].owner)) declare(script_decls[outputs[i].owner]);
  }
  // Copies expanded in place by their owner, and several copies' return variables, declare one
  // thing once.
  {
    std::set<std::string> once;
    for (auto& o : outputs) {
      std::vector<std::string> kept;
      for (const auto& d : o.top_decls)
        if (once.insert(d).second) kept.push_back(d);
      o.top_decls = kept;
    }
    std::set<std::string> g;
    std::vector<std::string> kept;
    for (const auto& d : model.extra_globals)
      if (g.insert(d).second) kept.push_back(d);
    model.extra_globals = kept;
  }

  if (!model.undefined_calls.empty()) {
    std::string msg = std::to_string(model.undefined_calls.size()) +
                      " call(s) would stay C calls that nothing links into the model:";
    std::set<std::string> once;
    for (const auto& u : model.undefined_calls)
      if (once.insert(u).second) msg += "\n  " + u;
    throw InputError(msg);
  }
  if ((options.strict || script.strict) && !model.unmapped.empty()) {
    std::string msg = "strict mode: " + std::to_string(model.unmapped.size()) +
                      " C statement(s) have no translation rule; add rules for them:";
    for (const auto& u : model.unmapped) msg += "\n  " + u;
    throw InputError(msg);
  }

  // ---- assemble model.pml ----
  std::vector<PmlLine> lines;
  auto add_lines = [&](const std::string& text) {
    if (text.empty()) {
      lines.push_back({0, "", std::nullopt});
      return;
    }
    std::istringstream in(text);
    std::string l;
    while (std::getline(in, l)) lines.push_back({0, l, std::nullopt});
  };
  auto add = [&](const std::string& text) {
    for (const std::string& part : split_c_block(text)) add_lines(part);
  };
  add("/* model.pml: generated by mokert extract" +
      (script.file.empty() ? std::string() : " from " + script.file.filename().string()) +
      ". Do not edit: change the C or the translation script. */");
  std::vector<fs::path> includes = script.promela_includes;
  if (model.uses_heap) includes.push_back(script_runtime_file("cheap.pml"));
  if (model.uses_tls) model.uses_cmem = true;  // its thread-specific data lives in cmem.pml
  if (model.uses_cmem || model.uses_heap) includes.push_back(script_runtime_file("cmem.pml"));
  if (model.endless_thread_loop) {
    // A loop without end that creates threads: SPIN cannot run unboundedly many, and a search
    // over its whole process table does not end in useful time; the bound is said, and a script
    // raises it with `%O -DMOKERT_MAX_THREADS=N`.
    add("#ifndef MOKERT_MAX_THREADS\n#define MOKERT_MAX_THREADS " + std::to_string(kEndlessLoopThreads) + "\n#endif");
    model.notes.push_back("threads are created in a loop without end: the model runs at most " +
                          std::to_string(kEndlessLoopThreads - 1) +
                          " of them at once besides main (more with %O -DMOKERT_MAX_THREADS=N, or -O on the command line); "
                          "without that flag a search with no errors is no proof");
  }
  if (model.thread_loop_cut > 0)
    model.notes.push_back("a loop creates or joins " + std::to_string(model.thread_loop_cut) +
                          " threads, more than the model holds: the model leaves it after its first " +
                          std::to_string(kThreadLoopPasses) + " passes; a search with no errors is no proof");
  // Bounds the defaults put on what the C can do (the user set neither): a search that finds no
  // error within them is no proof for the program, and `mokert verify` says so (docs/checker.md).
  std::vector<std::string> bounds;
  {
    bool threads_set = std::any_of(script.pan_cc_flags.begin(), script.pan_cc_flags.end(), [](const std::string& f) {
      return f.rfind("-DMOKERT_MAX_THREADS", 0) == 0;
    });
    if (model.endless_thread_loop && !threads_set)
      bounds.push_back("at most " + std::to_string(kEndlessLoopThreads - 1) +
                       " threads at once, where the C creates them without end");
    if (model.thread_loop_cut > 0)
      bounds.push_back("the first " + std::to_string(kThreadLoopPasses) + " passes of a loop that creates or joins " +
                       std::to_string(model.thread_loop_cut) + " threads");
    bool nondet = false;
    for (auto& o : outputs)
      for (const auto& l : o.body.lines())
        // A condition on a nondet call takes both branches: nothing is cut there. Only an SV-COMP
        // input is cut to the default range: a choice a script's rule writes is the script's
        // claim, and a modelled call's choices (a timed wait's timeout) are all its outcomes.
        if (l.map && !l.map->nondet.empty() && l.map->kind != StmtKind::Condition &&
            l.map->c_text.find("__VERIFIER_nondet_") != std::string::npos &&
            l.map->c_text.find("nondet_bool") == std::string::npos &&
            l.map->c_text.find("nondet__Bool") == std::string::npos &&
            !model.nondet_full_range.count(l.map->c.file + ":" + std::to_string(l.map->c.line) + ":" +
                                           std::to_string(l.map->c.col)))
          nondet = true;
    // cmem.pml keeps each thread's value of a key but runs no destructor when the thread ends:
    // what a destructor checks is never checked, so no error is no proof.
    if (!model.tls_destructors.empty())
      bounds.push_back("thread-specific data's destructors are not run: " + comma_list(model.tls_destructors));
    if (model.unlocked_list_changes)
      bounds.push_back("list changes (list_add, list_del, ...) on C data are one step each, where C makes several "
                       "stores, and threads make them under no common lock (two changes at once can corrupt the "
                       "list)");
    for (const auto& b : model.shared_bit_fields)
      bounds.push_back("bit-fields " + b + " are stored one by one, where C rewrites the storage unit they share "
                       "(two threads writing two of them can lose one's store)");
    if (nondet && !script.nondet_set)
      bounds.push_back("__VERIFIER_nondet_* values in " + std::to_string(script.nondet_min) + ".." +
                       std::to_string(script.nondet_max) + " (the default range), where C has the whole type");
  }
  if (!script.spurious_wakeups) add("#define MOKERT_NO_SPURIOUS");
  if (model.c_exit) add("#define MOKERT_C_EXIT");
  if (model.join_values) add("#define MOKERT_JOIN_VALUES");
  if (model.uses_tls) add("#define MOKERT_TLS");
  if (model.uses_errno) add("#define MOKERT_ERRNO");  // sem_trywait sets the thread's errno (pthread.pml)
  for (const auto& inc : includes) add("#include \"" + inc.filename().string() + "\"");
  // Every proctype ends with mokert_thread_exit(); a runtime that tracks thread ends defines it.
  add("#ifndef mokert_thread_exit\n#define mokert_thread_exit() skip\n#endif");
  if (model.uses_self)  // every proctype's state starts with _pid; handles are _pid + 1 (pthread.pml)
    add("#define mokert_pthread_self() ((pthread_t) (((P0 *) _this)->_pid + 1))");

  std::set<std::string> type_names;
  for (const auto& [v, pv] : model.globals)
    if (!pv.promela) identifiers_in(pv.type, type_names);
  for (const auto& o : outputs)
    for (const auto& d : o.top_decls) identifiers_in(d, type_names);
  // A global with a C initialiser has the one-word typedef as its type: the typedef names the
  // struct that must be defined for pan (`typedef struct buffer mk_type_buf;`).
  for (const auto& t : model.init_typedefs) identifiers_in(t, type_names);
  for (const auto& [name, stub] : model.fn_stubs) identifiers_in(stub, type_names);
  std::set<std::string> wanted = type_names;
  wanted.insert(model.used_identifiers.begin(), model.used_identifiers.end());
  std::string defines, types, sys_includes;
  HeaderDecls header;
  const bool no_std_headers = std::find(request.flags.begin(), request.flags.end(), "-nostdinc") != request.flags.end();
  // Several C files read as one unit share one: their types once.
  std::set<clang::ASTUnit*> typed;
  for (const auto& src : sources)
    if (unit_of.count(src) && typed.insert(unit_of[src]).second)
      types += used_types(*unit_of[src], wanted, !no_std_headers, script_type_names(script.c_decls));
  // The macros the declared types use too (`int ids[MAX_HANDLERS];` in a struct).
  std::set<std::string> macro_users(model.used_identifiers.begin(), model.used_identifiers.end());
  identifiers_in(types, macro_users);
  std::set<std::string> read_texts;
  std::set<clang::ASTUnit*> declared_from;
  for (const auto& src : sources) {
    // The program's own headers' macros and includes too (kernel code: printed from the AST below).
    std::vector<std::string> texts;
    if (!no_std_headers && unit_of.count(src)) texts = own_headers(*unit_of[src]);
    // A file read through a copy with its own statics renamed: the copy's macros name them so.
    texts.push_back(parsed.copies.count(src) ? parsed.copies.at(src) : src);
    for (const auto& t : texts) {
      if (!read_texts.insert(t).second) continue;  // a header two of the program's files include
      defines += used_defines(t, macro_users);
      if (model.c_code_statements > 0 || !types.empty())
      {
        std::istringstream lines(system_includes(t, request.flags));
        for (std::string line; std::getline(lines, line);)
          if (sys_includes.find(line + "\n") == std::string::npos) sys_includes += line + "\n";
      }
    }
    // Every c_code step loads and saves errno (translate_errno.cpp), also when the program's
    // errno.h came through a header pan does not read.
    if (model.uses_errno && !no_std_headers && sys_includes.find("\\#include <errno.h>\n") == std::string::npos)
      sys_includes += "\\#include <errno.h>\n";
    if (no_std_headers && unit_of.count(src) && model.c_code_statements > 0 && declared_from.insert(unit_of[src]).second) {
      // Kernel code: pan.c cannot include the kernel's headers (they replace libc's), so what
      // the c_code uses of them is printed into the model.
      std::vector<const clang::FunctionDecl*> fns;
      for (const auto& job : jobs)
        if (job.ctx == &unit_of[src]->getASTContext())
          for (const clang::FunctionDecl* f : reachable(job.fn)) fns.push_back(f);
      // Every name the model's C text holds (rendered statements, printed initialisers).
      std::set<std::string> names = wanted;
      for (auto& o : outputs)
        for (const auto& l : o.body.lines())
          if (l.text.find("c_code") != std::string::npos || l.text.find("c_expr") != std::string::npos)
            identifiers_in(l.text, names);
      for (const auto& [v, pv] : model.globals)
        if (!pv.promela) identifiers_in(pv.type + " " + pv.init, names);
      HeaderDecls h = header_declarations(*unit_of[src], fns, names);
      header.types += h.types;
      header.functions += h.functions;
      // A macro the Promela runtime defines (rcu_assign_pointer) is expanded by SPIN's
      // preprocessor inside c_code: the kernel header's stand-in is never called.
      for (const auto& n : h.unmodelled)
        if (!model.runtime_macros.count(n)) header.unmodelled.push_back(n);
    }
  }
  if (!header.types.empty()) types = header.types + types;
  if (!header.unmodelled.empty())
    model.notes.push_back(std::to_string(header.unmodelled.size()) +
                          " function(s) the c_code calls have no body in the extracted files (e.g. `" +
                          header.unmodelled.front() +
                          "`): a call is a pan error naming it; map them with rules to model them");
  if (!defines.empty()) add("/* macros of the C file the c_code uses */\n" + defines);
  std::string init_types;
  for (const auto& t : model.init_typedefs) init_types += t + "\n";
  const std::set<std::string> macros = runtime_macros(includes, true);
  auto add_shielded = [&](const std::string& block) {
    for (const std::string& part : split_c_block(block)) add_lines(shield_from_macros(part, macros));
  };
  if (!script.c_decls.empty() || !types.empty() || !sys_includes.empty() || !init_types.empty())
    add_shielded("c_decl {\n" + sys_includes + script.c_decls +
                 (script.c_decls.empty() || script.c_decls.back() == '\n' ? "" : "\n") + types + init_types + "}");
  if (!script.c_data.empty()) add("c_code {\n" + script.c_data + "\n}");
  if (!model.fn_stubs.empty()) {
    // Functions used as values: pan compares pointers with these stubs' addresses.
    std::string stubs = "c_code {\n";
    for (const auto& [name, stub] : model.fn_stubs) stubs += stub + "\n";
    add(stubs + "}");
  }
  // A machine-code macro's stand-in (smp_load_acquire in a wait condition) calls the stand-in
  // function too: without it pan did not link ("undefined reference to mokert_unmodelled").
  if (!header.functions.empty() || !header.unmodelled.empty()) {
    // uerror is pan's (a function pointer defined further down in pan.c): a call of a function
    // without a model is an error of the search, with its trail.
    add_shielded("c_code {\nextern void (*uerror)(char *);\nvoid mokert_unmodelled(const char *f) {\n"
        "\tprintf(\"mokert: `%s` has no model (no C body in the extracted files, or machine code); write a rule for it\\n\", f);\n"
        "\tuerror(\"call of a C function without a model\");\n}\n" +
        header.functions + "}");
  }
  if (model.uses_cmem || model.uses_heap) {
    // What each runtime check guards, for its message (promela-runtime/cmem.pml).
    // In parts, each one c_code block SPIN can read (a kernel file has thousands of sites).
    std::vector<size_t> starts;
    std::string part;
    auto close_part = [&] {
      add("c_code {\nstatic const char *const mokert_sites_" + std::to_string(starts.size() - 1) + "[] = {\n" + part +
          "\t\"\"\n};\n}");
      part.clear();
    };
    for (size_t i = 0; i < model.guard_sites.size(); ++i) {
      if (i == 0 || part.size() > kCBlockBytes / 2) {
        if (i != 0) close_part();
        starts.push_back(i);
      }
      part += "\t\"" + c_string(model.guard_sites[i]) + "\",\n";
    }
    if (starts.empty()) starts.push_back(0);
    close_part();
    std::string lookup = "c_code {\nconst char *mokert_site_text(int site) {\n";
    for (size_t k = starts.size(); k-- > 0;)
      lookup += "\tif (site >= " + std::to_string(starts[k]) + ") return mokert_sites_" + std::to_string(k) + "[site - " +
                std::to_string(starts[k]) + "];\n";
    lookup += "\treturn \"\";\n}\n}";
    add(lookup);
  }

  std::vector<std::string> global_lines;
  std::set<std::string> declared = runtime_globals(script.promela_includes);
  for (const auto& d : script.data)  // Modex's `Promela name Global`: declared in %P already
    if (d.kind == DataDirective::PromelaVar && !d.args.empty()) declared.insert(d.args.front());
  for (const auto& name : top_level_declarations(script.promela))
    for (const auto* var : model.global_order)
      if (model.globals.at(var).name == name && !model.globals.at(var).external && declared.insert(name).second)
        model.notes.push_back("`" + name + "` is declared in the script's %P: the model uses that declaration for the C global (as `Promela " +
                              name + " Global` would)");
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
      global_lines.push_back(std::string(v.hidden ? "hidden " : "") + v.type + " " + v.name + v.array +
                             (v.init.empty() ? "" : " = " + v.init) + ";");
    else
      global_lines.push_back("c_state \"" + v.type + "\" \"" + (v.hidden ? "Hidden" : "Global") + "\"" +
                             (v.init.empty() ? "" : " \"" + v.init + "\""));
  }
  // Modex's Track: external C data whose bytes belong to the state. A global of the extracted
  // code is in the state already (`now.x`): c_track of `&x` named nothing pan declares, and pan
  // did not compile (a tool failure); the line is dropped with a note.
  auto in_state = [&](const std::string& object) {
    static const std::regex lead(R"(^\s*&?\s*\(?\s*([A-Za-z_][A-Za-z0-9_]*))");
    std::smatch m;
    if (!std::regex_search(object, m, lead)) return false;
    for (const auto* var : model.global_order) {
      const PmlVar& v = model.globals.at(var);
      if (v.name == m[1].str() && !v.external && !v.hidden) return true;
    }
    return false;
  };
  for (const auto& d : script.data)
    if (d.kind == DataDirective::Track && !d.args.empty() && in_state(d.args[0]))
      model.notes.push_back(located(d.where.file, d.where.line,
                                    "Track " + d.args[0] + ": a global of the extracted code, in the state already "
                                    "(Track is for data of code linked in unextracted); the line is not needed"));
  for (const auto& d : script.data)
    if (d.kind == DataDirective::Track && !d.args.empty() && !in_state(d.args[0]))
      global_lines.push_back("c_track \"" + d.args[0] + "\" \"" +
                             (d.args.size() > 1 ? d.args[1] : "sizeof(" + d.args[0].substr(d.args[0][0] == '&') + ")") +
                             "\"");
  // C objects the model uses but cannot keep in the state (declared by a header: errno, a
  // kernel global): said once, so that "no errors" is not read as a proof about them.
  for (const auto* var : model.global_order) {
    const PmlVar& v = model.globals.at(var);
    if (!v.external && !v.hidden) continue;
    bool tracked = false;
    for (const auto& d : script.data)
      if (d.kind == DataDirective::Track && !d.args.empty() && d.args[0].find(v.name) != std::string::npos)
        tracked = true;
    if (tracked) continue;
    auto& sm = var->getASTContext().getSourceManager();
    auto loc = sm.getExpansionLoc(var->getLocation());
    model.notes.push_back("not in the state: `" + var->getNameAsString() + "` (" +
                          program_file_name(sm, loc) + ":" + std::to_string(sm.getExpansionLineNumber(loc)) +
                          "); the search may miss bugs that depend on it (a Track directive puts it in)");
  }
  if (!model.clock_reads.empty())
    model.notes.push_back("time stands still in the model: the clock reads " + comma_list(model.clock_reads) +
                          " give a fixed time (0) there, so the search states do not hold the real time; a "
                          "timed wait times out whenever the model chooses, and the search may miss bugs that "
                          "depend on time passing");
  // Arrays whose elements start at different values: set once, by whichever active proctype
  // runs first, in one step before any of its own.
  std::string element_init;
  for (const auto* var : model.global_order) {
    const PmlVar& v = model.globals.at(var);
    if (declared.count(v.name) || v.external) continue;
    for (const auto& [i, val] : v.element_inits)
      element_init += v.name + "[" + std::to_string(i) + "] = " + val + "; ";
    if (!v.c_array_init.empty() && !v.promela)
      element_init += "c_code { memcpy(&" + v.c_ref + ", &" + v.c_array_init + ", sizeof(" + v.c_ref + ")); }; ";
  }
  if (!element_init.empty()) global_lines.push_back("bool mk_globals_set;");
  if (model.c_exit) global_lines.push_back("bit mokert_main_ended;");
  for (const auto& g : model.extra_globals) global_lines.push_back(g);
  for (const auto& o : outputs)
    for (const auto& d : o.top_decls) global_lines.push_back(d);
  // Processes that ended but stay for their stack (translate_function.cpp) are no processes
  // for a script's harness: its `(_nr_pr == 1)` waits for the others only.
  if (model.stack_kept) global_lines.push_back("byte mokert_kept;");
  if (!global_lines.empty()) {
    add("");
    for (const auto& g : global_lines) add(g);
  }

  // Modex writes a -n function's body to _modex_<f>.pml for the script's own proctype to
  // #include; mokert also puts the body in place of that #include, so its lines stay mapped.
  std::map<std::string, FunctionOutput*> bodies;
  for (size_t i = 0; i < outputs.size(); ++i)
    if (out_jobs[i].spec->mode == ExtractMode::NoEncapsulation) bodies[outputs[i].name] = &outputs[i];
  // The script's Promela with each call of an extracted inline made to its caller's copy.
  const std::string promela_before = units.rewrite(false, script.promela, model, script_decls);
  const std::string promela_after = units.rewrite(true, script.promela_after, model, script_decls);
  // Modex writes every extracted function to _modex_<f>.pml; a script that #includes the file
  // of a proctype (6_suspend's `#include "_modex_main.pml"` in %P) gets the proctype there (an
  // inline: all its copies).
  std::map<std::string, std::vector<FunctionOutput*>> wholes;
  for (size_t i = 0; i < outputs.size(); ++i) {
    std::string f = out_jobs[i].fn->getNameAsString(), file = "\"_modex_" + f + ".pml\"";
    if (out_jobs[i].spec->mode != ExtractMode::NoEncapsulation && !outputs[i].footer.empty() &&
        (promela_before.find(file) != std::string::npos || promela_after.find(file) != std::string::npos))
      wholes[f].push_back(&outputs[i]);
  }
  // The whole proctypes' files, for scripts that read them, as Modex writes them.
  std::map<std::string, std::string> whole_files;
  for (const auto& [f, os] : wholes) {
    std::string text;
    for (FunctionOutput* o : os) {
      text += o->header + "\n";
      for (const auto& d : o->decls) text += "\t" + d + "\n";
      for (const auto& b : o->body.lines()) text += std::string(static_cast<size_t>(b.indent), '\t') + b.text + "\n";
      text += o->footer + "\n";
    }
    whole_files[f] = text;
  }
  for (const auto& [f, text] : whole_files) write_file_atomic(options.out_dir / ("_modex_" + f + ".pml"), text);
  auto add_whole = [&](FunctionOutput& o) {
    add(o.header);
    for (const auto& d : o.decls) lines.push_back({1, d, std::nullopt});
    if (!element_init.empty() && o.header.rfind("active", 0) == 0)
      lines.push_back({1, "d_step { if :: !mk_globals_set -> " + element_init + "mk_globals_set = true :: else fi }",
                       std::nullopt});
    for (auto& l : o.body.lines()) lines.push_back(std::move(l));
    if (!o.footer.empty()) add(o.footer);
  };
  std::set<std::string> spliced;
  auto add_with_bodies = [&](const std::string& text) {
    static const std::regex kInclude(R"(^\s*#\s*include\s+"_modex_([A-Za-z_][A-Za-z0-9_]*)\.pml"\s*$)");
    std::istringstream in(text);
    std::string l;
    while (std::getline(in, l)) {
      std::smatch m;
      bool inc = std::regex_match(l, m, kInclude);
      if (inc && wholes.count(m[1]) && !spliced.count(m[1])) {
        lines.push_back({0, "/* " + l.substr(l.find('#')) + " (" + m[1].str() + " as extracted) */", std::nullopt});
        for (FunctionOutput* o : wholes[m[1]]) add_whole(*o);
        spliced.insert(m[1]);
        continue;
      }
      auto it = inc ? bodies.find(m[1]) : bodies.end();
      if (it == bodies.end()) {
        if (model.stack_kept) {
          static const std::regex kNrPr(R"(\b_nr_pr\b)");
          l = std::regex_replace(l, kNrPr, "(_nr_pr - mokert_kept)");
        }
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
  if (!promela_before.empty()) {  // %P: Modex places it before the extracted code
    add("");
    add_with_bodies(promela_before);
  }
  for (auto& o : outputs) {  // what the script included is not written twice
    bool whole = false;
    // %A comes after: what it #includes is spliced there, not written here as well.
    for (const auto& [f, ws] : wholes)
      for (const FunctionOutput* w : ws)
        whole = whole || (w == &o && (spliced.count(f) ||
                                      promela_after.find("\"_modex_" + f + ".pml\"") != std::string::npos));
    if (whole) continue;
    if (bodies.count(o.name)) {
      // Not included by %P/%A: like Modex, the body is only in its _modex_ file.
      if (!spliced.count(o.name) && promela_after.find("_modex_" + o.name + ".pml") == std::string::npos)
        model.notes.push_back("%X -n " + o.name + ": its body is in _modex_" + o.name +
                              ".pml, which no %P/%A line #includes, so the model does not run it");
      continue;
    }
    add("");
    add(o.header);
    for (const auto& d : o.decls) lines.push_back({1, d, std::nullopt});
    if (!element_init.empty() && o.header.rfind("active", 0) == 0)
      lines.push_back({1, "d_step { if :: !mk_globals_set -> " + element_init + "mk_globals_set = true :: else fi }",
                       std::nullopt});
    for (auto& l : o.body.lines()) lines.push_back(std::move(l));
    if (!o.footer.empty()) add(o.footer);
  }
  if (!promela_after.empty()) {
    add("");
    add_with_bodies(promela_after);
  }

  ExtractResult result;
  result.pml = options.out_dir / "model.pml";
  result.map_file = options.out_dir / "model.map.xml";
  result.map.model = fs::absolute(result.pml).lexically_normal().string();
  result.map.bounds = bounds;
  for (const auto& job : jobs)
    if (job.spec->mode != ExtractMode::Inline && job.spec->mode != ExtractMode::NoEncapsulation)
      result.map.processes.push_back({proctype_name(job.fn->getNameAsString()), job.fn->getNameAsString()});
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
  for (const auto& inc : includes) write_file_atomic(options.out_dir / inc.filename(), read_file(inc));
  write_file_atomic(result.pml, text);
  write_linemap(result.map, result.map_file);
  result.c_code_statements = model.c_code_statements;
  result.notes = auto_notes;
  for (const auto& n : parsed.notes) result.notes.push_back(n);
  for (const auto& n : script.notes) result.notes.push_back(n);
  if (!request.compile_db.empty()) result.database_flags = database_flags(request.compile_db, sources.front());
  for (const auto& n : model.notes) result.notes.push_back(n);
  return result;
}

} // namespace mokert
