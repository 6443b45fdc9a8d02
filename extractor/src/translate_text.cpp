#include "translate_text.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/Expr.h>
#include <clang/AST/ParentMapContext.h>
#include <clang/AST/PrettyPrinter.h>
#include <clang/AST/Stmt.h>
#include <llvm/Support/raw_ostream.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>

#include "translate_frontend.hpp"
#include "translate_function.hpp"
#include "mokert/macro_piece.hpp"

namespace mokert {
namespace {

// A macro argument's token is spelled in the file; a macro body's token is not.
bool file_location(const clang::SourceManager& sm, clang::SourceLocation loc, clang::SourceLocation& out) {
  while (loc.isMacroID()) {
    if (!sm.isMacroArgExpansion(loc)) return false;
    loc = sm.getImmediateSpellingLoc(loc);
  }
  out = loc;
  return true;
}

// As file_location, for an end of an expression's span: a macro used inside an argument
// (`NULL` in `BUG_ON(p == NULL)`) stands for its whole use there. Only for span ends: a name in
// such a macro's body (`#define CNT (n + 1)`) is not the macro's text.
bool span_end_location(const clang::SourceManager& sm, clang::SourceLocation loc, bool begin,
                       clang::SourceLocation& out) {
  while (loc.isMacroID()) {
    if (sm.isMacroArgExpansion(loc)) {
      loc = sm.getImmediateSpellingLoc(loc);
      continue;
    }
    clang::CharSourceRange use = sm.getImmediateExpansionRange(loc);
    clang::SourceLocation at = begin ? use.getBegin() : use.getEnd();
    // The use is the file's text or an argument's (clang expands a macro in an argument where
    // the argument is written); a use in another macro's body has no text of its own.
    if (at.isMacroID() && !sm.isMacroArgExpansion(at)) return false;
    loc = at;
  }
  out = loc;
  return true;
}

void collect_refs(const clang::Stmt* s, std::vector<const clang::DeclRefExpr*>& out) {
  if (!s) return;
  if (const auto* d = clang::dyn_cast<clang::DeclRefExpr>(s)) out.push_back(d);
  for (const clang::Stmt* c : s->children()) collect_refs(c, out);
}

// SPIN's lexer reads a character constant as one character or a backslash and one character
// anywhere in the model (c_code, c_expr, c_decl too): `'\x00'` or `'\101'` aborted spin -a
// (spinlex.c prep_inline assertion), and clang prints '\0' as '\x00'. Such a constant is
// written as its value, `((char)N)` (a prefixed L'...' or u'...' as `(N)`). Strings are left.
std::string spin_safe_char_constants(const std::string& in) {
  std::string out;
  out.reserve(in.size());
  bool in_string = false;
  for (size_t i = 0; i < in.size(); ++i) {
    char ch = in[i];
    if (in_string) {
      out += ch;
      if (ch == '\\' && i + 1 < in.size()) out += in[++i];
      else if (ch == '"') in_string = false;
      continue;
    }
    if (ch == '"') {
      in_string = true;
      out += ch;
      continue;
    }
    if (ch == '\'' && i + 3 < in.size() && in[i + 1] == '\\') {
      size_t j = i + 2;
      unsigned long value = 0;
      bool hex = in[j] == 'x' || in[j] == 'X';
      if (hex) {
        ++j;
        while (j < in.size() && std::isxdigit(static_cast<unsigned char>(in[j])))
          value = value * 16 + std::stoul(std::string(1, in[j++]), nullptr, 16);
      } else {
        while (j < in.size() && j < i + 5 && in[j] >= '0' && in[j] <= '7') value = value * 8 + (in[j++] - '0');
      }
      if (j < in.size() && in[j] == '\'' && j - (i + 2) > 1 && (!hex || j > i + 3)) {
        bool prefixed = i > 0 && (std::isalnum(static_cast<unsigned char>(in[i - 1])) || in[i - 1] == '_');
        if (prefixed) {  // L'\x41', u'\x41', u8'\x41': drop the prefix, keep the value
          while (!out.empty() && (std::isalnum(static_cast<unsigned char>(out.back())) || out.back() == '_')) out.pop_back();
          out += "(" + std::to_string(value) + ")";
        } else {
          out += "((char)" + std::to_string(value) + ")";
        }
        i = j;
        continue;
      }
    }
    out += ch;
  }
  return out;
}

}  // namespace

namespace {

// A library call a self-contained function may make: string, character and integer helpers,
// which touch only what their arguments point to and nothing the model keeps.
bool pure_library_call(const clang::FunctionDecl* f, const clang::SourceManager& sm) {
  if (!f || in_program(sm, f->getLocation())) return false;
  const std::string n = f->getName().str();
  static const char* const names[] = {"strcmp", "strncmp", "strcasecmp", "strncasecmp", "strlen", "strnlen",
                                      "memcmp", "strchr", "strrchr", "strstr", "strcoll", "abs", "labs",
                                      "llabs", "isalpha", "isdigit", "isalnum", "isspace", "isupper",
                                      "islower", "isxdigit", "toupper", "tolower"};
  for (const char* name : names)
    if (n == name) return true;
  return false;
}

bool freeing_function(const clang::FunctionDecl* f) {
  const std::string n = f->getName().str();
  return n == "free" || n == "kfree" || n == "kvfree";
}

// fn's body reads only its parameters and own locals and calls only pure_library_call's
// functions (a comparison function for qsort or bsearch): pan can run its C as written.
bool self_contained(const clang::FunctionDecl* fn, const clang::SourceManager& sm) {
  const clang::FunctionDecl* def = nullptr;
  if (!fn->hasBody(def) || !def || def->isVariadic() || !in_program(sm, def->getLocation())) return false;
  if (def->getBody()->getBeginLoc().isMacroID() || def->getBody()->getEndLoc().isMacroID()) return false;
  std::function<bool(const clang::Stmt*)> ok = [&](const clang::Stmt* s) -> bool {
    if (!s) return true;
    if (const auto* d = clang::dyn_cast<clang::DeclRefExpr>(s)) {
      const clang::ValueDecl* v = d->getDecl();
      if (const auto* var = clang::dyn_cast<clang::VarDecl>(v)) {
        if (!var->hasLocalStorage() || var->getDeclContext() != def) return false;
      } else if (const auto* f = clang::dyn_cast<clang::FunctionDecl>(v)) {
        // A free of its argument (a kref release: container_of, then kfree) runs on pan's C
        // heap, where a later use is the model's use-after-free error.
        if (!pure_library_call(f, sm) && !(freeing_function(f) && !d->getBeginLoc().isMacroID())) return false;
      } else if (!clang::isa<clang::EnumConstantDecl>(v)) {
        return false;
      }
    }
    if (const auto* ds = clang::dyn_cast<clang::DeclStmt>(s))
      for (const clang::Decl* d : ds->decls())
        if (const auto* var = clang::dyn_cast<clang::VarDecl>(d); var && !var->hasLocalStorage()) return false;
    // A statement expression only as a library macro writes it (container_of).
    if ((clang::isa<clang::StmtExpr>(s) && !s->getBeginLoc().isMacroID()) || clang::isa<clang::AsmStmt>(s)) return false;
    for (const clang::Stmt* c : s->children())
      if (!ok(c)) return false;
    return true;
  };
  return ok(def->getBody());
}

}  // namespace

// The stub pan gets for a function of the file whose address the model uses: a distinct
// address to compare with; running it means a call went around the model's dispatch. A
// self-contained function (a comparison function handed to qsort or bsearch, which the
// library calls inside pan) keeps its own body instead: before, its stub aborted pan.
std::string fn_stub_name(ModelContext& model, clang::ASTContext& ctx, const clang::FunctionDecl* fn) {
  std::string name = "mk_fn_" + fn->getNameAsString();
  if (model.fn_stubs.count(name)) return name;
  const auto& sm = ctx.getSourceManager();
  const clang::FunctionDecl* def = nullptr;
  const bool own_body = self_contained(fn, sm) && fn->hasBody(def) && def;
  clang::PrintingPolicy policy = ctx.getPrintingPolicy();
  policy.SuppressTagKeyword = false;
  std::string params;
  for (unsigned i = 0; i < fn->getNumParams(); ++i) {
    std::string p;
    llvm::raw_string_ostream os(p);
    std::string pname = "p" + std::to_string(i);
    if (own_body && !def->getParamDecl(i)->getName().empty()) pname = def->getParamDecl(i)->getName().str();
    fn->getParamDecl(i)->getType().print(os, policy, pname);
    os.flush();
    params += (i ? ", " : "") + p;
  }
  if (fn->getNumParams() == 0) params = "void";
  std::string head;
  llvm::raw_string_ostream os(head);
  fn->getReturnType().print(os, policy, name + "(" + params + ")");
  os.flush();
  if (own_body) {
    std::string text = clang::Lexer::getSourceText(
                           clang::CharSourceRange::getTokenRange(def->getBody()->getSourceRange()), sm,
                           ctx.getLangOpts())
                           .str();
    if (!text.empty()) {
      // Its frees are pan's (mokert_kfree): edits from the last, so offsets stay right.
      std::vector<std::pair<unsigned, std::string>> frees;
      std::function<void(const clang::Stmt*)> find = [&](const clang::Stmt* st) {
        if (!st) return;
        if (const auto* d = clang::dyn_cast<clang::DeclRefExpr>(st))
          if (const auto* f = clang::dyn_cast<clang::FunctionDecl>(d->getDecl()); f && freeing_function(f))
            frees.emplace_back(sm.getFileOffset(d->getLocation()) - sm.getFileOffset(def->getBody()->getBeginLoc()),
                               f->getNameAsString());
        for (const clang::Stmt* c : st->children()) find(c);
      };
      find(def->getBody());
      std::sort(frees.rbegin(), frees.rend());
      for (const auto& [off, fname] : frees)
        if (off + fname.size() <= text.size() && text.compare(off, fname.size(), fname) == 0) {
          text.replace(off, fname.size(), "mokert_" + fname);
          model.uses_heap = true;
        }
      model.fn_stubs[name] = "static " + head + " " + spin_safe_char_constants(text);
      return name;
    }
  }
  std::string body = "{ ";
  for (unsigned i = 0; i < fn->getNumParams(); ++i) body += "(void)p" + std::to_string(i) + "; ";
  // stderr: unbuffered, so the line survives the abort that follows.
  body += "fprintf(stderr, \"mokert: `" + fn->getNameAsString() +
          "` was called through a pointer the model does not follow\\n\"); abort(); }";
  model.fn_stubs[name] = "static " + head + " " + body;
  return name;
}

// `typeof(*pos)` in a macro's body names a variable the printer would spell as in C, not as
// c_code names it (`Pp_f->pos`): such a type is printed as the type it stands for.
bool has_typeof(clang::QualType t) {
  while (!t.isNull()) {
    if (clang::isa<clang::TypeOfExprType>(t.getTypePtr()) || clang::isa<clang::TypeOfType>(t.getTypePtr())) return true;
    if (const auto* td = clang::dyn_cast<clang::TypedefType>(t.getTypePtr())) {
      (void)td;
      return false;  // a typedef's name is printed, not what it stands for
    }
    clang::QualType next = t->getPointeeType();
    if (next.isNull()) {
      if (const auto* at = clang::dyn_cast<clang::ArrayType>(t.getTypePtr())) next = at->getElementType();
    }
    if (next.isNull()) {
      if (const auto* pt = clang::dyn_cast<clang::ParenType>(t.getTypePtr())) next = pt->getInnerType();
    }
    t = next;
  }
  return false;
}

namespace {

bool is_program_unit(const clang::SourceManager& sm) {
  const clang::FileEntry* main = sm.getFileEntryForID(sm.getMainFileID());
  return main && std::filesystem::path(main->getName().str()).filename() == kProgramUnitName;
}

// The program's C file whose text (or the headers it includes) holds `loc`: the main file, or
// in a unit of several C files the one the unit includes on the way to `loc`.
const clang::FileEntry* source_of(const clang::SourceManager& sm, clang::SourceLocation loc) {
  if (!is_program_unit(sm)) return sm.getFileEntryForID(sm.getMainFileID());
  for (int depth = 0; depth < 64 && loc.isValid(); ++depth) {
    clang::FileID id = sm.getFileID(loc);
    clang::SourceLocation inc = sm.getIncludeLoc(id);
    if (inc.isInvalid()) return nullptr;
    inc = sm.getExpansionLoc(inc);
    if (sm.isInMainFile(inc)) return sm.getFileEntryForID(id);
    loc = inc;
  }
  return nullptr;
}

} // namespace

bool in_main_source(const clang::SourceManager& sm, clang::SourceLocation loc) {
  loc = sm.getExpansionLoc(loc);
  if (loc.isInvalid()) return false;
  if (sm.isInMainFile(loc)) return true;
  if (!is_program_unit(sm)) return false;
  clang::SourceLocation inc = sm.getIncludeLoc(sm.getFileID(loc));
  return inc.isValid() && sm.isInMainFile(sm.getExpansionLoc(inc));
}

std::string program_file_name(const clang::SourceManager& sm, clang::SourceLocation loc) {
  return original_path(sm.getFilename(sm.getExpansionLoc(loc)).str());
}

bool in_program(const clang::SourceManager& sm, clang::SourceLocation loc) {
  loc = sm.getExpansionLoc(loc);
  if (loc.isInvalid()) return false;
  const clang::FileEntry* main = source_of(sm, loc);
  // Up the chain of #includes to the C file: every header on it must be the program's.
  for (int depth = 0; depth < 64; ++depth) {
    if (in_main_source(sm, loc)) return true;
    if (sm.isInSystemHeader(loc)) return false;
    clang::FileID id = sm.getFileID(loc);
    const clang::FileEntry* header = sm.getFileEntryForID(id);
    if (!header) return false;
    if (main && header->getDir() == main->getDir()) return true;
    // A header elsewhere is the program's when a file of the program includes it by quotes
    // ("../inc/queue.h", or "queue.h" found through -Iinc); one included as <...> is a
    // library's (the kernel's <linux/list.h> through -I, which is no system folder).
    clang::SourceLocation inc = sm.getIncludeLoc(id);
    if (inc.isInvalid()) return false;
    inc = sm.getExpansionLoc(inc);
    bool invalid = false;
    const char* at = sm.getCharacterData(inc, &invalid);
    if (invalid || !at || *at != '"') return false;
    loc = inc;
  }
  return false;
}

bool is_heap_function(const std::string& name) {
  static const char* const kNames[] = {"malloc", "calloc", "realloc", "free", "kmalloc", "kzalloc", "kcalloc",
                                       "kfree", "kvfree", "kvmalloc", "kvzalloc", "strdup"};
  for (const char* n : kNames)
    if (name == n) return true;
  return false;
}

// A C function (a kernel header's inline list_empty) whose name a runtime file defines as a
// function-like macro (list.pml's list_empty(l, r)): SPIN's preprocessor would expand the
// macro in the c_code. Written `(list_empty)(...)` the call is no macro use.
bool runtime_macro_named(const ModelContext& model, const clang::FunctionDecl* fn) {
  return model.runtime_macros.count(fn->getNameAsString()) != 0;
}

bool is_clock_function(const std::string& name) {
  return name == "clock_gettime" || name == "gettimeofday" || name == "time" || name == "clock";
}

bool is_tls_function(const std::string& name) {
  return name == "pthread_key_create" || name == "pthread_key_delete" || name == "pthread_setspecific" ||
         name == "pthread_getspecific";
}

namespace {

// "name (f.c:14)" at loc's expansion, once in list: the places a note or bound names.
void add_place_once(std::vector<std::string>& list, const std::string& name, const clang::SourceManager& sm,
                    clang::SourceLocation loc) {
  loc = sm.getExpansionLoc(loc);
  std::string file = program_file_name(sm, loc);
  auto slash = file.rfind('/');
  std::string place = name + " (" + (slash == std::string::npos ? file : file.substr(slash + 1)) + ":" +
                      std::to_string(sm.getExpansionLineNumber(loc)) + ")";
  if (std::find(list.begin(), list.end(), place) == list.end()) list.push_back(place);
}

} // namespace

void TextRenderer::note_clock_read(const clang::DeclRefExpr* ref) const {
  model->uses_cmem = true;
  add_place_once(model->clock_reads, ref->getDecl()->getNameAsString(), ctx->getSourceManager(), ref->getBeginLoc());
}

void TextRenderer::note_tls_destructor(const clang::DeclRefExpr* ref) const {
  // The call ref is the callee of: up through the function name's implicit decay and parentheses.
  const clang::CallExpr* call = nullptr;
  const clang::Stmt* cur = ref;
  for (int depth = 0; depth < 8 && !call; ++depth) {
    auto parents = ctx->getParents(*cur);
    if (parents.empty()) break;
    if ((call = parents[0].get<clang::CallExpr>())) break;
    const clang::Stmt* up = parents[0].get<clang::ImplicitCastExpr>();
    if (!up) up = parents[0].get<clang::ParenExpr>();
    if (!up) break;
    cur = up;
  }
  if (!call || call->getNumArgs() < 2 || call->getCallee()->IgnoreParenImpCasts() != ref) return;
  const clang::Expr* dtor = call->getArg(1);
  if (dtor->isNullPointerConstant(*ctx, clang::Expr::NPC_ValueDependentIsNotNull)) return;
  std::string name = "a destructor";
  const clang::Expr* d = dtor->IgnoreParenImpCasts();
  if (const auto* u = clang::dyn_cast<clang::UnaryOperator>(d); u && u->getOpcode() == clang::UO_AddrOf)
    d = u->getSubExpr()->IgnoreParenImpCasts();
  const auto& sm = ctx->getSourceManager();
  if (const auto* r = clang::dyn_cast<clang::DeclRefExpr>(d)) {
    // A library destructor (`free`) checks nothing of the program's; only the program's own can
    // reach one of its assertions.
    const auto* fn = clang::dyn_cast<clang::FunctionDecl>(r->getDecl());
    if (fn && (!fn->hasBody() || !in_program(sm, fn->getLocation()))) return;
    name = "`" + r->getDecl()->getNameAsString() + "`";
  }
  add_place_once(model->tls_destructors, name, sm, call->getBeginLoc());
}

Span TextRenderer::make_span(clang::SourceLocation begin, clang::SourceLocation last) const {
  const auto& sm = ctx->getSourceManager();
  Span s;
  s.begin = begin;
  s.last = last;
  s.line = sm.getSpellingLineNumber(begin);
  s.col = sm.getSpellingColumnNumber(begin);
  s.end_line = sm.getSpellingLineNumber(last);
  s.end_col = sm.getSpellingColumnNumber(last);
  const char* b = sm.getCharacterData(begin);
  const char* e = sm.getCharacterData(last);
  if (e >= b) s.text.assign(b, e + 1);
  return s;
}

Span TextRenderer::stmt_span(const clang::Stmt* st, bool with_semicolon) const {
  const auto& sm = ctx->getSourceManager();
  const auto& lo = ctx->getLangOpts();
  {
    // An expression written inside a macro's argument (`get_config()` in `assert(get_config()->x)`)
    // has its own place in the file: its spelling, not the whole macro call.
    clang::SourceLocation fb, fe;
    // Strictly inside the outermost macro's use, between its parentheses: `(x)++` of `inc(x)`
    // reaches the use itself and is a piece of the body.
    auto in_argument = [&](clang::SourceLocation b, clang::SourceLocation e) {
      clang::SourceLocation ob = sm.getExpansionRange(st->getBeginLoc()).getBegin();
      clang::SourceLocation oe = sm.getExpansionRange(st->getEndLoc()).getEnd();
      return sm.getFileID(ob) == sm.getFileID(b) && sm.getFileID(oe) == sm.getFileID(e) &&
             sm.getFileOffset(ob) < sm.getFileOffset(b) && sm.getFileOffset(e) < sm.getFileOffset(oe);
    };
    if (st->getBeginLoc().isMacroID() && span_end_location(sm, st->getBeginLoc(), true, fb) &&
        span_end_location(sm, st->getEndLoc(), false, fe) && sm.getFileID(fb) == sm.getFileID(fe) &&
        sm.getFileOffset(fb) <= sm.getFileOffset(fe) && !with_semicolon && in_argument(fb, fe)) {
      unsigned len = clang::Lexer::MeasureTokenLength(fe, sm, lo);
      return make_span(fb, fe.getLocWithOffset(len ? len - 1 : 0));
    }
  }
  clang::SourceLocation begin = sm.getExpansionRange(st->getBeginLoc()).getBegin();
  clang::CharSourceRange end_range = sm.getExpansionRange(st->getEndLoc());
  clang::SourceLocation end_tok = end_range.getEnd();
  clang::SourceLocation last;
  if (end_range.isTokenRange()) {
    unsigned len = clang::Lexer::MeasureTokenLength(end_tok, sm, lo);
    last = end_tok.getLocWithOffset(len ? len - 1 : 0);
  } else {
    last = end_tok.getLocWithOffset(-1);
  }
  if (with_semicolon && *sm.getCharacterData(last) != ';') {
    clang::SourceLocation after =
        clang::Lexer::findLocationAfterToken(end_tok, clang::tok::semi, sm, lo, false);
    if (after.isValid()) last = after.getLocWithOffset(-1);
  }
  Span s = make_span(begin, last);
  // A piece of a macro's body (`(x)++` of `inc(x)` in `access(x)`) has the macro's use as its
  // place, as every other piece has: the replay needs to know which piece it is.
  if (st->getBeginLoc().isMacroID() &&
      clang::Lexer::makeFileCharRange(clang::CharSourceRange::getTokenRange(st->getSourceRange()), sm, lo).isInvalid())
    s.macro = macro_piece(sm, st->getBeginLoc());
  return s;
}

Span TextRenderer::case_span(const clang::SwitchCase* c) const {
  const auto& sm = ctx->getSourceManager();
  clang::SourceLocation b = sm.getExpansionLoc(c->getKeywordLoc());
  clang::SourceLocation colon = sm.getExpansionLoc(c->getColonLoc());
  return make_span(b, colon);
}

bool TextRenderer::part_of_macro_body(const clang::Stmt* s) const {
  if (!s) return false;
  const auto& sm = ctx->getSourceManager();
  clang::SourceLocation b = s->getBeginLoc(), e = s->getEndLoc();
  if (!b.isMacroID()) return false;
  const auto& lo = ctx->getLangOpts();
  if (sm.isMacroArgExpansion(b)) {
    // Written inside one argument (`x == 1` of `assert(x == 1)`): its own text. Starting in an
    // argument and ending in the body (`pos = list_first_entry(head, ...)`, the init of
    // list_for_each_entry's `for`) it has none: its spelling would be the whole macro call.
    return clang::Lexer::makeFileCharRange(clang::CharSourceRange::getTokenRange(b, e), sm, lo).isInvalid();
  }
  // The whole expansion (`S_ISDIR(m)` as a condition, `WRITE_ONCE(x, v)` as a statement) is
  // spelled as written; only a piece of the macro's body has no text of its own in the file.
  bool whole = clang::Lexer::isAtStartOfMacroExpansion(b, sm, lo) && e.isMacroID() &&
               clang::Lexer::isAtEndOfMacroExpansion(e, sm, lo);
  return !whole;
}

// A piece of a macro's body (the `!(e)` of `#define assert(e) if (!(e)) reach_error()`) is
// printed from the AST, expanded, with the variables named as c_code names them: its spelling is
// the macro's call, which means something else.
std::string TextRenderer::render_printed(const clang::Stmt* root, const std::vector<Replacement>& extra,
                                         Mode mode, bool* ok) const {
  const auto& sm = ctx->getSourceManager();
  struct Helper : clang::PrinterHelper {
    const TextRenderer* self;
    const std::vector<Replacement>* extra;
    Mode mode;
    bool* ok;
    // <stdatomic.h>'s operations expand to clang's __c11_atomic_* forms, which pan's compiler
    // (GCC) does not have: they are printed as GCC's __atomic builtins, which mean the same.
    bool print_atomic(const clang::AtomicExpr* a, llvm::raw_ostream& os) {
      const char* fn = nullptr;
      switch (a->getOp()) {
        case clang::AtomicExpr::AO__c11_atomic_load: fn = "__atomic_load_n"; break;
        case clang::AtomicExpr::AO__c11_atomic_store: fn = "__atomic_store_n"; break;
        case clang::AtomicExpr::AO__c11_atomic_exchange: fn = "__atomic_exchange_n"; break;
        case clang::AtomicExpr::AO__c11_atomic_fetch_add: fn = "__atomic_fetch_add"; break;
        case clang::AtomicExpr::AO__c11_atomic_fetch_sub: fn = "__atomic_fetch_sub"; break;
        case clang::AtomicExpr::AO__c11_atomic_fetch_and: fn = "__atomic_fetch_and"; break;
        case clang::AtomicExpr::AO__c11_atomic_fetch_or: fn = "__atomic_fetch_or"; break;
        case clang::AtomicExpr::AO__c11_atomic_fetch_xor: fn = "__atomic_fetch_xor"; break;
        case clang::AtomicExpr::AO__c11_atomic_compare_exchange_strong:
        case clang::AtomicExpr::AO__c11_atomic_compare_exchange_weak: fn = "__atomic_compare_exchange_n"; break;
        case clang::AtomicExpr::AO__c11_atomic_init: fn = ""; break;
        default: return false;  // GCC's own __atomic_* builtins print as themselves
      }
      clang::PrintingPolicy policy = self->ctx->getPrintingPolicy();
      policy.SuppressTagKeyword = false;
      auto print = [&](const clang::Expr* e) { e->printPretty(os, this, policy); };
      if (*fn == '\0') {  // atomic_init(p, v): a plain store before the object is shared
        os << "(*(";
        print(a->getPtr());
        os << ") = (";
        print(a->getVal1());
        os << "))";
        return true;
      }
      os << fn << "(";
      print(a->getPtr());
      const auto op = a->getOp();
      if (op != clang::AtomicExpr::AO__c11_atomic_load) {
        os << ", ";
        print(a->getVal1());
      }
      if (op == clang::AtomicExpr::AO__c11_atomic_compare_exchange_strong ||
          op == clang::AtomicExpr::AO__c11_atomic_compare_exchange_weak) {
        os << ", ";
        print(a->getVal2());
        os << (op == clang::AtomicExpr::AO__c11_atomic_compare_exchange_weak ? ", 1" : ", 0");
      }
      os << ", ";
      print(a->getOrder());
      // Only a compare-exchange has a failure order: clang's getOrderFail() reads past the
      // sub-expressions of any other operation (UBSan: a pointer of ASan's malloc fill).
      if (op == clang::AtomicExpr::AO__c11_atomic_compare_exchange_strong ||
          op == clang::AtomicExpr::AO__c11_atomic_compare_exchange_weak) {
        os << ", ";
        print(a->getOrderFail());
      }
      os << ")";
      return true;
    }
    bool print_typeof_free(clang::Stmt* s, llvm::raw_ostream& os) {
      clang::PrintingPolicy policy = self->ctx->getPrintingPolicy();
      policy.SuppressTagKeyword = false;
      auto type = [&](clang::QualType t) { return t.getCanonicalType().getAsString(policy); };
      auto print = [&](const clang::Stmt* e) { e->printPretty(os, this, policy); };
      if (const auto* c = clang::dyn_cast<clang::CStyleCastExpr>(s)) {
        if (!has_typeof(c->getTypeAsWritten())) return false;
        os << "(" << type(c->getTypeAsWritten()) << ")";
        print(c->getSubExprAsWritten());
        return true;
      }
      if (const auto* u = clang::dyn_cast<clang::UnaryExprOrTypeTraitExpr>(s)) {
        if (!u->isArgumentType() || !has_typeof(u->getArgumentType())) return false;
        os << (u->getKind() == clang::UETT_SizeOf ? "sizeof(" : "__alignof__(") << type(u->getArgumentType()) << ")";
        return u->getKind() == clang::UETT_SizeOf || u->getKind() == clang::UETT_AlignOf ||
               u->getKind() == clang::UETT_PreferredAlignOf;
      }
      // A declaration inside a statement expression (container_of's `void *__mptr = ...`): the
      // printer prints declarations without this helper, so the variables of its initialiser
      // would keep their C names. Static assertions are checks of the kernel's build only.
      if (const auto* ds = clang::dyn_cast<clang::DeclStmt>(s)) {
        for (const auto* d : ds->decls())
          if (!clang::isa<clang::StaticAssertDecl>(d) && !clang::isa<clang::VarDecl>(d)) return false;
        bool any = false;
        for (const auto* d : ds->decls()) {
          const auto* v = clang::dyn_cast<clang::VarDecl>(d);
          if (!v) continue;
          any = true;
          if (v->getStorageClass() == clang::SC_Static) os << "static ";
          clang::QualType t = v->getType();
          if (has_typeof(t)) t = t.getCanonicalType();
          t.print(os, policy, v->getName());
          if (v->getInit()) {
            os << " = ";
            print(v->getInit());
          }
          os << "; ";
        }
        if (!any) os << "; ";
        return true;
      }
      if (const auto* o = clang::dyn_cast<clang::OffsetOfExpr>(s)) {
        if (!has_typeof(o->getTypeSourceInfo()->getType())) return false;
        os << "__builtin_offsetof(" << type(o->getTypeSourceInfo()->getType()) << ", ";
        for (unsigned i = 0; i < o->getNumComponents(); ++i) {
          const auto& comp = o->getComponent(i);
          switch (comp.getKind()) {
            case clang::OffsetOfNode::Array:
              os << "[";
              print(o->getIndexExpr(comp.getArrayExprIndex()));
              os << "]";
              break;
            case clang::OffsetOfNode::Field:
            case clang::OffsetOfNode::Identifier:
              if (i) os << ".";
              os << comp.getFieldName()->getName();
              break;
            case clang::OffsetOfNode::Base: break;  // C++ only
          }
        }
        os << ")";
        return true;
      }
      return false;
    }
    bool handledStmt(clang::Stmt* s, llvm::raw_ostream& os) override {
      const auto& sm = self->ctx->getSourceManager();
      for (const auto& r : *extra)
        if (r.node == s) {
          os << r.text;
          return true;
        }
      if (const auto* a = clang::dyn_cast<clang::AtomicExpr>(s)) return print_atomic(a, os);
      if (print_typeof_free(s, os)) return true;
      if (const auto* call = clang::dyn_cast<clang::CallExpr>(s)) {
        clang::SourceLocation fb;
        if (file_location(sm, call->getBeginLoc(), fb))
          for (const auto& r : *extra)
            if (r.span.begin == fb) {
              os << r.text;
              return true;
            }
        return false;
      }
      const auto* ref = clang::dyn_cast<clang::DeclRefExpr>(s);
      if (!ref) return false;
      if (const auto* ec = clang::dyn_cast<clang::EnumConstantDecl>(ref->getDecl())) {
        os << ec->getInitVal().getSExtValue();
        return true;
      }
      if (const auto* var = clang::dyn_cast<clang::VarDecl>(ref->getDecl())) {
        const PmlVar* v = nullptr;
        if (var->hasGlobalStorage() && var->getTLSKind() == clang::VarDecl::TLS_None) {  // __thread: a local
          v = &global_var(*self->model, *self->ctx, var);
        } else {
          auto it = self->locals->find(var);
          if (it != self->locals->end()) v = &it->second;
        }
        if (!v) {
          if (mode == Mode::Promela) *ok = false;
          return false;
        }
        if (mode == Mode::Promela && !v->promela) *ok = false;
        if (mode == Mode::Source) {
          if (v->by_name.empty()) return false;
          os << "(" << v->by_name << ")";
        } else {
          os << (mode == Mode::Promela ? v->name : v->c_ref);
        }
        return true;
      }
      if (mode == Mode::Promela) *ok = false;
      const auto* fn = clang::dyn_cast<clang::FunctionDecl>(ref->getDecl());
      if (mode == Mode::CCode && fn && is_heap_function(fn->getName().str())) {
        os << "mokert_" << fn->getNameAsString();
        self->model->uses_heap = true;
        return true;
      }
      if (mode == Mode::CCode && fn && fn->getName() == "pthread_self") {
        os << "mokert_pthread_self";
        self->model->uses_self = true;
        return true;
      }
      if (mode == Mode::CCode && fn && is_tls_function(fn->getName().str())) {
        os << "mokert_" << fn->getNameAsString();
        self->model->uses_tls = true;
        if (fn->getName() == "pthread_key_create") self->note_tls_destructor(ref);
        return true;
      }
      if (mode == Mode::CCode && fn && is_clock_function(fn->getName().str())) {
        os << "mokert_" << fn->getNameAsString();
        self->note_clock_read(ref);
        return true;
      }
      if (mode == Mode::CCode && fn && fn->hasBody() &&
          in_program(self->ctx->getSourceManager(), fn->getLocation())) {
        os << fn_stub_name(*self->model, *self->ctx, fn);
        return true;
      }
      if (mode == Mode::CCode && fn && runtime_macro_named(*self->model, fn)) {
        os << "(" << fn->getNameAsString() << ")";
        return true;
      }
      return false;
    }
  } helper;
  helper.self = this;
  helper.extra = &extra;
  helper.mode = mode;
  helper.ok = ok;
  (void)sm;
  clang::PrintingPolicy policy = ctx->getPrintingPolicy();
  policy.SuppressTagKeyword = false;
  std::string out;
  llvm::raw_string_ostream os(out);
  root->printPretty(os, &helper, policy);
  os.flush();
  if (mode == Mode::Promela) *ok = false;  // printed C is not checked token by token: c_expr
  std::string flat;
  for (char ch : out) {
    if (ch == '\n' || ch == '\r' || ch == '\t') ch = ' ';
    if (ch == ' ' && !flat.empty() && flat.back() == ' ') continue;
    flat += ch;
  }
  while (!flat.empty() && flat.back() == ' ') flat.pop_back();
  return mode == Mode::CCode ? spin_safe_char_constants(flat) : flat;
}

bool TextRenderer::names_data_in_macro_body(const clang::Stmt* root) const {
  const auto& sm = ctx->getSourceManager();
  std::vector<const clang::DeclRefExpr*> refs;
  collect_refs(root, refs);
  for (const auto* ref : refs) {
    // A name the file spells (also as the argument of a macro used inside another macro's body,
    // `#define NEXT() (INC(counter) + 1)`, is not: `counter` is then the outer body's text).
    clang::SourceLocation in_file;
    if (file_location(sm, ref->getLocation(), in_file)) continue;
    const auto* var = clang::dyn_cast<clang::VarDecl>(ref->getDecl());
    // (A variable the expansion declares itself, WARN_ONCE's `static bool __already_done`, is
    // declared by the same text in pan.)
    if (!var || var->getLocation().isMacroID()) continue;
    const PmlVar* v = nullptr;
    if (var->hasGlobalStorage() && var->getTLSKind() == clang::VarDecl::TLS_None) {
      v = &global_var(*model, *ctx, var);
    } else if (auto it = locals->find(var); it != locals->end()) {
      v = &it->second;
    }
    if (v && v->c_ref != var->getName()) return true;
  }
  return false;
}

bool TextRenderer::replaces_macro_piece(const clang::Stmt* root, const std::vector<Replacement>& extra) const {
  std::vector<const clang::Stmt*> pieces;
  for (const auto& r : extra)
    if (r.node && !r.span.macro.empty()) pieces.push_back(r.node);
  if (pieces.empty()) return false;
  std::vector<const clang::Stmt*> todo{root};
  while (!todo.empty()) {
    const clang::Stmt* t = todo.back();
    todo.pop_back();
    if (!t) continue;
    if (std::find(pieces.begin(), pieces.end(), t) != pieces.end()) return true;
    for (const clang::Stmt* c : t->children()) todo.push_back(c);
  }
  return false;
}

std::string TextRenderer::render(const Span& span, const clang::Stmt* root,
                                 const std::vector<Replacement>& extra, Mode mode, bool* ok) const {
  if (part_of_macro_body(root)) return render_printed(root, extra, mode, ok);
  // The program's macro whose body names the program's data (`#define NEXT_ID() (next_id++)`):
  // its use as written would name `next_id` in pan, where the model keeps it as `now.next_id`.
  // So is a statement with a replaced piece of a macro's body (`len++` of `#define TAKE()
  // (buf[len++])`, hoisted): the file has no text of that piece to replace.
  if (mode != Mode::Source && (names_data_in_macro_body(root) || replaces_macro_piece(root, extra)))
    return render_printed(root, extra, mode, ok);
  const bool promela = mode == Mode::Promela;
  const auto& sm = ctx->getSourceManager();
  const auto& lo = ctx->getLangOpts();
  struct Edit {
    unsigned offset, length;
    std::string text;
  };
  std::vector<Edit> edits;
  unsigned base = sm.getFileOffset(span.begin);
  clang::FileID fid = sm.getFileID(span.begin);
  unsigned size = static_cast<unsigned>(span.text.size());
  // Replacements outside the span (an expanded call of another part of the condition) do not apply.
  auto inside = [&](const Replacement& r) {
    if (sm.getFileID(r.span.begin) != fid) return false;
    unsigned b = sm.getFileOffset(r.span.begin);
    return b >= base && b + r.span.text.size() <= base + span.text.size();
  };
  for (const auto& r : extra) {
    if (!inside(r)) continue;
    unsigned off = sm.getFileOffset(r.span.begin) - base;
    edits.push_back({off, static_cast<unsigned>(r.span.text.size()), r.text});
  }
  // A replacement inside another (an expanded call in the argument of a call hoisted into its
  // own temporary: `atomic_read(&PDE(inode)->in_use) < 0`) is already part of the outer one's
  // value: applying both wrote `mk_t3_t1->in_use)`.
  auto nested = [&](size_t i) {
    for (size_t j = 0; j < edits.size(); ++j) {
      if (j == i) continue;
      const Edit &a = edits[i], &b = edits[j];
      bool within = b.offset <= a.offset && a.offset + a.length <= b.offset + b.length;
      bool same = b.offset == a.offset && b.length == a.length;
      if (within && (!same || j < i)) return true;
    }
    return false;
  };
  {
    std::vector<Edit> kept;
    for (size_t i = 0; i < edits.size(); ++i)
      if (!nested(i)) kept.push_back(edits[i]);
    edits.swap(kept);
  }
  auto covered = [&](unsigned off) {
    for (const auto& r : extra) {
      if (!inside(r)) continue;
      unsigned b = sm.getFileOffset(r.span.begin) - base;
      if (off >= b && off < b + r.span.text.size()) return true;
    }
    return false;
  };
  std::vector<const clang::DeclRefExpr*> refs;
  collect_refs(root, refs);
  for (const auto* ref : refs) {
    clang::SourceLocation loc;
    if (!file_location(sm, ref->getLocation(), loc) || sm.getFileID(loc) != fid) continue;
    unsigned foff = sm.getFileOffset(loc);
    if (foff < base || foff - base >= size) continue;
    unsigned off = foff - base;
    if (covered(off)) continue;
    if (std::any_of(edits.begin(), edits.end(), [&](const Edit& e) { return e.offset == off; })) continue;
    unsigned len = clang::Lexer::MeasureTokenLength(loc, sm, lo);
    std::string text;
    if (mode == Mode::Source) {
      const auto* var = clang::dyn_cast<clang::VarDecl>(ref->getDecl());
      auto it = var ? locals->find(var) : locals->end();
      if (it == locals->end() || it->second.by_name.empty()) continue;
      text = it->second.by_name;
      // Parentheses unless the parameter is a whole call argument or the argument one name.
      auto prev = span.text.find_last_not_of(" \t\n", off == 0 ? std::string::npos : off - 1);
      auto next = span.text.find_first_not_of(" \t\n", off + len);
      bool whole_arg = off > 0 && prev != std::string::npos && (span.text[prev] == '(' || span.text[prev] == ',') &&
                       next != std::string::npos && (span.text[next] == ')' || span.text[next] == ',');
      bool simple = std::all_of(text.begin(), text.end(),
                                [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; });
      if (!whole_arg && !simple) text = "(" + text + ")";
      edits.push_back({off, len, text});
      continue;
    }
    if (const auto* ec = clang::dyn_cast<clang::EnumConstantDecl>(ref->getDecl())) {
      text = std::to_string(ec->getInitVal().getSExtValue());
    } else if (const auto* var = clang::dyn_cast<clang::VarDecl>(ref->getDecl())) {
      const PmlVar* v = nullptr;
      if (var->hasGlobalStorage() && var->getTLSKind() == clang::VarDecl::TLS_None) {  // __thread: a local
        v = &global_var(*model, *ctx, var);
      } else {
        auto it = locals->find(var);
        if (it != locals->end()) v = &it->second;
      }
      if (!v) {
        if (promela) *ok = false;
        continue;
      }
      if (promela) {
        if (!v->promela) *ok = false;
        text = v->name;
      } else {
        text = v->c_ref;
      }
    } else {
      if (promela) *ok = false;  // functions have no Promela value
      const auto* fn = clang::dyn_cast<clang::FunctionDecl>(ref->getDecl());
      if (mode == Mode::CCode && fn && fn->getName() == "pthread_self") {
        // Inside pan every model thread is one real thread: pthread_self() is the model
        // thread's own handle, as pthread_create gives it out (Modex: the process's _pid).
        text = "mokert_pthread_self";
        model->uses_self = true;
        edits.push_back({off, len, text});
        continue;
      }
      if (mode == Mode::CCode && fn && is_tls_function(fn->getName().str())) {
        // The same for thread-specific data: one real thread holds one value per key, so the
        // model keeps each model thread's own (cmem.pml, MOKERT_TLS).
        text = "mokert_" + fn->getNameAsString();
        model->uses_tls = true;
        if (fn->getName() == "pthread_key_create") note_tls_destructor(ref);
        edits.push_back({off, len, text});
        continue;
      }
      if (mode == Mode::CCode && fn && is_clock_function(fn->getName().str())) {
        text = "mokert_" + fn->getNameAsString();
        note_clock_read(ref);
        edits.push_back({off, len, text});
        continue;
      }
      if (mode != Mode::CCode || !fn) continue;
      if (runtime_macro_named(*model, fn) && !is_heap_function(fn->getName().str()) &&
          !(fn->hasBody() && in_program(ctx->getSourceManager(), fn->getLocation()))) {
        text = "(" + fn->getNameAsString() + ")";
        edits.push_back({off, len, text});
        continue;
      }
      if (!is_heap_function(fn->getName().str())) {
        // A function of the file used as a value (`pf = f1`, `{put, get}`): its stub's address.
        auto& fsm = ctx->getSourceManager();
        if (!fn->hasBody() || !in_program(fsm, fn->getLocation())) continue;
        text = fn_stub_name(*model, *ctx, fn);
        edits.push_back({off, len, text});
        continue;
      }
      // Allocation never runs for real inside pan: the model's heap (promela-runtime/cheap.pml)
      // is part of the state, so backtracking undoes it and misuse is a pan error.
      text = "mokert_" + fn->getNameAsString();
      model->uses_heap = true;
    }
    edits.push_back({off, len, text});
  }
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.offset > b.offset; });
  std::string out = span.text;
  if (promela) {
    // Everything else must be Promela already: numbers, operators, parentheses, brackets.
    std::vector<bool> edited(out.size(), false);
    for (const auto& e : edits)
      for (unsigned i = e.offset; i < e.offset + e.length && i < out.size(); ++i) edited[i] = true;
    for (size_t i = 0; i < out.size(); ++i) {
      if (edited[i]) continue;
      unsigned char ch = static_cast<unsigned char>(out[i]);
      if (std::isalpha(ch) || ch == '_') {
        *ok = false;
        break;
      }
      if (std::isdigit(ch)) {
        size_t j = i;
        while (j < out.size() && std::isalnum(static_cast<unsigned char>(out[j]))) ++j;
        std::string num = out.substr(i, j - i);
        bool hex = num.size() > 2 && num[0] == '0' && (num[1] == 'x' || num[1] == 'X');
        for (size_t k = hex ? 2 : 0; k < num.size(); ++k)
          if (!(hex ? std::isxdigit(static_cast<unsigned char>(num[k])) : std::isdigit(static_cast<unsigned char>(num[k]))))
            *ok = false;
        i = j - 1;
        continue;
      }
      static const std::string kBad = ".?\"',;{}#$@`\\:";
      if (kBad.find(out[i]) != std::string::npos) *ok = false;
      if ((out[i] == '+' || out[i] == '-') && i + 1 < out.size() && (out[i + 1] == out[i] || out[i + 1] == '>' || out[i + 1] == '='))
        *ok = false;
      if (out[i] == '=' && !(i + 1 < out.size() && out[i + 1] == '=') &&
          !(i > 0 && std::string("=!<>").find(out[i - 1]) != std::string::npos))
        *ok = false;
    }
  }
  for (const auto& e : edits) out.replace(e.offset, e.length, e.text);
  if (mode == Mode::CCode) {
    // Identifiers left in c_code may be macros of the C file; extract.cpp copies those #defines.
    for (size_t i = 0; i < out.size();) {
      unsigned char ch = static_cast<unsigned char>(out[i]);
      if (std::isalpha(ch) || ch == '_') {
        size_t j = i;
        while (j < out.size() && (std::isalnum(static_cast<unsigned char>(out[j])) || out[j] == '_')) ++j;
        model->used_identifiers.insert(out.substr(i, j - i));
        i = j;
      } else {
        ++i;
      }
    }
  }
  // One Promela line per statement: the C text's own line breaks are collapsed.
  std::string flat;
  for (char ch : out) {
    if (ch == '\n' || ch == '\r' || ch == '\t') ch = ' ';
    if (ch == ' ' && !flat.empty() && flat.back() == ' ') continue;
    flat += ch;
  }
  return mode == Mode::CCode ? spin_safe_char_constants(flat) : flat;
}

std::string TextRenderer::render_c(const Span& span, const clang::Stmt* root,
                                   const std::vector<Replacement>& extra) const {
  bool ok = true;
  return render(span, root, extra, Mode::CCode, &ok);
}

std::string TextRenderer::render_c_expanded(const clang::Stmt* root, const std::vector<Replacement>& extra) const {
  bool ok = true;
  return render_printed(root, extra, Mode::CCode, &ok);
}

std::string TextRenderer::render_source(const Span& span, const clang::Stmt* root) const {
  bool ok = true;
  return render(span, root, {}, Mode::Source, &ok);
}

std::string TextRenderer::render_source_expanded(const clang::Stmt* root) const {
  bool ok = true;
  return render_printed(root, {}, Mode::Source, &ok);
}

std::optional<std::string> TextRenderer::render_promela(const Span& span, const clang::Stmt* root) const {
  bool ok = true;
  std::string out = render(span, root, {}, Mode::Promela, &ok);
  if (!ok) return std::nullopt;
  return out;
}

const clang::Expr* TextRenderer::system_assert_in_macro(const clang::Expr* e) const {
  const auto& sm = ctx->getSourceManager();
  const auto& lo = ctx->getLangOpts();
  clang::SourceLocation b = e->getBeginLoc(), end = e->getEndLoc();
  if (!b.isMacroID() || !end.isMacroID()) return nullptr;
  // The statement must be exactly one expansion of a macro named assert whose body is spelled
  // in a system header: the program's own `#define assert(e) ...` is not <assert.h>'s.
  clang::SourceLocation mb, me;
  if (sm.isMacroArgExpansion(b) || clang::Lexer::getImmediateMacroName(b, sm, lo) != "assert" ||
      !sm.isInSystemHeader(sm.getSpellingLoc(b)) || !sm.isAtStartOfImmediateMacroExpansion(b, &mb) ||
      !sm.isAtEndOfImmediateMacroExpansion(
          end.getLocWithOffset(static_cast<int>(clang::Lexer::MeasureTokenLength(sm.getSpellingLoc(end), sm, lo))), &me) ||
      sm.getImmediateExpansionRange(b).getBegin() != sm.getImmediateExpansionRange(end).getBegin())
    return nullptr;
  // `assert(x)` written in the file itself keeps the path that reads its text.
  if (!mb.isMacroID()) return nullptr;
  return assert_condition(e);
}

const clang::Expr* TextRenderer::assert_condition(const clang::Expr* e) const {
  // glibc: `((void) sizeof ((c) ? 1 : 0), __extension__ ({ if (c) ; else __assert_fail (...); }))`,
  // or `((c) ? (void) 0 : __assert_fail (...))`; musl and others use the second shape too.
  const clang::Expr* x = e->IgnoreParens();
  if (const auto* comma = clang::dyn_cast<clang::BinaryOperator>(x); comma && comma->getOpcode() == clang::BO_Comma) {
    x = comma->getLHS()->IgnoreParenCasts();
    const auto* size = clang::dyn_cast<clang::UnaryExprOrTypeTraitExpr>(x);
    if (!size || size->isArgumentType()) return nullptr;
    x = size->getArgumentExpr()->IgnoreParens();
  }
  if (const auto* c = clang::dyn_cast<clang::ConditionalOperator>(x)) return c->getCond()->IgnoreParens();
  return nullptr;
}

bool TextRenderer::is_assert(const clang::Expr* e) const {
  const auto& sm = ctx->getSourceManager();
  clang::SourceLocation loc = e->getBeginLoc();
  if (system_assert_in_macro(e)) return true;
  if (loc.isMacroID() && !sm.isMacroArgExpansion(loc)) {
    // `reach_error()` inside a task's `#define assert(e) if (!(e)) reach_error()` is no assertion.
    if (part_of_macro_body(e)) return false;
    // The outermost macro the statement was written as.
    clang::SourceLocation spelled = sm.getExpansionLoc(loc);
    clang::StringRef name = clang::Lexer::getImmediateMacroName(loc, sm, ctx->getLangOpts());
    (void)spelled;
    while (loc.isMacroID()) {
      name = clang::Lexer::getImmediateMacroName(loc, sm, ctx->getLangOpts());
      loc = sm.getImmediateExpansionRange(loc).getBegin();
    }
    return name == "assert";
  }
  if (const auto* call = clang::dyn_cast<clang::CallExpr>(e->IgnoreParens()))
    if (const auto* callee = call->getDirectCallee()) return callee->getName() == "assert";
  return false;
}

Span TextRenderer::assert_argument(const Span& st) const {
  size_t open = st.text.find('(');
  size_t close = st.text.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close <= open + 1) return st;
  // Trim spaces so the span is exactly the expression.
  size_t b = open + 1, e = close - 1;
  while (b < e && std::isspace(static_cast<unsigned char>(st.text[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(st.text[e]))) --e;
  return make_span(st.begin.getLocWithOffset(static_cast<int>(b)), st.begin.getLocWithOffset(static_cast<int>(e)));
}

std::vector<const clang::CallExpr*> TextRenderer::outer_calls(const clang::Expr* cond) const {
  std::vector<const clang::CallExpr*> out;
  const auto& sm = ctx->getSourceManager();
  std::vector<const clang::Stmt*> todo{cond};
  while (!todo.empty()) {
    const clang::Stmt* s = todo.back();
    todo.pop_back();
    if (!s) continue;
    if (const auto* call = clang::dyn_cast<clang::CallExpr>(s)) {
      clang::SourceLocation b = call->getBeginLoc(), e = call->getEndLoc(), fb, fe;
      bool in_file = file_location(sm, b, fb) && file_location(sm, e, fe);
      if (call->getBuiltinCallee() == 0 && in_file) {
        out.push_back(call);
        continue;
      }
    }
    if (clang::isa<clang::StmtExpr>(s)) continue;  // GNU statement expressions stay whole
    std::vector<const clang::Stmt*> kids(s->child_begin(), s->child_end());
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(*it);
  }
  // Source order, so that the temporaries run in the order C evaluates them (left to right).
  std::sort(out.begin(), out.end(), [&](const clang::CallExpr* a, const clang::CallExpr* b) {
    return sm.isBeforeInTranslationUnit(sm.getExpansionLoc(a->getBeginLoc()), sm.getExpansionLoc(b->getBeginLoc()));
  });
  return out;
}

std::vector<const clang::Expr*> TextRenderer::outer_macro_calls(const clang::Expr* cond) const {
  std::vector<const clang::Expr*> out;
  const auto& sm = ctx->getSourceManager();
  std::vector<const clang::Stmt*> todo{cond};
  while (!todo.empty()) {
    const clang::Stmt* s = todo.back();
    todo.pop_back();
    if (!s) continue;
    const auto* e = clang::dyn_cast<clang::Expr>(s);
    clang::SourceLocation b = s->getBeginLoc(), en = s->getEndLoc();
    if (e && b.isMacroID() && en.isMacroID()) {
      clang::CharSourceRange rb = sm.getExpansionRange(b), re = sm.getExpansionRange(en);
      if (rb.getBegin() == re.getBegin() && rb.getEnd() == re.getEnd()) {
        // The outermost node of one invocation written in the file (the conditional that
        // `test_bit(BUSY, &d->flags)` expands to): a macro of the kernel's headers, not a call,
        // so outer_calls does not see it. Everything below it belongs to the same invocation.
        bool invalid = false;
        const char* at = sm.getCharacterData(rb.getBegin(), &invalid);
        std::string name;
        while (!invalid && at && (std::isalnum(static_cast<unsigned char>(*at)) || *at == '_')) name += *at++;
        while (!invalid && at && (*at == ' ' || *at == '\t')) ++at;
        if (!name.empty() && !invalid && at && *at == '(') out.push_back(e);
        continue;
      }
    }
    if (clang::isa<clang::StmtExpr>(s)) continue;
    std::vector<const clang::Stmt*> kids(s->child_begin(), s->child_end());
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(*it);
  }
  return out;
}

std::string TextRenderer::c_type_of(const clang::Expr* e) const {
  clang::PrintingPolicy policy = ctx->getPrintingPolicy();
  policy.SuppressTagKeyword = false;
  clang::QualType t = e->getType().getUnqualifiedType();
  if (t->isBooleanType()) return "int";
  std::string out = t.getAsString(policy);
  // A kernel macro's result (cmpxchg's `typeof(*(__ai_ptr))`) names the macro's own locals.
  if (out.find("typeof") != std::string::npos) out = t.getCanonicalType().getUnqualifiedType().getAsString(policy);
  return out;
}

bool TextRenderer::in_macro_body(const clang::Expr* e) const {
  clang::SourceLocation loc = e->getBeginLoc();
  return loc.isMacroID() && !ctx->getSourceManager().isMacroArgExpansion(loc);
}

} // namespace mokert
